import { describe, expect, it } from 'vitest';
import { bookNowTarget } from './book-now.ts';

describe('bookNowTarget (SPEC §2.9)', () => {
  it('picks Book Now from the first active service in the nav order', () => {
    const bookingMenuItemOptions = [
      { title: 'Cars', active: true },
      { title: 'Hotels', active: false },
      { title: 'Air Travel', active: true },
    ];
    expect(bookNowTarget({ bookingMenuItemOptions })).toBe('/booknow/flights');
    expect(bookNowTarget({ bookingMenuItemOptions: [] })).toBeUndefined();
  });
});
