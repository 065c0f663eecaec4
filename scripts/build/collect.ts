import { REFERENCE_SERVICE_MOUNTS } from '../../src/api/service-mounts.ts';
import { agencyPaths, fetchAboutUs, fetchAgency, fetchFaq } from '../../src/api/agency.ts';
import { createApiClient } from '../../src/api/client.ts';
import { fetchCurrentPayment } from '../../src/api/payment.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { sanitizeAgencyHtml } from '../../src/build/sanitize.ts';
import { planAnalytics } from '../../src/tenant/analytics.ts';
import type { Agency } from '../../src/tenant/agency.ts';
import type { AboutUs, Faq } from '../../src/tenant/content.ts';
import { FALLBACK_LANGUAGE } from '../../src/i18n/languages.ts';
import type { TenantConfig } from '../../src/tenant/registry.ts';
import { liveGatewayProblem } from '../../src/build/sandbox-gateway.ts';
import { retryReusedConnection } from './reused-connection.ts';

export interface CollectedSite {
  site: SiteData;
  /** Problems that do not stop the tenant, such as a refused analytics ID. */
  warnings: string[];
}

/** Agency HTML to safe HTML: src/build/sanitize.ts, or its output kept from the last build (sanitized-html.ts). */
export type Sanitize = (html: string | undefined | null) => string;

/** Where the build asks for a tenant's data, and what the browser will call. */
export function apiUrlFor(tenant: TenantConfig, override: string | undefined, embedded: string): string {
  return (override ?? tenant.apiUrl ?? embedded).replace(/\/+$/, '');
}

/**
 * Fetches everything the static pages of one tenant need, validated and sanitised, as the
 * production backend would answer a browser on the tenant's own origin (SPEC §7).
 */
export async function collectSite(tenant: TenantConfig, apiUrl: string, sanitize: Sanitize = sanitizeAgencyHtml): Promise<CollectedSite> {
  const api = createApiClient({ baseUrl: apiUrl, origin: tenant.origin, language: () => 'en', timeZone: () => 'UTC', timeoutMs: 15_000, fetch: retryReusedConnection() });
  const hotelServiceUrl = (tenant.hotelServiceUrl ?? `${apiUrl}${REFERENCE_SERVICE_MOUNTS.hotel}`).replace(/\/+$/, '');
  const flightServiceUrl = (tenant.flightServiceUrl ?? `${apiUrl}${REFERENCE_SERVICE_MOUNTS.flight}`).replace(/\/+$/, '');
  const resortServiceUrl = (tenant.resortServiceUrl ?? `${apiUrl}${REFERENCE_SERVICE_MOUNTS.resort}`).replace(/\/+$/, '');
  const base = { id: tenant.id, origin: tenant.origin, environment: tenant.environment, remotesUrl: tenant.remotesUrl, apiUrl, hotelServiceUrl, flightServiceUrl, resortServiceUrl, ...marks(tenant) };
  let agency: Agency;
  let aboutUs: AboutUs | null;
  let faq: Faq | null;
  try {
    agency = await fetchAgency(api);
    [aboutUs, faq] = await Promise.all([
      agency.isAbousUsEnable ? fetchAboutUs(api) : null,
      agency.isFaqEnable ? fetchFaq(api) : null,
    ]);
  } catch (error) {
    // SPEC §4, §8: an agency the API does not know builds the 'Agency not found!' site.
    if (isUnknownAgency(error)) return { site: { ...base, kind: 'not-found', defaultLanguage: FALLBACK_LANGUAGE }, warnings: [] };
    throw explain(error, apiUrl);
  }
  if (tenant.sandbox) {
    // A sandbox site must never take real money: its agency's gateway is checked before it is built.
    let problem: string | undefined;
    try {
      problem = liveGatewayProblem(await fetchCurrentPayment(api));
    } catch (error) {
      throw explain(error, apiUrl);
    }
    if (problem) throw new Error(problem);
  }
  const analytics = planAnalytics(agency.analytics);
  return {
    site: {
      ...base,
      kind: 'agency',
      defaultLanguage: agency.defaultLanguage,
      agency: sanitizeAgency(agency, sanitize),
      aboutUs: aboutUs && { ...aboutUs, content: sanitize(aboutUs.content) },
      faq: faq && { ...faq, questions: faq.questions.map((q) => ({ question: q.question, answer: sanitize(q.answer) })) },
      analytics,
    },
    warnings: analytics.rejected.map((field) => `${field}: not a valid ID for its vendor; the script is left out`),
  };
}

/** The markings of a sandbox tenant and of a preview; absent, not false, so other sites' data is as it was. */
const marks = (tenant: TenantConfig) => ({ ...(tenant.sandbox ? { sandbox: true as const } : {}), ...(tenant.preview ? { preview: true as const } : {}) });

function sanitizeAgency(agency: Agency, sanitize: Sanitize): Agency {
  const clean = (html: string | undefined) => sanitize(html) || undefined;
  return {
    ...agency,
    privacyPolicy: clean(agency.privacyPolicy),
    cookiesPolicy: clean(agency.cookiesPolicy),
    disclaimer: clean(agency.disclaimer),
    userTermsAndConditions: clean(agency.userTermsAndConditions),
    profileInformation: clean(agency.profileInformation),
  };
}

/**
 * The API's own JSON 404 for GET /api/agency. A bare 404 page means a wrong API URL, and must
 * not replace a real agency's site with 'Agency not found!'.
 */
function isUnknownAgency(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.path.endsWith(agencyPaths.agency) && error.detail !== undefined;
}

/** Turns a failed call into a message that says what failed and why. */
function explain(error: unknown, apiUrl: string): Error {
  if (error instanceof ApiError) {
    if (error.status === undefined) return new Error(`cannot reach the agency API at ${apiUrl} (${error.path}): ${String(error.detail)}`);
    if (error.status === 404 && error.detail === undefined) {
      return new Error(`${error.path} answered 404 without a JSON body: is ${apiUrl} an agency API?`);
    }
    return new Error(`${error.path} answered ${error.status}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
