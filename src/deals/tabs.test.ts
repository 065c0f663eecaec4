import { describe, expect, it } from 'vitest';
import { dealTabs, initialTab, tabKeyTarget, withTab, wrapIndex } from './tabs.ts';

describe('dealTabs (SPEC §2.6)', () => {
  it('keeps the active services that have deal tabs, in menu order, without Resorts', () => {
    expect(dealTabs(['Cruise', 'Resorts', 'Hotels', 'Activities'])).toEqual(['Hotels', 'Activities', 'Cruise']);
    expect(dealTabs(['Resorts'])).toEqual([]);
  });
});

describe('initialTab (SPEC §4 Deal tab)', () => {
  const tabs = ['Hotels', 'Cars', 'Activities'] as const;
  it('takes the tab named in the query when that service is active', () => {
    expect(initialTab(tabs, '?tab=activities')).toBe('Activities');
    expect(initialTab(tabs, '?tab=Car%20Rentals')).toBe('Cars');
    expect(initialTab(tabs, '?lng=fr&tab=CARS')).toBe('Cars');
  });
  it('falls back to the first active service for an inactive, unknown or missing tab', () => {
    expect(initialTab(tabs, '?tab=flights')).toBe('Hotels');
    expect(initialTab(tabs, '?tab=spaceships')).toBe('Hotels');
    expect(initialTab(tabs, '')).toBe('Hotels');
    expect(initialTab([], '?tab=hotels')).toBeUndefined();
  });
});

describe('withTab', () => {
  it('sets the tab and keeps the other query parameters and the hash', () => {
    expect(withTab('https://sunny.test/fr/?currency=EUR&tab=hotels#deals', 'Cars')).toBe('/fr/?currency=EUR&tab=cars#deals');
    expect(withTab('https://sunny.test/', 'Air Travel')).toBe('/?tab=flights');
  });
});

describe('wrapIndex (SPEC §4 carousel wraps both ways)', () => {
  it('wraps before the first and after the last', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('tabKeyTarget (ARIA tabs keys)', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3, false)).toBe(0);
    expect(tabKeyTarget('End', 0, 3, false)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3, false)).toBeUndefined();
  });
  it('mirrors the arrows in a right-to-left page: ArrowLeft moves forward', () => {
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
  });
});
