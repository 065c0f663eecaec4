// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Popover({ open, close }: { open: boolean; close: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, close);
  return (
    <div ref={root}>
      <button type="button">inside</button>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function mount(open: boolean, close: () => void) {
  const host = document.createElement('div');
  const outside = document.createElement('p');
  document.body.append(host, outside);
  root = createRoot(host);
  act(() => root!.render(<Popover open={open} close={close} />));
  return { inside: host.querySelector('button')!, outside };
}

const press = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));

describe('useDismiss', () => {
  it('closes an open popover on a pointer pressed outside it, not inside', () => {
    const close = vi.fn();
    const { inside, outside } = mount(true, close);
    press(inside);
    expect(close).not.toHaveBeenCalled();
    press(outside);
    expect(close).toHaveBeenCalledOnce();
  });

  it('listens only while open', () => {
    const close = vi.fn();
    const { outside } = mount(false, close);
    press(outside);
    expect(close).not.toHaveBeenCalled();
  });
});
