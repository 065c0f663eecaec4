// @ts-check
/*
 * One checkout, one charge. A checkout attempt carries an idempotency key, as payment APIs take it:
 * the API answers the same key again with its first answer and never charges twice, so a double
 * click, a network retry, a refresh or Back and Pay again end with one booking. The key and the
 * booking it paid for are kept for the browser session, per offer and search, never anything of
 * the card. A refused or declined attempt is over: the next one (a corrected field, another card)
 * is a new request, so it gets a new key.
 */

const PREFIX = 'rx-checkout:';

/** @typedef {{ key?: string, reference?: string }} Attempt */

/** Session storage, or a memory of the page's own where the browser blocks it. */
function sessionStore() {
  try {
    const storage = window.sessionStorage;
    storage.getItem(PREFIX);
    return storage;
  } catch {
    const memory = new Map();
    return { getItem: (/** @type {string} */ name) => memory.get(name) ?? null, setItem: (/** @type {string} */ name, /** @type {string} */ value) => void memory.set(name, value), removeItem: (/** @type {string} */ name) => void memory.delete(name) };
  }
}

/** A new key: unguessable, and unique per attempt. */
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''));

/**
 * The attempt of this checkout: the offer of `service` with `offerId`, for this search.
 * @param {string} service @param {string} offerId @param {Record<string, string>} search
 */
export function checkoutAttempt(service, offerId, search, storage = sessionStore()) {
  const name = `${PREFIX}${service}|${offerId}|${new URLSearchParams(search).toString()}`;
  /** @returns {Attempt} */
  const read = () => {
    try {
      const saved = JSON.parse(storage.getItem(name) ?? '{}');
      return saved && typeof saved === 'object' ? saved : {};
    } catch {
      return {};
    }
  };
  /** @param {Attempt} attempt */
  const write = (attempt) => {
    try {
      storage.setItem(name, JSON.stringify(attempt));
    } catch {
      // A full or blocked storage keeps the key for this page only; the API still refuses a replay's second charge within it.
    }
  };
  return {
    /** The attempt's key, made on first use. */
    key() {
      const saved = read();
      if (saved.key) return saved.key;
      const key = newKey();
      write({ key });
      return key;
    },
    /** The booking this checkout already paid for, if it did. */
    booked: () => read().reference,
    /** @param {string} reference the booking the attempt paid for */
    paid(reference) {
      write({ ...read(), reference });
    },
    /** Ends the attempt: the next payment is a new request with a new key. */
    renew() {
      try {
        storage.removeItem(name);
      } catch {
        // Nothing kept, nothing to forget.
      }
    },
  };
}
