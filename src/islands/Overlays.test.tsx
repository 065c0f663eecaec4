// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal, closeModal, openModal } from '../stores/modal.ts';
import { $toasts, dismissToast, showToast } from '../stores/toasts.ts';
import Overlays from './Overlays.tsx';

vi.mock('./overlays/modals.ts', () => ({
  MODALS: {
    'test-modal': {
      title: 'test.title',
      messages: ['test.title', 'test.save'],
      Body: ({ messages, close }: { messages: Record<string, string>; close(): void }) => (
        <form>
          <input aria-label="E-mail" />
          <button type="button" onClick={close}>
            {messages['test.save']}
          </button>
        </form>
      ),
    },
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = {
  'overlays.dismiss': 'Dismiss notification',
  'overlays.close': 'Close',
  'test.title': 'Unlock instant savings by signing in',
  'test.save': 'Save',
};

beforeAll(() => {
  // jsdom has <dialog> without its methods, and lays nothing out (focus-trap.ts skips items without an offsetParent).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});

let host: HTMLDivElement;
let root: Root | undefined;
let errors: ReturnType<typeof vi.spyOn>;

/** The island as the shell serves it: printed by the build (no toast there), then hydrated in place. */
function serveAndHydrate(beforeHydration?: () => void): HTMLElement {
  host.innerHTML = renderToString(<Overlays messages={messages} />);
  beforeHydration?.();
  const region = host.querySelector<HTMLElement>('[aria-live]')!;
  act(() => {
    root = hydrateRoot(host, <Overlays messages={messages} />);
  });
  return region;
}

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  errors = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => {
    closeModal();
    for (const toast of $toasts.get()) dismissToast(toast.id);
    root?.unmount();
  });
  root = undefined;
  host.remove();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Overlays island (SPEC §2.13)', () => {
  it('is printed as an empty polite live region and nothing else, even with a toast already asked for', () => {
    showToast({ kind: 'info', message: 'early' });
    openModal('test-modal');
    host.innerHTML = renderToString(<Overlays messages={messages} />);
    const region = host.querySelector('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.childElementCount).toBe(0);
    expect(host.children).toHaveLength(1);
    expect(host.textContent).toBe('');
  });

  it('hydrates in place and adds a toast asked for before hydration into the same live region', () => {
    const region = serveAndHydrate(() => showToast({ kind: 'success', message: 'Business information submitted successfully' }));
    expect(host.querySelector('[aria-live]')).toBe(region);
    expect(region.textContent).toBe('Business information submitted successfully');
    expect(region.querySelector('[data-kind="success"]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows each toast, closes it with its button, and lets it close itself after 5000 ms', () => {
    vi.useFakeTimers();
    const region = serveAndHydrate();
    act(() => {
      showToast({ kind: 'error', message: 'Error submitting business information. Please try again.' });
      showToast({ kind: 'info', message: 'second' });
    });
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Error submitting business information. Please try again.', 'second']);
    const dismiss = region.querySelectorAll<HTMLButtonElement>('button[aria-label="Dismiss notification"]');
    expect(dismiss).toHaveLength(2);
    act(() => dismiss[0]!.click());
    expect(region.textContent).toBe('second');
    act(() => vi.advanceTimersByTime(5000));
    expect(region.childElementCount).toBe(0);
  });

  it('opens the modal slot as a dialog named by its title, and gives focus back when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    serveAndHydrate();
    act(() => openModal('test-modal'));
    const dialog = host.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Unlock instant savings by signing in');
    act(() => host.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect($modal.get()).toBeNull();
    expect(host.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the open modal', () => {
    serveAndHydrate();
    act(() => openModal('test-modal'));
    const dialog = host.querySelector('dialog')!;
    const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    const save = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Save')!;
    save.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => save.dispatchEvent(tab));
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
  });

  it('lets the body close the modal it shows', () => {
    serveAndHydrate();
    act(() => openModal('test-modal', { dismissible: false }));
    act(() => [...host.querySelectorAll('button')].find((button) => button.textContent === 'Save')!.click());
    expect($modal.get()).toBeNull();
  });

  it('keeps a static modal open: no close button, Escape and the backdrop do nothing (SPEC §4)', () => {
    serveAndHydrate();
    act(() => openModal('test-modal', { dismissible: false }));
    const dialog = host.querySelector('dialog')!;
    expect(dialog.querySelector('button[aria-label="Close"]')).toBeNull();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
      dialog.click();
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect($modal.get()).toEqual({ name: 'test-modal', dismissible: false });
    // Closed by the browser regardless (a repeated Escape): it opens again.
    act(() => dialog.close());
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('closes a dismissible modal on Escape and on the backdrop', () => {
    serveAndHydrate();
    act(() => openModal('test-modal'));
    act(() => {
      host.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect($modal.get()).toBeNull();
    act(() => openModal('test-modal'));
    act(() => host.querySelector('dialog')!.click());
    expect($modal.get()).toBeNull();
  });

  it('renders nothing for a modal name no one registered', () => {
    serveAndHydrate();
    act(() => openModal('unknown'));
    expect(host.querySelector('dialog')).toBeNull();
  });
});
