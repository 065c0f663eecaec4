// @ts-check
/*
 * The checkout's payment step (flow.js draws it under the offer): every traveller the search
 * needs, the price breakdown in the currency's minor units, the cancellation policy, and the card,
 * paid through the agency's gateway (SPEC §3 currentGateway / currentPaymentGateway, read with
 * GET /api/getCurrentPaymentGateway, §7). The reference API's test-mode gateway answers: approved
 * (the booking is stored, paid), declined (everything typed stays but the security code), or an
 * extra confirmation step the visitor confirms here. The card lives only in this page's memory and
 * in the one request that pays; it is never put in a URL or in storage.
 */
import { checkoutAttempt } from './checkout-attempt.js';
import { ApiError, el, navigation, translator } from './kit.js';
import { PAYMENT_TEXTS } from './payment-texts.js';
import { APPROVING_TEST_CARD, cardDigits, cardProblems, formatMinor, travelDateOf, travellerProblems, travellerSlots } from '../rules/payment-rules.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('../rules/payment-rules.js').TravellerSlot} TravellerSlot */
/** @typedef {{ currency: string, base: number, taxes: number, total: number }} Charge */
/** @typedef {{ kind: 'free', until: string } | { kind: 'partial', percent: number, until: string } | { kind: 'none' }} CancellationPolicy */
/** @typedef {{ id: string, title: string, charge: Charge, cancellation: CancellationPolicy }} PayableOffer */
/** @typedef {{ brand: string, last4: string }} CardSummary */
/**
 * What the visitor typed, kept across the page's redrawings (currency or user change) and a decline.
 * @typedef {{ travellers: { firstName: string, lastName: string, dateOfBirth: string }[], email: string,
 *   card: { name: string, number: string, expiry: string, cvc: string }, notice: string,
 *   pending: { paymentId: string, card: CardSummary, charge: Charge } | null, again?: boolean }} CheckoutState
 */

// Logical properties only, so Arabic mirrors by itself.
const STYLE = `
.rx__field { display: grid; gap: 0.25rem; }
.rx__field label { font-weight: 600; }
.rx__field-error { color: #b91c1c; font-weight: 600; }
.rx__form fieldset, fieldset.rx__form { margin: 0; padding: 0.75rem 1rem; border: 1px solid #e2e8f0; border-radius: 12px; }
.rx__form legend { padding-inline: 0.25rem; font-weight: 700; }
.rx__form input[aria-invalid='true'] { border-color: #b91c1c; }
.rx__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.rx__button--quiet { background: #e2e8f0; color: #0f172a; }
`;

/** A loose but real e-mail shape; the API checks it again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {View} view */
export const paymentTexts = (view) => translator([PAYMENT_TEXTS], view.language);

/** The price breakdown: base, taxes and fees, total, each exact from minor units. @param {View} view @param {Charge} charge */
export function breakdown(view, charge) {
  const t = paymentTexts(view);
  const money = (/** @type {number} */ minor) => formatMinor(minor, charge.currency, view.language);
  const list = el('dl', { class: 'rx__facts', 'aria-label': t('pay.breakdown'), 'data-breakdown': charge.currency });
  for (const [key, minor] of /** @type {[string, number][]} */ ([
    ['pay.base', charge.base],
    ['pay.taxes', charge.taxes],
    ['pay.total', charge.total],
  ])) {
    list.append(el('dt', {}, t(key)), el('dd', { 'data-minor': minor }, money(minor)));
  }
  return list;
}

/** The offer's policy in the visitor's words, with the link to /cancellation-policy (SPEC §2.3). @param {View} view @param {CancellationPolicy} policy */
function cancellation(view, policy) {
  const t = paymentTexts(view);
  const text =
    policy.kind === 'none'
      ? t('policy.none')
      : policy.kind === 'free'
        ? t('policy.free', { date: view.date(policy.until) })
        : t('policy.partial', { date: view.date(policy.until), percent: new Intl.NumberFormat(view.language, { style: 'percent' }).format(policy.percent / 100) });
  return el(
    'section',
    { class: 'rx__panel', 'aria-labelledby': 'rx-policy', 'data-policy': policy.kind },
    el('h2', { id: 'rx-policy' }, t('pay.policy')),
    el('p', {}, text),
    el('a', { href: view.link('/cancellation-policy') }, t('pay.policyLink')),
  );
}

