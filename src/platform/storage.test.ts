// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../currency/test-options.ts';
import { LANGUAGE_RULES } from '../i18n/language-choice.ts';
import { CHROME_RULES } from '../site/chrome.ts';
import {
  clearStored,
  COOKIES,
  LOCAL_KEYS,
  readCookie,
  readStored,
  removeCookie,
  removeStored,
  writeCookie,
  writeStored,
  type StorageAccess,
} from './storage.ts';

const refuse = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
/** Storage whose every call throws (a privacy setting, a full quota). */
const throwing: Storage = { ...memoryStorage(), getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };
/** Storage that cannot even be reached: reading window.localStorage throws. */
const blocked: StorageAccess = refuse;

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('storage registry (one registry of cookie and storage keys)', () => {
  it('names the SPEC cookies and entries once', () => {
    expect(COOKIES).toEqual({
      accessToken: 'access-token',
      auth: 'auth',
      hideHeader: 'hideHeader',
      hideFooter: 'hideFooter',
      sessionId: 'x-session-id',
      language: 'pll_language',
      selectedLanguage: 'has_selected_language',
    });
    expect(LOCAL_KEYS.currency).toBe('currency');
  });

  it('hands the same names to the inline head scripts, which cannot import', () => {
    expect(CHROME_RULES.cookies).toEqual({ hideHeader: COOKIES.hideHeader, hideFooter: COOKIES.hideFooter, accessToken: COOKIES.accessToken });
    expect(LANGUAGE_RULES.cookie).toBe(COOKIES.language);
    expect(LANGUAGE_RULES.chosenCookie).toBe(COOKIES.selectedLanguage);
  });

  it('reads, writes, removes and clears web storage', () => {
    const storage = memoryStorage();
    expect(writeStored(() => storage, 'a', '1')).toBe(true);
    expect(readStored(() => storage, 'a')).toBe('1');
    expect(readStored(() => storage, 'missing')).toBeUndefined();
    expect(removeStored(() => storage, 'a')).toBe(true);
    expect(readStored(() => storage, 'a')).toBeUndefined();
    writeStored(() => storage, 'b', '2');
    expect(clearStored(() => storage)).toBe(true);
    expect(storage.length).toBe(0);
  });

  it.each([
    ['throws on every call', () => throwing],
    ['throws when reached', blocked],
    ['is missing', () => undefined],
  ] as [string, StorageAccess][])('tolerates storage that %s', (_, access) => {
    expect(readStored(access, 'a')).toBeUndefined();
    expect(writeStored(access, 'a', '1')).toBe(false);
    expect(removeStored(access, 'a')).toBe(false);
    expect(clearStored(access)).toBe(false);
  });

  it('keeps site-wide first-party cookies; an empty one reads as absent', () => {
    writeCookie(COOKIES.sessionId, 'abc-123');
    expect(readCookie(COOKIES.sessionId)).toBe('abc-123');
    expect(document.cookie).toContain('x-session-id=abc-123');
    removeCookie(COOKIES.sessionId);
    expect(readCookie(COOKIES.sessionId)).toBeUndefined();
    document.cookie = 'access-token=;path=/';
    expect(readCookie(COOKIES.accessToken)).toBeUndefined();
  });
});
