import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, openModal } from '../stores/modal.ts';
import { $toasts, dismissToast, showToast } from '../stores/toasts.ts';
import { startOverlays } from './overlays.ts';

const host = { dataset: {} } as unknown as HTMLElement;

afterEach(() => {
  closeModal();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.restoreAllMocks();
});

describe('overlays start on first need (SPEC §2.13; first paint never waits for them)', () => {
  it('loads nothing until a toast is asked for, then hydrates once', () => {
    const hydrate = vi.fn(async () => undefined);
    startOverlays(host, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    showToast({ kind: 'info', message: 'one' });
    showToast({ kind: 'info', message: 'two' });
    openModal('sign-in-to-save');
    expect(hydrate).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledWith(host);
  });

  it('hydrates when a modal is opened first', () => {
    const hydrate = vi.fn(async () => undefined);
    startOverlays(host, hydrate);
    openModal('business-info', { dismissible: false });
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('hydrates at once when something was asked for before it started', () => {
    showToast({ kind: 'success', message: 'early' });
    const hydrate = vi.fn(async () => undefined);
    startOverlays(host, hydrate);
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it("names the open modal on the host at once, before the dialog's code has loaded", () => {
    const element = { dataset: {} } as unknown as HTMLElement;
    startOverlays(element, async () => undefined);
    expect(element.dataset.modal).toBeUndefined();
    openModal('sign-in-to-save');
    expect(element.dataset.modal).toBe('sign-in-to-save');
    closeModal();
    expect(element.dataset.modal).toBeUndefined();
  });

  it('does nothing on a page without the overlay host', () => {
    const hydrate = vi.fn(async () => undefined);
    startOverlays(null, hydrate);
    showToast({ kind: 'info', message: 'one' });
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('logs a failed start instead of failing the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startOverlays(host, async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    showToast({ kind: 'info', message: 'one' });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('[overlays] could not start:', expect.any(TypeError)));
  });
});
