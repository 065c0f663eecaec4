// @vitest-environment jsdom
import { atom } from 'nanostores';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydratedStore } from './use-hydrated-store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BEFORE = { code: undefined as string | undefined };
const $picked = atom(BEFORE);

function Code() {
  const { code } = useHydratedStore($picked, BEFORE);
  return <span>{code ?? 'none'}</span>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

describe('useHydratedStore', () => {
  it('hydrates with what the build rendered although the store moved on, then shows the store', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Code />);
    expect(host.textContent).toBe('none');
    // The page's stores start before the island hydrates.
    $picked.set({ code: 'EUR' });
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(host, <Code />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(host.textContent).toBe('EUR');
    act(() => $picked.set({ code: 'SEK' }));
    expect(host.textContent).toBe('SEK');
  });
});
