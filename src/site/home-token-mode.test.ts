import { describe, expect, it, vi } from 'vitest';
import { homeTokenScript, homeTokenTarget } from './home-token-mode.ts';

const targets = { cookie: 'access-token', hotels: '/ar/booknow/hotels', login: '/ar/login' };

describe('home-path token mode (SPEC §1)', () => {
  it('sends a visitor with the access-token cookie to hotels', () => {
    expect(homeTokenTarget('a=1; access-token=abc; b=2', targets)).toBe('/ar/booknow/hotels');
  });

  it('sends a visitor without one (or with an empty one) to log in, with a redirect to hotels', () => {
    for (const cookie of ['', 'a=1', 'access-token=', 'x-access-token=abc']) {
      expect(homeTokenTarget(cookie, targets)).toBe('/ar/login?redirect=%2Far%2Fbooknow%2Fhotels');
    }
  });

  it('inlines a self-contained script that replaces the location', () => {
    const replace = vi.fn();
    const script = homeTokenScript({ hotels: '/booknow/hotels', login: '/login' });
    new Function('location', 'document', script)({ replace }, { cookie: 'access-token=t' });
    expect(replace).toHaveBeenCalledWith('/booknow/hotels');
    new Function('location', 'document', script)({ replace }, { cookie: '' });
    expect(replace).toHaveBeenLastCalledWith('/login?redirect=%2Fbooknow%2Fhotels');
    expect(script).not.toContain('</');
  });
});
