import { browserLocalStorage, LOCAL_KEYS, readStored, writeStored, type StorageAccess } from '../platform/storage.ts';

/** SPEC §4 Currency: the local-storage entry that keeps the selected currency code (src/platform/storage.ts). */
export const CURRENCY_STORAGE_KEY = LOCAL_KEYS.currency;

/** The blocked-storage-tolerant access lives in the one storage registry; re-named here for the currency callers. */
export type { StorageAccess };
export const browserStorage: StorageAccess = browserLocalStorage;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The stored currency, if it is one of `enabled`. Blocked or throwing storage, and a stored code
 * that is not (or no longer) enabled, both read as none, so the default applies. `enabled`
 * undefined (the list could not be loaded) accepts any well-formed code.
 */
export function readStoredCurrency(storage: StorageAccess, enabled: readonly string[] | undefined): string | undefined {
  const stored = readStored(storage, CURRENCY_STORAGE_KEY);
  if (!stored || !CURRENCY_CODE.test(stored)) return undefined;
  return !enabled || enabled.includes(stored) ? stored : undefined;
}

/** Keeps the choice; a storage that refuses (blocked, full) costs only persistence, never the page. */
export function storeCurrency(storage: StorageAccess, code: string): boolean {
  return writeStored(storage, CURRENCY_STORAGE_KEY, code);
}
