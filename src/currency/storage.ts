/** SPEC §4 Currency: the local-storage entry that keeps the selected currency code. */
export const CURRENCY_STORAGE_KEY = 'currency';

/** Local storage, or why there is none: access itself throws when the browser blocks storage. */
export type StorageAccess = () => Storage | undefined;

export const browserStorage: StorageAccess = () => globalThis.localStorage;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The stored currency, if it is one of `enabled`. Blocked or throwing storage, and a stored code
 * that is not (or no longer) enabled, both read as none, so the default applies. `enabled`
 * undefined (the list could not be loaded) accepts any well-formed code.
 */
export function readStoredCurrency(storage: StorageAccess, enabled: readonly string[] | undefined): string | undefined {
  try {
    const stored = storage()?.getItem(CURRENCY_STORAGE_KEY) ?? undefined;
    if (!stored || !CURRENCY_CODE.test(stored)) return undefined;
    return !enabled || enabled.includes(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the choice; a storage that refuses (blocked, full) costs only persistence, never the page. */
export function storeCurrency(storage: StorageAccess, code: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(CURRENCY_STORAGE_KEY, code);
    return true;
  } catch {
    return false;
  }
}
