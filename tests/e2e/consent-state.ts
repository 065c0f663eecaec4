import { readdirSync } from 'node:fs';
import { CONSENT_COOKIE, formatConsent, GRANTED } from '../../src/stores/consent.ts';
import { DEMO_TENANTS_DIR, E2E_TENANTS_DIR } from './fixtures/registry.ts';

/** Every tenant the browser-test stack builds, demo and test-only, by id (its subdomain). */
const TENANTS = [DEMO_TENANTS_DIR, E2E_TENANTS_DIR].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length)),
);

/**
 * The browser suite's visitor has already accepted every category on every tenant
 * (playwright.config.ts `use.storageState`): the consent banner (src/stores/consent.ts) then covers
 * no button, and the specs that prove the trackers load (tenants.spec, headers.spec) see them as
 * a consenting visitor does. tests/e2e/consent.spec.ts starts from a browser without it.
 */
export const DECIDED_CONSENT = {
  cookies: TENANTS.map((tenant) => ({
    name: CONSENT_COOKIE,
    value: formatConsent(GRANTED),
    domain: `${tenant}.localhost`,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

/** A browser that has decided nothing yet, for contexts a spec makes itself. */
export const NO_CONSENT = { cookies: [], origins: [] };
