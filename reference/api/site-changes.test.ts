import { describe, expect, it, vi } from 'vitest';
import { createSiteChanges } from './site-changes.ts';

describe('site changes', () => {
  it('tells every listener, and a failing one neither stops the others nor the caller', async () => {
    const changes = createSiteChanges();
    const heard: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    changes.listen(() => {
      throw new Error('down');
    });
    const stop = changes.listen((subdomain) => void heard.push(subdomain));
    expect(() => changes.changed('sunny')).not.toThrow();
    await vi.waitFor(() => expect(heard).toEqual(['sunny']));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('site change of sunny: a listener failed', expect.any(Error)));
    stop();
    changes.changed('sunny');
    await Promise.resolve();
    expect(heard).toEqual(['sunny']);
    error.mockRestore();
  });
});
