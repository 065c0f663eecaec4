/* Filling the reference checkout in tests (payment-checkout.js): inputs are named by the API's field paths. */

/** The approving test card (README "Test cards"), by field. */
export const APPROVING_CARD = { 'card.name': 'Casey Customer', 'card.number': '4242 4242 4242 4242', 'card.expiry': '12/40', 'card.cvc': '123' } as const;

/** Types into the checkout's fields as a visitor does: the value, then an input event. */
export function fillCheckout(root: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    input.value = value;
    input.dispatchEvent(new window.Event('input'));
  }
}

/** A paid hotel booking for two in Lisbon, as the hotels checkout posts it (POST /api/bookings), with the approving card. */
export function paidHotelBooking(checkIn = '2027-03-01', checkOut = '2027-03-04') {
  return {
    service: 'hotels',
    offerId: 'H.city-lis.1',
    query: { destination: 'city-lis', destinationName: 'Lisbon', checkIn, checkOut, rooms: JSON.stringify([{ adults: 2, children: [] }]) },
    currency: 'USD',
    email: 'clara@example.com',
    travellers: [
      { firstName: 'Clara', lastName: 'Lopez' },
      { firstName: 'Sam', lastName: 'Lopez' },
    ],
    card: { name: 'Clara Lopez', number: '4242424242424242', expiry: '12/40', cvc: '123' },
  };
}
