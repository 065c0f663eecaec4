import { allTasks } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgencyLanguage } from '../api/languages.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';

type Store = typeof import('./languages.ts');
let store: Store;
const BUILT = LANGUAGES.map((code) => ({ code, name: code }));
const codes = (options: readonly { code: Language }[]) => options.map((option) => option.code);
const lang = (code: string): AgencyLanguage => ({ name: code, code, value: `${code}-XX` });

beforeEach(async () => {
  vi.resetModules();
  store = await import('./languages.ts');
});

describe('agency languages (SPEC §4 Async lists "languages", §7 GET /api/agency/languages)', () => {
  it('loads once something listens: loading, then success', async () => {
    const fetchLanguages = vi.fn(async () => [lang('en'), lang('es')]);
    store.setLanguagesEnvironment({ fetchLanguages });
    const stop = store.$agencyLanguages.listen(() => {});
    expect(store.$agencyLanguages.get().status).toBe('loading');
    await allTasks();
    expect(store.$agencyLanguages.get()).toEqual({ status: 'success', items: [lang('en'), lang('es')] });
    stop();
    store.$agencyLanguages.listen(() => {})();
    expect(fetchLanguages).toHaveBeenCalledTimes(1);
  });

  it('on failure empties the list and keeps the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.setLanguagesEnvironment({ fetchLanguages: async () => Promise.reject(new Error('down')) });
    const stop = store.$agencyLanguages.listen(() => {});
    await allTasks();
    expect(store.$agencyLanguages.get()).toEqual({ status: 'failure', items: [], error: 'Something went wrong' });
    stop();
  });

  it('offers the listed languages among the nine, in the site order, with the page language kept', () => {
    const success = { status: 'success' as const, items: [lang('sv'), lang('xx'), lang('es'), lang('en')] };
    expect(codes(store.offeredLanguages(success, BUILT, 'en'))).toEqual(['en', 'es', 'sv']);
    expect(codes(store.offeredLanguages(success, BUILT, 'de'))).toEqual(['en', 'es', 'de', 'sv']);
  });

  it('offers all nine while loading, on failure, and when none of the listed is built', () => {
    for (const state of [store.LANGUAGES_BEFORE_START, { status: 'loading' as const, items: [] }, { status: 'failure' as const, items: [], error: 'x' }, { status: 'success' as const, items: [lang('zz')] }]) {
      expect(codes(store.offeredLanguages(state, BUILT, 'en'))).toEqual([...LANGUAGES]);
    }
  });
});
