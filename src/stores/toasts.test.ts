import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showToast, TOAST_AUTO_CLOSE_MS } from './toasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts (SPEC §2.13, §9)', () => {
  it('shows a toast with its kind and message, and answers its id', () => {
    const id = showToast({ kind: 'success', message: 'Business information submitted successfully' });
    expect($toasts.get()).toEqual([{ id, kind: 'success', message: 'Business information submitted successfully' }]);
  });

  it('keeps several toasts, oldest first, each with its own id', () => {
    const first = showToast({ kind: 'info', message: 'one' });
    const second = showToast({ kind: 'error', message: 'two' });
    expect(second).not.toBe(first);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['one', 'two']);
  });

  it('closes each toast 5000 ms after it appeared, not before', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    showToast({ kind: 'info', message: 'one' });
    vi.advanceTimersByTime(2000);
    showToast({ kind: 'info', message: 'two' });
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 2000 - 1);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['one', 'two']);
    vi.advanceTimersByTime(1);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['two']);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toEqual([]);
  });

  it('dismisses a toast early and drops its timer; an unknown id changes nothing', () => {
    const id = showToast({ kind: 'error', message: 'Error submitting business information. Please try again.' });
    const kept = showToast({ kind: 'info', message: 'kept' });
    const listener = vi.fn();
    const stop = $toasts.listen(listener);
    dismissToast(id);
    expect($toasts.get().map((toast) => toast.id)).toEqual([kept]);
    dismissToast(id);
    dismissToast(9999);
    expect(listener).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(1);
    stop();
  });
});
