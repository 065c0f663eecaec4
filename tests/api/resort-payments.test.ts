import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPayment, declineOf, payHold } from '../../src/api/booking-payment.ts';
import { confirmHold, placeHold, releaseHold } from '../../src/api/resort-service.ts';
import { addDays } from '../../src/validation/dates.ts';
import { loginAs, startTestApi, type TestApi } from './reference-api.ts';

/*
 * SPEC §3 currentGateway, §4 Resort: a resort hold is paid with the calls every service pays with
 * (POST /api/bookings, POST /api/payments/:id/confirm), at its held total, and the booking CONFIRM
 * stores carries the payment, as My Trips (GET /api/bookings) lists it.
 */

const CARD = { name: 'Clara Lopez', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
/** Four nights from 40 days ahead: a stay the API books on any day (no past check_in). */
const today = new Date().toISOString().slice(0, 10);
const stay = { property_id: 'R-7004', check_in: addDays(today, 40), check_out: addDays(today, 44), adults: 2, children: 0, currency: 'EUR' };

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await loginAs(api, 'sunny', 'customer@sunny.demo');
});
afterAll(() => api.dispose());

const bookingsOf = async (bearer: string) =>
  ((await (await api.call('/api/bookings', { agency: 'sunny', headers: { Authorization: `Bearer ${bearer}` } })).json()) as { data: { reference: string; payment?: unknown; price: unknown }[] }).data;

describe('paying a resort hold (POST /api/bookings with the hold)', () => {
  it('charges the held total; the confirmed booking carries the payment, and only one booking is stored', async () => {
    const resort = api.service('resort', token);
    const hold = await placeHold(resort, stay);
    const paid = await payHold(api.client('sunny', token), hold.reference_number, CARD);
    expect(paid).toMatchObject({ hold: hold.reference_number, payment: { status: 'paid', brand: 'visa', last4: '4242', charge: { currency: 'EUR', total: Math.round(hold.total * 100), taxes: 0 } } });
    expect((await bookingsOf(token)).some((booking) => booking.reference === hold.reference_number)).toBe(false);
    await confirmHold(resort, hold.reference_number);
    const booked = (await bookingsOf(token)).filter((booking) => booking.reference === hold.reference_number);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ price: { amount: hold.total, currency: 'EUR' }, payment: { status: 'paid', brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(booked[0])).not.toContain('424242');
  });

  it('a declined card is 402 with its decline, and the hold stays unpaid', async () => {
    const resort = api.service('resort', token);
    const hold = await placeHold(resort, stay);
    const declined = await payHold(api.client('sunny', token), hold.reference_number, { ...CARD, number: '4000000000000002' }).catch((error: unknown) => error);
    expect(declined).toMatchObject({ status: 402 });
    expect(declineOf(declined)).toBe('insufficient_funds');
    // Unpaid, so it can still be paid.
    await expect(payHold(api.client('sunny', token), hold.reference_number, CARD)).resolves.toMatchObject({ hold: hold.reference_number });
  });

  it('a card that asks for the confirmation step pays once it is confirmed', async () => {
    const resort = api.service('resort', token);
    const hold = await placeHold(resort, stay);
    const step = await payHold(api.client('sunny', token), hold.reference_number, { ...CARD, number: '4000 0000 0000 3220' });
    expect(step).toMatchObject({ status: 'requires_confirmation', card: { brand: 'visa', last4: '3220' } });
    if (!('paymentId' in step)) throw new Error('no confirmation step');
    await expect(confirmPayment(api.client('sunny', token), step.paymentId)).resolves.toMatchObject({ hold: hold.reference_number, payment: { last4: '3220' } });
    await confirmHold(resort, hold.reference_number);
    expect((await bookingsOf(token)).find((booking) => booking.reference === hold.reference_number)).toMatchObject({ payment: { last4: '3220' } });
  });

  it('refuses a hold that is paid, released, unknown or someone else’s', async () => {
    const resort = api.service('resort', token);
    const client = api.client('sunny', token);
    const hold = await placeHold(resort, stay);
    await payHold(client, hold.reference_number, CARD);
    await expect(payHold(client, hold.reference_number, CARD)).rejects.toMatchObject({ status: 409, message: 'The hold is already paid' });
    const released = await placeHold(resort, stay);
    await releaseHold(resort, released.reference_number);
    await expect(payHold(client, released.reference_number, CARD)).rejects.toMatchObject({ status: 409 });
    await expect(payHold(client, 'RS-000000', CARD)).rejects.toMatchObject({ status: 404 });
    const other = await loginAs(api, 'sunny', 'agent@sunny.demo');
    const theirs = await placeHold(api.service('resort', other), stay);
    await expect(payHold(client, theirs.reference_number, CARD)).rejects.toMatchObject({ status: 404, message: 'Hold not found' });
  });

  it('checks the card like every checkout: field errors in one 400', async () => {
    const hold = await placeHold(api.service('resort', token), stay);
    const invalid = await payHold(api.client('sunny', token), hold.reference_number, { ...CARD, number: '4242424242424241', cvc: '' }).catch((error: unknown) => error);
    expect(invalid).toMatchObject({ status: 400, detail: { errors: { 'card.number': ['Card number is not valid'], 'card.cvc': ['Security code is not valid'] } } });
  });

  it('a hold confirmed without a payment is still booked, without a paid marker', async () => {
    const resort = api.service('resort', token);
    const hold = await placeHold(resort, stay);
    await confirmHold(resort, hold.reference_number);
    const booked = (await bookingsOf(token)).find((booking) => booking.reference === hold.reference_number);
    expect(booked).toBeDefined();
    expect(booked?.payment).toBeUndefined();
  });
});