/** The label of a traveller slot: "Room 1 — Adult 2", "Child 1", "Driver"; the first is the lead. @param {View} view @param {TravellerSlot[]} slots @param {number} index */
function slotLabel(view, slots, index) {
  const t = paymentTexts(view);
  const slot = /** @type {TravellerSlot} */ (slots[index]);
  const n = slots.slice(0, index + 1).filter((s) => s.type === slot.type && s.room === slot.room).length;
  const who = slot.type === 'driver' ? t('pay.driver') : t(`pay.${slot.type}`, { n });
  const named = slot.room ? `${t('pay.room', { n: slot.room })} — ${who}` : who;
  return index === 0 ? t('pay.lead', { who: named }) : named;
}

/** A card brand for people. @param {View} view @param {string} brand */
export const brandName = (view, brand) => {
  const t = paymentTexts(view);
  const key = `brand.${brand}`;
  const text = t(key);
  return text === key ? t('brand.card') : text;
};

/**
 * SPEC §6, §7: the agency's gateway; the lookup carries the optional-auth marker when there is
 * no token. A checkout asks for it beside its offer, not after it.
 * @param {View} view
 * @returns {Promise<{ data: { currentPaymentGateway: string, isTestMode: boolean } }>}
 */
export function askGateway(view) {
  const answer = view.api('/api/getCurrentPaymentGateway', { optionalAuth: true });
  // Read by paymentStep, or by nobody when the offer could not be shown.
  answer.catch(() => {});
  return answer;
}

/**
 * A checkout this browser session already paid: its booking, and paying again only on purpose.
 * @param {View} view @param {string} href the booking's confirmation @param {() => void} again
 */
function alreadyBooked(view, href, again) {
  const t = paymentTexts(view);
  const button = el('button', { type: 'button', class: 'rx__button rx__button--quiet' }, t('booked.again'));
  button.addEventListener('click', again);
  return el(
    'section',
    { class: 'rx__panel', 'aria-labelledby': 'rx-booked', 'data-step': 'booked' },
    el('h2', { id: 'rx-booked' }, t('booked.title')),
    el('p', {}, t('booked.body')),
    el('div', { class: 'rx__actions' }, el('a', { class: 'rx__button', href }, t('booked.view')), button),
  );
}

/**
 * The payment step of a checkout.
 * @param {View} view
 * @param {{ service: string, offer: PayableOffer, search: Record<string, string>, correlationId?: string, confirmationHref: (reference: string) => string,
 *   gateway?: ReturnType<typeof askGateway> }} options
 */
