// @ts-check
/*
 * The checkout's rules, shared by the remote apps (which check before sending) and the reference
 * API (which checks again and decides): card number (Luhn), expiry, security code, the travellers a
 * search needs (SPEC §3 flight and cruise guests, hotel rooms) and a flight passenger's age, and
 * money in a currency's minor units. Pure: no DOM, no fetch, no clock but the one given.
 * Errors are codes; each side words them (payment-texts.js, the API's English messages).
 */

/** @typedef {'adult' | 'child' | 'infant' | 'driver'} TravellerType */
/** @typedef {{ type: TravellerType, room?: number, dateOfBirth: boolean }} TravellerSlot */
/** @typedef {{ name: string, number: string, expiry: string, cvc: string }} CardInput */
/** @typedef {'name.required' | 'number.invalid' | 'expiry.invalid' | 'expiry.past' | 'cvc.invalid'} CardProblem */

/** The approving test card, shown on a test-mode checkout (README "Test cards"). */
export const APPROVING_TEST_CARD = '4242 4242 4242 4242';

/** Digits only: people type spaces or dashes between the groups. @param {string} number */
export const cardDigits = (number) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. @param {string} digits */
export function luhnValid(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its first digits; the checkout and My Trips name it. @param {string} digits */
export function cardBrand(digits) {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  return 'card';
}

/**
 * `MM/YY` (or `MM/YYYY`) as the last month the card works, or undefined when it is not a date.
 * @param {string} expiry @returns {{ year: number, month: number } | undefined}
 */
export function parseExpiry(expiry) {
  const found = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!found) return undefined;
  const month = Number(found[1]);
  const year = found[2]?.length === 2 ? 2000 + Number(found[2]) : Number(found[2]);
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/**
 * What is wrong with a card, by field; empty when it may be sent to the gateway. A card works to
 * the end of its expiry month (UTC).
 * @param {CardInput} card @param {Date} today
 * @returns {Partial<Record<keyof CardInput, CardProblem>>}
 */
export function cardProblems(card, today) {
  /** @type {Partial<Record<keyof CardInput, CardProblem>>} */
  const problems = {};
  if (!card.name.trim()) problems.name = 'name.required';
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) problems.number = 'number.invalid';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) problems.expiry = 'expiry.invalid';
  else if (expiry.year * 12 + expiry.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) problems.expiry = 'expiry.past';
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.cvc = 'cvc.invalid';
  return problems;
}

