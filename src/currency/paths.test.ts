import { describe, expect, it } from 'vitest';
import { checkoutReloadUrl, isFlightCheckoutPath, isHomePath } from './paths.ts';

describe('currency page rules (SPEC §4 Currency)', () => {
  it('knows the home path in the default language and the others', () => {
    for (const path of ['/', '/es/', '/ar', '/index.html', '/sv/index.html']) expect(isHomePath(path), path).toBe(true);
    for (const path of ['/about', '/es/about', '/booknow/hotels', '/esp/', '/xx/', '/zz', '/es/es']) expect(isHomePath(path), path).toBe(false);
  });

  it('knows a flight checkout path', () => {
    for (const path of ['/booknow/flights/checkout', '/booknow/flights/checkout/', '/booknow/flights/checkout/abc', '/es/booknow/flights/checkout', '/booknow/flights/v2/checkout']) {
      expect(isFlightCheckoutPath(path), path).toBe(true);
    }
    for (const path of ['/booknow/flights', '/booknow/hotels/checkout', '/booknow/flights/checkouts', '/go/booknow/flights/checkout']) {
      expect(isFlightCheckoutPath(path), path).toBe(false);
    }
  });

  it('reloads a flight checkout with the currency parameter renamed curr', () => {
    expect(checkoutReloadUrl('https://a.example/booknow/flights/checkout?id=7&currency=USD', 'EUR')).toBe(
      'https://a.example/booknow/flights/checkout?id=7&curr=EUR',
    );
    expect(checkoutReloadUrl('https://a.example/booknow/flights/checkout?curr=USD', 'MXN')).toBe(
      'https://a.example/booknow/flights/checkout?curr=MXN',
    );
  });
});