export async function paymentStep(view, { service, offer, search, correlationId, confirmationHref, gateway: asked }) {
  const t = paymentTexts(view);
  const gateway = (await (asked ?? askGateway(view))).data;
  const slots = travellerSlots(service, search);
  const travelDate = travelDateOf(search);
  const state = /** @type {CheckoutState} */ (
    (view.state.checkout ??= {
      travellers: slots.map(() => ({ firstName: '', lastName: '', dateOfBirth: '' })),
      email: '',
      card: { name: '', number: '', expiry: '', cvc: '' },
      notice: '',
      pending: null,
    })
  );
  // The profile fills the lead traveller where nothing is typed yet (it may arrive after the first drawing).
  const profile = view.user.profile?.personal_info;
  const lead = /** @type {CheckoutState['travellers'][number]} */ (state.travellers[0]);
  if (!lead.firstName && profile?.first_name) lead.firstName = profile.first_name;
  if (!lead.lastName && profile?.last_name) lead.lastName = profile.last_name;
  if (!state.email && profile?.email) state.email = profile.email;

  // One checkout, one charge (checkout-attempt.js): a checkout this session already paid shows
  // its booking, not a live Pay button; paying for it again is a choice the visitor makes.
  const attempt = checkoutAttempt(service, offer.id, search);
  const booked = attempt.booked();
  if (booked && !state.again) return [alreadyBooked(view, confirmationHref(booked), () => {
    attempt.renew();
    state.again = true;
    view.rerender();
  })];

  const total = formatMinor(offer.charge.total, offer.charge.currency, view.language);
  const container = el('div', { class: 'rx' });
  const problem = el('p', { role: 'alert', class: 'rx__alert', hidden: !state.notice }, state.notice);

  /** @type {Map<string, { input: HTMLInputElement, error: HTMLElement }>} */
  const fields = new Map();
  /**
   * @param {string} name the API's field path @param {string} label @param {Record<string, string | number | boolean>} attributes
   * @param {() => string} read @param {(value: string) => void} write
   */
  const field = (name, label, attributes, read, write) => {
    const id = `rx-${name.replace(/\W/g, '-')}`;
    const input = /** @type {HTMLInputElement} */ (el('input', { id, name, 'aria-describedby': `${id}-error`, ...attributes }));
    input.value = read();
    input.addEventListener('input', () => write(input.value));
    const error = el('p', { id: `${id}-error`, class: 'rx__field-error', hidden: true });
    fields.set(name, { input, error });
    return el('div', { class: 'rx__field' }, el('label', { for: id }, label), input, error);
  };

  const form = /** @type {HTMLFormElement} */ (el('form', { class: 'rx__form', novalidate: true, method: 'post', 'aria-label': t('pay.payment') }));
  const people = el('fieldset', { class: 'rx__form' }, el('legend', {}, t('pay.travellers')));
  slots.forEach((slot, index) => {
    const traveller = /** @type {CheckoutState['travellers'][number]} */ (state.travellers[index]);
    const group = el('fieldset', { class: 'rx__form', 'data-traveller': slot.type }, el('legend', {}, slotLabel(view, slots, index)));
    const auto = index === 0;
    group.append(
      field(`travellers.${index}.firstName`, t('pay.firstName'), { autocomplete: auto ? 'given-name' : 'off', maxlength: 80, required: true }, () => traveller.firstName, (v) => (traveller.firstName = v)),
      field(`travellers.${index}.lastName`, t('pay.lastName'), { autocomplete: auto ? 'family-name' : 'off', maxlength: 80, required: true }, () => traveller.lastName, (v) => (traveller.lastName = v)),
    );
    if (slot.dateOfBirth) {
      group.append(field(`travellers.${index}.dateOfBirth`, t('pay.dateOfBirth'), { type: 'date', required: true, max: travelDate }, () => traveller.dateOfBirth, (v) => (traveller.dateOfBirth = v)));
    }
    if (index === 0) group.append(field('email', t('pay.email'), { type: 'email', autocomplete: 'email', maxlength: 254, required: true }, () => state.email, (v) => (state.email = v)));
    people.append(group);
  });

  const card = state.card;
  const payment = el(
    'fieldset',
    { class: 'rx__form' },
    el('legend', {}, t('pay.payment')),
    el('p', { class: 'rx__muted' }, t('pay.gateway', { gateway: gateway.currentPaymentGateway })),
    gateway.isTestMode ? el('p', { class: 'rx__muted', 'data-test-mode': true }, t('pay.testMode', { card: APPROVING_TEST_CARD })) : null,
    field('card.name', t('card.name'), { autocomplete: 'cc-name', maxlength: 100, required: true }, () => card.name, (v) => (card.name = v)),
    field('card.number', t('card.number'), { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23, required: true }, () => card.number, (v) => (card.number = v)),
    field('card.expiry', t('card.expiry'), { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY', maxlength: 7, required: true }, () => card.expiry, (v) => (card.expiry = v)),
    field('card.cvc', t('card.cvc'), { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, required: true }, () => card.cvc, (v) => (card.cvc = v)),
  );
  const submit = /** @type {HTMLButtonElement} */ (el('button', { type: 'submit', class: 'rx__button' }, t('pay.submit', { total })));
  form.append(people, payment, problem, submit);

  /** @param {Record<string, string>} errors field path → message */
  const showErrors = (errors) => {
    let first;
    for (const [name, { input, error }] of fields) {
      const message = errors[name];
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      error.hidden = !message;
      error.textContent = message ?? '';
      if (message && !first) first = input;
    }
    return first;
  };
  /** @param {string} text */
  const alert = (text) => {
    state.notice = text;
    problem.hidden = !text;
    problem.textContent = text;
  };

  /** @param {string} reference */
  const paid = (reference) => {
    // Nothing of the card outlives the payment.
    state.card = { name: '', number: '', expiry: '', cvc: '' };
    state.pending = null;
    attempt.paid(reference);
    // The confirmation takes the checkout's place in the history: Back leads before it, and a
    // checkout opened again shows the booking (above).
    navigation.replace(confirmationHref(reference));
  };

  /** @param {unknown} error */
  const failed = (error) => {
    if (!(error instanceof ApiError)) return alert(view.t('form.failed'));
    // A refused or declined payment is over; a network failure (status 0) or a request still
    // being answered (409) is the same attempt, retried with its key.
    if (error.status !== 0 && error.status !== 409) attempt.renew();
    if (error.status === 402) {
      // A decline keeps what was typed but the security code, which is asked again.
      card.cvc = '';
      const cvc = fields.get('card.cvc')?.input;
      if (cvc) cvc.value = '';
      const decline = typeof error.body?.decline === 'string' ? t(`decline.${error.body.decline}`) : '';
      alert(decline && !decline.startsWith('decline.') ? decline : error.message);
      cvc?.focus();
      return;
    }
    const errors = Object.fromEntries(Object.entries(error.errors ?? {}).map(([name, messages]) => [name, messages.join(' ')]));
    const first = showErrors(errors);
    const elsewhere = Object.entries(errors).filter(([name]) => !fields.has(name)).map(([, message]) => message);
    alert([error.message, ...elsewhere].join(' — '));
    first?.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    /** @type {Record<string, string>} */
    const errors = {};
    for (const { index, field: name, problem: code } of travellerProblems(slots, state.travellers, travelDate)) errors[`travellers.${index}.${name}`] = t(`problem.${code}`);
    if (!EMAIL.test(state.email.trim())) errors.email = t('problem.email');
    for (const [name, code] of Object.entries(cardProblems(card, new Date()))) errors[`card.${name}`] = t(`problem.${code}`);
    const first = showErrors(errors);
    if (first) {
      alert(t('pay.fix'));
      first.focus();
      return;
    }
    alert('');
    submit.disabled = true;
    const body = {
      service,
      offerId: offer.id,
      query: search,
      currency: offer.charge.currency,
      ...(correlationId ? { correlationId } : {}),
      email: state.email.trim(),
      travellers: state.travellers.map(({ firstName, lastName, dateOfBirth }, index) => ({ firstName, lastName, ...(slots[index]?.dateOfBirth ? { dateOfBirth } : {}) })),
      card: { name: card.name.trim(), number: cardDigits(card.number), expiry: card.expiry.trim(), cvc: card.cvc.trim() },
    };
    try {
      const answer = /** @type {{ data: { reference: string } | { status: 'requires_confirmation', paymentId: string, card: CardSummary, charge: Charge } }} */ (
        await view.api('/api/bookings', { method: 'POST', body, idempotencyKey: attempt.key() })
      ).data;
      if ('paymentId' in answer) {
        state.pending = { paymentId: answer.paymentId, card: answer.card, charge: answer.charge };
        container.replaceChildren(confirmStep());
        container.querySelector('h2')?.focus();
        return;
      }
      paid(answer.reference);
    } catch (error) {
      submit.disabled = false;
      failed(error);
    }
  });

  /** The extra confirmation step the card asked for (3-D Secure–like). */
  const confirmStep = () => {
    const pending = /** @type {NonNullable<CheckoutState['pending']>} */ (state.pending);
    const amount = formatMinor(pending.charge.total, pending.charge.currency, view.language);
    const approve = /** @type {HTMLButtonElement} */ (el('button', { type: 'button', class: 'rx__button' }, t('confirm.approve')));
    const cancel = el('button', { type: 'button', class: 'rx__button rx__button--quiet' }, t('confirm.cancel'));
    const trouble = el('p', { role: 'alert', class: 'rx__alert', hidden: true });
    approve.addEventListener('click', async () => {
      approve.disabled = true;
      try {
        const booking = /** @type {{ data: { reference: string } }} */ (await view.api(`/api/payments/${encodeURIComponent(pending.paymentId)}/confirm`, { method: 'POST', body: {}, idempotencyKey: `${attempt.key()}:confirm` })).data;
        paid(booking.reference);
      } catch (error) {
        approve.disabled = false;
        trouble.hidden = false;
        trouble.textContent = error instanceof ApiError ? error.message : t('pay.fix');
      }
    });
    cancel.addEventListener('click', () => {
      state.pending = null;
      alert(t('confirm.cancelled'));
      container.replaceChildren(form);
      submit.disabled = false;
      submit.focus();
    });
    return el(
      'section',
      { class: 'rx__panel', 'aria-labelledby': 'rx-confirm', 'data-step': 'confirm' },
      el('h2', { id: 'rx-confirm', tabindex: -1 }, t('confirm.title')),
      el('p', {}, t('confirm.body', { total: amount, brand: brandName(view, pending.card.brand), last4: pending.card.last4 })),
      trouble,
      el('div', { class: 'rx__actions' }, approve, cancel),
    );
  };

  container.append(state.pending ? confirmStep() : form);
  const style = el('style');
  style.textContent = STYLE;
  return [
    style,
    el('section', { class: 'rx__panel', 'aria-labelledby': 'rx-breakdown' }, el('h2', { id: 'rx-breakdown' }, t('pay.breakdown')), breakdown(view, offer.charge)),
    cancellation(view, offer.cancellation),
    container,
  ];
}