/** @param {string | undefined} text @returns {unknown} */
function json(text) {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

/** @param {unknown} value */
const whole = (value) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * The travellers a booking names, from its search query (the API's names): the first is the lead.
 * Hotels: every adult of every room. Flights: adults, children and infants, each with a date of
 * birth (SPEC §3 flight guests). Cruise: the guests list (SPEC §3 cruise guests). Cars: the driver.
 * Activities: the lead traveller. Resort: its adults.
 * @param {string} service @param {Record<string, string>} query
 * @returns {TravellerSlot[]}
 */
export function travellerSlots(service, query) {
  /** @type {TravellerSlot[]} */
  const slots = [];
  /** @param {number} count @param {TravellerType} type @param {Partial<TravellerSlot>} [more] */
  const add = (count, type, more = {}) => {
    for (let i = 0; i < count; i += 1) slots.push({ type, dateOfBirth: false, ...more });
  };
  if (service === 'hotels') {
    const rooms = json(query.rooms);
    if (Array.isArray(rooms)) rooms.forEach((room, index) => add(whole(room?.adults), 'adult', { room: index + 1 }));
  } else if (service === 'flights') {
    add(whole(query.adults) || 1, 'adult', { dateOfBirth: true });
    add(whole(query.children), 'child', { dateOfBirth: true });
    add(whole(query.infants), 'infant', { dateOfBirth: true });
  } else if (service === 'cruise') {
    const guests = json(query.guests);
    /** @param {string} type */
    const count = (type) => (Array.isArray(guests) ? whole(guests.find((g) => g?.type === type)?.count) : 0);
    add(count('adult'), 'adult');
    add(count('children'), 'child');
    add(count('infant'), 'infant');
  } else if (service === 'cars') {
    add(1, 'driver');
  } else if (service === 'resort') {
    add(whole(query.adults) || 2, 'adult');
  }
  if (!slots.length) add(1, 'adult');
  return slots;
}

/**
 * The passenger type a date of birth gives on the travel date (SPEC §3 flight guests): an infant
 * until the 2nd birthday, a child from then until the 12th, an adult from the 12th birthday on
 * ("above 12 years"); undefined for a date that is not one, or not before the travel date.
 * @param {string} dateOfBirth YYYY-MM-DD @param {string} travelDate YYYY-MM-DD
 * @returns {'adult' | 'child' | 'infant' | undefined}
 */
export function passengerTypeOn(dateOfBirth, travelDate) {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const travel = /^(\d{4})-(\d{2})-(\d{2})$/.exec(travelDate);
  if (!birth || !travel) return undefined;
  const [by, bm, bd] = birth.slice(1).map(Number);
  const [ty, tm, td] = travel.slice(1).map(Number);
  const born = new Date(Date.UTC(Number(by), Number(bm) - 1, Number(bd)));
  if (born.getUTCMonth() !== Number(bm) - 1 || born.getUTCDate() !== Number(bd)) return undefined;
  if (dateOfBirth >= travelDate) return undefined;
  const hadBirthday = Number(tm) > Number(bm) || (tm === bm && Number(td) >= Number(bd));
  const age = Number(ty) - Number(by) - (hadBirthday ? 0 : 1);
  if (age > 120) return undefined;
  return age < 2 ? 'infant' : age < 12 ? 'child' : 'adult';
}

/** @typedef {{ firstName: string, lastName: string, dateOfBirth?: string }} TravellerInput */
/** @typedef {'firstName.required' | 'lastName.required' | 'dateOfBirth.required' | 'dateOfBirth.invalid' | 'dateOfBirth.adult' | 'dateOfBirth.child' | 'dateOfBirth.infant'} TravellerProblem */

/**
 * What is wrong with each traveller, by index and field: names present, and for a flight a date of
 * birth that gives the slot's passenger type on the travel date (`dateOfBirth.child`: not a child then).
 * @param {TravellerSlot[]} slots @param {TravellerInput[]} travellers @param {string} travelDate YYYY-MM-DD
 * @returns {{ index: number, field: keyof TravellerInput, problem: TravellerProblem }[]}
 */
export function travellerProblems(slots, travellers, travelDate) {
  /** @type {{ index: number, field: keyof TravellerInput, problem: TravellerProblem }[]} */
  const problems = [];
  slots.forEach((slot, index) => {
    const traveller = travellers[index] ?? { firstName: '', lastName: '' };
    if (!traveller.firstName.trim()) problems.push({ index, field: 'firstName', problem: 'firstName.required' });
    if (!traveller.lastName.trim()) problems.push({ index, field: 'lastName', problem: 'lastName.required' });
    if (!slot.dateOfBirth) return;
    const dateOfBirth = traveller.dateOfBirth?.trim() ?? '';
    if (!dateOfBirth) return void problems.push({ index, field: 'dateOfBirth', problem: 'dateOfBirth.required' });
    const type = passengerTypeOn(dateOfBirth, travelDate);
    if (!type) problems.push({ index, field: 'dateOfBirth', problem: 'dateOfBirth.invalid' });
    else if (type !== slot.type) problems.push({ index, field: 'dateOfBirth', problem: /** @type {TravellerProblem} */ (`dateOfBirth.${slot.type}`) });
  });
  return problems;
}

/** The day the travellers' ages count on: a flight's departure (SPEC §3 flight guests). @param {Record<string, string>} query */
export const travelDateOf = (query) => query.departDate ?? query.checkIn ?? query.startDate ?? query.pickUpDate ?? '';

/** How many minor units a currency has (USD 2, JPY 0, KWD 3), as Intl knows it. @param {string} currency */
export const minorDigits = (currency) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * An amount in minor units written for people, exactly: the integer becomes a decimal string,
 * which Intl.NumberFormat formats without going through a float.
 * @param {number} minor @param {string} currency @param {string} language
 */
export function formatMinor(minor, currency, language) {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const decimal = digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`;
  // ES2023 Intl.NumberFormat takes a decimal string as it is.
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(/** @type {any} */ (decimal));
}
