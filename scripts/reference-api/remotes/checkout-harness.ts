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
