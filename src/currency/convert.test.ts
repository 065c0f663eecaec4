import { describe, expect, it } from 'vitest';
import { fromUsd } from './convert.ts';

const RATES = { USD: 1, MXN: 17.12, JPY: 151.2 };

describe('USD conversion (SPEC §3: rates relative to USD)', () => {
  it('multiplies by the rate of the currency', () => {
    expect(fromUsd(100, 'MXN', RATES)).toEqual({ amount: 1712, currency: 'MXN' });
    expect(fromUsd(10, 'JPY', RATES).amount).toBeCloseTo(1512);
    expect(fromUsd(42, 'USD', {})).toEqual({ amount: 42, currency: 'USD' });
  });

  it('stays in USD, and says so, when the currency has no rate', () => {
    expect(fromUsd(100, 'EUR', RATES)).toEqual({ amount: 100, currency: 'USD' });
  });
});
