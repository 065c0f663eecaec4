// @ts-check
/*
 * SPEC §2.11 payment-product item (/payment-links): what a payment link request must hold. One
 * set of rules for the page (messages in the visitor's language) and the reference API (English
 * messages), so both refuse the same input.
 */

/** A payment link id, as /url/{id} carries it. */
export const PAYMENT_LINK_ID = /^pl_[0-9a-f]{20}$/;

export const DESCRIPTION_MAX = 200;
/** The largest amount one link asks for, in units of its currency. */
export const AMOUNT_MAX = 1_000_000;

// A standard e-mail pattern (SPEC §5 business-information form uses the same rule).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** @typedef {'amount' | 'currency' | 'description' | 'email'} LinkField */
/** @typedef {'required' | 'invalid' | 'positive' | 'max' | 'long'} LinkProblem */

/**
 * The amount as a number: a plain decimal with up to two decimals (dot or comma), else NaN.
 * @param {unknown} value
 */
export function amountOf(value) {
  if (typeof value === 'number') return Number.isFinite(value) && Math.round(value * 100) === value * 100 ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(',', '.');
  return /^\d+(?:\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The first problem of each field of a payment link request, none when it is valid.
 * @param {{ amount?: unknown, currency?: unknown, description?: unknown, email?: unknown }} input
 * @param {readonly string[]} currencies the agency's currencies
 * @returns {Partial<Record<LinkField, LinkProblem>>}
 */
export function paymentLinkProblems(input, currencies) {
  /** @type {Partial<Record<LinkField, LinkProblem>>} */
  const problems = {};
  const blank = (/** @type {unknown} */ value) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (blank(input.amount)) problems.amount = 'required';
  else {
    const amount = amountOf(input.amount);
    if (Number.isNaN(amount)) problems.amount = 'invalid';
    else if (amount <= 0) problems.amount = 'positive';
    else if (amount > AMOUNT_MAX) problems.amount = 'max';
  }
  if (blank(input.currency)) problems.currency = 'required';
  else if (typeof input.currency !== 'string' || !currencies.includes(input.currency)) problems.currency = 'invalid';
  if (blank(input.description)) problems.description = 'required';
  else if (typeof input.description !== 'string') problems.description = 'invalid';
  else if (input.description.trim().length > DESCRIPTION_MAX) problems.description = 'long';
  if (blank(input.email)) problems.email = 'required';
  else if (typeof input.email !== 'string' || input.email.trim().length > 254 || !EMAIL.test(input.email.trim())) problems.email = 'invalid';
  return problems;
}
