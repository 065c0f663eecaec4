import { describe, expect, it } from 'vitest';
import { cancellationOf, chargeOf } from './checkout-terms.ts';
import { authorize, cardFieldErrors, createPendingPayments } from './payments.ts';

const card = (number: string) => ({ name: 'Clara Lopez', number, expiry: '12/30', cvc: '123' });

describe('test-mode gateway (README "Test cards")', () => {
  it('approves 4242 4242 4242 4242, keeping only the brand and the last four digits', () => {
    const answer = authorize(card('4242 4242 4242 4242'));
    expect(answer).toEqual({ status: 'approved', card: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(answer)).not.toContain('424242');
  });

  it('declines 4000 0000 0000 0002 for insufficient funds', () => {
    expect(authorize(card('4000000000000002'))).toEqual({ status: 'declined', decline: 'insufficient_funds', reason: 'Card declined: insufficient funds' });
  });

  it('asks 4000 0000 0000 3220 for the extra confirmation step', () => {
    expect(authorize(card('4000000000003220'))).toEqual({ status: 'requires_confirmation', card: { brand: 'visa', last4: '3220' } });
  });

  it('declines any other well-formed card: a test gateway takes no real one', () => {
    expect(authorize(card('6011111111111117'))).toMatchObject({ status: 'declined', decline: 'test_cards_only' });
  });

  it('names malformed and expired card fields as the API answers them', () => {
    const today = new Date('2027-05-15T00:00:00Z');
    expect(cardFieldErrors(card('4242424242424241'), today)).toEqual({ 'card.number': ['Card number is not valid'] });
    expect(cardFieldErrors({ ...card('4242424242424242'), expiry: '04/27', cvc: '' }, today)).toEqual({ 'card.expiry': ['This card has expired'], 'card.cvc': ['Security code is not valid'] });
  });
});

describe('payments waiting for confirmation', () => {
  it('gives the booking once, to the same agency and user, before it lapses', () => {
    let now = 0;
    const pending = createPendingPayments<string>(() => now, 1000);
    const id = pending.add('sunny', 'u1', 'booking');
    expect(id).toMatch(/^pay_[0-9a-f]{32}$/);
    expect(pending.take('sunny', 'u2', id)).toBeUndefined();
    expect(pending.take('viajes', 'u1', id)).toBeUndefined();
    expect(pending.take('sunny', 'u1', id)).toBe('booking');
    expect(pending.take('sunny', 'u1', id)).toBeUndefined();

    const late = pending.add('sunny', 'u1', 'late');
    now = 1000;
    expect(pending.take('sunny', 'u1', late)).toBeUndefined();
  });
});

describe('checkout terms', () => {
  it('splits a total into base and taxes in minor units that add up exactly, in every currency', () => {
    for (const [currency, rate] of [['USD', 1], ['JPY', 151.2], ['KWD', 0.3075], ['EUR', 0.921]] as const) {
      for (const usd of [0.1 + 0.2, 642, 1234.57, 99.99]) {
        const charge = chargeOf('hotels', usd, currency, rate);
        for (const part of [charge.base, charge.taxes, charge.total]) expect(Number.isInteger(part)).toBe(true);
        expect(charge.base + charge.taxes).toBe(charge.total);
      }
    }
    expect(chargeOf('hotels', 642, 'USD', 1)).toEqual({ currency: 'USD', base: 57321, taxes: 6879, total: 64200 });
    expect(chargeOf('hotels', 642, 'JPY', 151.2).total).toBe(97070);
    expect(chargeOf('hotels', 642, 'KWD', 0.3075).total).toBe(197415);
  });

  it('gives the same policy for the same offer; an activity’s follows its free-cancellation fact', () => {
    const hotel = { id: 'H.city-lis.0', service: 'hotels' as const, startDate: '2027-03-10', facts: [] };
    expect(cancellationOf(hotel)).toEqual(cancellationOf({ ...hotel }));
    const kinds = new Set(['H.city-lis.0', 'H.city-lis.1', 'H.city-lis.2', 'H.city-lis.3'].map((id) => cancellationOf({ ...hotel, id }).kind));
    expect(kinds.size).toBeGreaterThan(1);
    const free = cancellationOf({ ...hotel, id: 'WALK538', service: 'activities', facts: [{ key: 'freeCancellation', value: 'yes' }] });
    expect(free).toEqual({ kind: 'free', until: '2027-03-09' });
    expect(cancellationOf({ ...hotel, id: 'WALK538', service: 'activities', facts: [{ key: 'freeCancellation', value: 'no' }] })).toEqual({ kind: 'none' });
  });
});
