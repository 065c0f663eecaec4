import { describe, expect, it } from 'vitest';
import { cardProblems } from '../payment/card.ts';
import { resortPaymentStore } from './resort-payment.ts';
import { fakeResortApi, settle, type Answer } from './resort-test-api.ts';

const TODAY = new Date('2027-01-10T12:00:00Z');
const CARD = { name: 'Clara Lopez', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const CHARGE = { currency: 'EUR', base: 256000, taxes: 0, total: 256000 };
const PAID = (last4 = '4242') => ({ hold: 'RS-123456', payment: { status: 'paid', gateway: 'stripe', brand: 'visa', last4, charge: CHARGE, paidAt: '2027-01-10T12:00:01.000Z' } });
const PAYMENT_ID = `pay_${'a'.repeat(32)}`;

function setup(answer: Answer, initialHold: string | null = 'RS-123456') {
  let hold = initialHold;
  const { api, asked } = fakeResortApi(answer);
  let confirmed = 0;
  const store = resortPaymentStore({ api: () => api, hold: () => hold ?? undefined, onPaid: () => (confirmed += 1), today: () => TODAY });
  const type = (card = CARD) => {
    for (const [field, value] of Object.entries(card)) store.edit(field as keyof typeof CARD, value);
  };
  return { store, asked, type, confirmed: () => confirmed, holdNow: (next: string) => (hold = next) };
}

describe('card rules (SPEC §3 currentGateway)', () => {
  it('names each wrong field: name, Luhn number, MM/YY expiry (not past), 3 or 4 digit code', () => {
    expect(cardProblems(CARD, TODAY)).toEqual({});
    expect(cardProblems({ name: ' ', number: '4242424242424241', expiry: '13/30', cvc: '12' }, TODAY)).toEqual({
      name: 'name.required',
      number: 'number.invalid',
      expiry: 'expiry.invalid',
      cvc: 'cvc.invalid',
    });
    expect(cardProblems({ ...CARD, expiry: '12/26' }, TODAY)).toEqual({ expiry: 'expiry.past' });
    expect(cardProblems({ ...CARD, expiry: '01/27' }, TODAY)).toEqual({});
    expect(cardProblems({ ...CARD, number: '3782 822463 10005', cvc: '123' }, TODAY)).toEqual({ cvc: 'cvc.invalid' });
  });
});

describe('resort payment store (SPEC §3 currentGateway, §4 Resort)', () => {
  it('checks the card before sending anything: each wrong field is named', async () => {
    const { store, asked, type } = setup(() => Response.json({ data: PAID() }, { status: 201 }));
    type({ ...CARD, number: '1234', cvc: '' });
    store.submit();
    await settle();
    expect(asked).toHaveLength(0);
    expect(store.$state.get()).toEqual({ status: 'editing', problems: { number: 'number.invalid', cvc: 'cvc.invalid' }, notice: { kind: 'fix' } });
  });

  it('pays the hold with POST /api/bookings {service, hold, card}, then confirms it; the card is forgotten', async () => {
    const { store, asked, type, confirmed } = setup(() => Response.json({ data: PAID() }, { status: 201 }));
    type();
    store.submit();
    expect(store.$state.get()).toEqual({ status: 'paying' });
    await settle();
    expect(asked[0]).toMatchObject({ method: 'POST', body: { service: 'resort', hold: 'RS-123456', card: { ...CARD, number: '4242424242424242' } } });
    expect(asked[0]!.url.pathname).toBe('/api/bookings');
    expect(store.$state.get()).toMatchObject({ status: 'paid', paid: { payment: { last4: '4242' } } });
    expect(confirmed()).toBe(1);
    expect(store.$card.get()).toEqual({ name: '', number: '', expiry: '', cvc: '' });
    // Confirming and confirmed, the page holds nothing: the payment stays to be shown.
    store.follow(undefined);
    expect(store.$state.get()).toMatchObject({ status: 'paid' });
    // Paid already: submitting again confirms the hold again and pays nothing twice.
    store.submit();
    expect(asked).toHaveLength(1);
    expect(confirmed()).toBe(2);
  });

  it('a declined card keeps everything typed and says why; nothing is confirmed', async () => {
    const { store, type, confirmed } = setup(() => Response.json({ message: 'Card declined: insufficient funds', decline: 'insufficient_funds' }, { status: 402 }));
    type({ ...CARD, number: '4000 0000 0000 0002' });
    store.submit();
    await settle();
    expect(store.$state.get()).toEqual({ status: 'editing', problems: {}, notice: { kind: 'declined', decline: 'insufficient_funds' } });
    expect(store.$card.get()).toEqual({ ...CARD, number: '4000 0000 0000 0002' });
    expect(confirmed()).toBe(0);
  });

  it('the card that asks for a confirmation step: confirming pays with POST /api/payments/:id/confirm', async () => {
    const { store, asked, type, confirmed } = setup((call) =>
      call.url.pathname === '/api/bookings'
        ? Response.json({ data: { status: 'requires_confirmation', paymentId: PAYMENT_ID, card: { brand: 'visa', last4: '3220' }, charge: CHARGE } }, { status: 202 })
        : Response.json({ data: PAID('3220') }, { status: 201 }),
    );
    type({ ...CARD, number: '4000 0000 0000 3220' });
    store.submit();
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'step', approving: false, pending: { paymentId: PAYMENT_ID, card: { last4: '3220' } } });
    expect(confirmed()).toBe(0);
    store.approve();
    expect(store.$state.get()).toMatchObject({ status: 'step', approving: true });
    await settle();
    expect(asked[1]).toMatchObject({ method: 'POST' });
    expect(asked[1]!.url.pathname).toBe(`/api/payments/${PAYMENT_ID}/confirm`);
    expect(store.$state.get()).toMatchObject({ status: 'paid', paid: { payment: { last4: '3220' } } });
    expect(confirmed()).toBe(1);
  });

  it('cancelling the confirmation step goes back to the card as typed, nothing charged', async () => {
    const { store, asked, type } = setup(() =>
      Response.json({ data: { status: 'requires_confirmation', paymentId: PAYMENT_ID, card: { brand: 'visa', last4: '3220' }, charge: CHARGE } }, { status: 202 }),
    );
    type({ ...CARD, number: '4000 0000 0000 3220' });
    store.submit();
    await settle();
    store.cancelStep();
    expect(store.$state.get()).toEqual({ status: 'editing', problems: {}, notice: { kind: 'cancelled' } });
    expect(store.$card.get().number).toBe('4000 0000 0000 3220');
    expect(asked).toHaveLength(1);
  });

  it('a new hold drops the confirmation step of the one before; the card as typed stays', async () => {
    const { store, asked, type, holdNow } = setup(() =>
      Response.json({ data: { status: 'requires_confirmation', paymentId: PAYMENT_ID, card: { brand: 'visa', last4: '3220' }, charge: CHARGE } }, { status: 202 }),
    );
    type({ ...CARD, number: '4000 0000 0000 3220' });
    store.submit();
    await settle();
    store.follow('RS-123456');
    expect(store.$state.get()).toMatchObject({ status: 'step', hold: 'RS-123456' });
    holdNow('RS-654321');
    store.follow('RS-654321');
    expect(store.$state.get()).toEqual({ status: 'editing', problems: {} });
    expect(store.$card.get().number).toBe('4000 0000 0000 3220');
    store.submit();
    await settle();
    expect(asked.at(-1)!.body).toMatchObject({ hold: 'RS-654321' });
  });

  it('another failure says the payment did not go through, keeping the card', async () => {
    const { store, type } = setup(() => Response.json({ message: 'The hold has expired' }, { status: 409 }));
    type();
    store.submit();
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'editing', notice: { kind: 'failed' } });
    expect(store.$card.get()).toEqual(CARD);
  });

  it('without a held stay nothing is paid', async () => {
    const { store, asked, type } = setup(() => Response.json({ data: PAID() }, { status: 201 }), null);
    type();
    store.submit();
    await settle();
    expect(asked).toHaveLength(0);
  });
});
