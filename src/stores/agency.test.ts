import { describe, expect, it, vi } from 'vitest';
import type { PublicAgency } from '../site/page-data.ts';
import { $agency, startAgency } from './agency.ts';

describe('$agency (SPEC §3, §1 storefront:agency)', () => {
  it('takes the agency from the page data and announces it', () => {
    const events = new EventTarget();
    const listener = vi.fn();
    events.addEventListener('storefront:agency', (event) => listener((event as CustomEvent).detail));
    const agency = { agencyName: 'Sunny Holidays', defaultCountry: 'US' } as PublicAgency;
    startAgency({ agency }, events);
    expect($agency.get()).toBe(agency);
    expect(listener).toHaveBeenCalledExactlyOnceWith(agency);
  });

  it('announces nothing on a page without an agency', () => {
    const events = new EventTarget();
    const listener = vi.fn();
    events.addEventListener('storefront:agency', listener);
    startAgency(undefined, events);
    expect(listener).not.toHaveBeenCalled();
  });
});
