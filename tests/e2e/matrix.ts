/*
 * The browser suite proves each rule once per family, on representatives (docs/testing.md "Where a
 * rule is proved"); the rule itself, and each tenant's, language's or role's data it reads, is
 * proved for every case by the unit and component tests named in each spec. `MATRIX=all` runs
 * every spec over its whole tenant × language × role matrix, as CI's full run and a release do.
 */

/** True when the whole matrix is asked for (`MATRIX=all npm run test:e2e`). */
export const WHOLE_MATRIX = process.env.MATRIX === 'all';

/**
 * The cases `npm test` runs: every case with MATRIX=all, else those `representative` keeps. The
 * representatives of a family are chosen where its rule differs (a right-to-left page, a tenant
 * with the setting off), never by chance.
 */
export function inSuite<T>(cases: readonly T[], representative: (item: T, index: number) => boolean): T[] {
  return WHOLE_MATRIX ? [...cases] : cases.filter(representative);
}
