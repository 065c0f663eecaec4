import { describe, expect, it } from 'vitest';
import { CURRENCY_STORAGE_KEY, readStoredCurrency, storeCurrency, type StorageAccess } from './storage.ts';
import { memoryStorage } from './test-options.ts';


const throwing: Storage = {
  ...memoryStorage(),
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

const ENABLED = ['USD', 'EUR', 'MXN'];

describe('stored currency (SPEC §4 Currency: kept in local storage)', () => {
  it('keeps a choice and reads it back', () => {
    const storage = memoryStorage();
    expect(storeCurrency(() => storage, 'EUR')).toBe(true);
    expect(storage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
    expect(readStoredCurrency(() => storage, ENABLED)).toBe('EUR');
  });

  it('ignores a stored code that is not on the enabled list', () => {
    const storage = memoryStorage({ [CURRENCY_STORAGE_KEY]: 'XYZ' });
    expect(readStoredCurrency(() => storage, ENABLED)).toBeUndefined();
    expect(readStoredCurrency(() => memoryStorage({ [CURRENCY_STORAGE_KEY]: '' }), ENABLED)).toBeUndefined();
  });

  it('without an enabled list accepts any well-formed code, but no junk', () => {
    expect(readStoredCurrency(() => memoryStorage({ [CURRENCY_STORAGE_KEY]: 'SEK' }), undefined)).toBe('SEK');
    expect(readStoredCurrency(() => memoryStorage({ [CURRENCY_STORAGE_KEY]: '<img>' }), undefined)).toBeUndefined();
  });

  it('survives storage that throws on use or on access', () => {
    const blocked: StorageAccess = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    expect(readStoredCurrency(() => throwing, ENABLED)).toBeUndefined();
    expect(storeCurrency(() => throwing, 'EUR')).toBe(false);
    expect(readStoredCurrency(blocked, ENABLED)).toBeUndefined();
    expect(storeCurrency(blocked, 'EUR')).toBe(false);
    expect(readStoredCurrency(() => undefined, ENABLED)).toBeUndefined();
  });
});
