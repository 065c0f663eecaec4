import { ROUTES } from '../site/routes.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';
import { readAccessToken } from '../stores/auth.ts';
import { $sessionId } from '../stores/session.ts';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';

/** SPEC §4 Logout, in the language of the page the visitor is on: `/ar/blog` → `/ar/logout`. */
export function logoutPath(pathname: string): string {
  return stripLanguage(pathname).prefix + ROUTES.logout;
}

/**
 * SPEC §4, §8: a 401 from any client of this page (the main client, and the hotel, flight and
 * resort service clients) sends the browser to the logout path.
 */
export function leaveOnUnauthorized(): void {
  window.location.assign(logoutPath(window.location.pathname));
}

/** What every browser client shares: session, language, 401 handling and timeout. */
function browserClientOptions(baseUrl: string): ApiClientOptions {
  return {
    baseUrl,
    sessionId: () => $sessionId.get(),
    language: () => document.documentElement.lang,
    onUnauthorized: leaveOnUnauthorized,
    timeoutMs: 30_000,
  };
}

let client: ApiClient | undefined;

/** The main API client of this page: its base URL is the tenant's, printed by the build. */
export function browserApi(): ApiClient {
  if (client) return client;
  const baseUrl = document.querySelector<HTMLMetaElement>('meta[name="storefront:api"]')?.content;
  if (!baseUrl) throw new Error('This page does not name its agency API (meta storefront:api).');
  client = createApiClient({ ...browserClientOptions(baseUrl), token: readAccessToken });
  return client;
}

const serviceClients = new Map<string, ApiClient>();

/**
 * A SPEC §7 service client (hotel, flight, resort) for this page: its own backend, so no agency
 * token; the session and language still travel with each call, and a 401 logs out like the
 * main client's (SPEC §4 names the flight client).
 */
export function browserServiceApi(baseUrl: string): ApiClient {
  let service = serviceClients.get(baseUrl);
  if (!service) {
    service = createApiClient(browserClientOptions(baseUrl));
    serviceClients.set(baseUrl, service);
  }
  return service;
}

const bookingClients = new Map<string, ApiClient>();

/**
 * The resort checkout's client (SPEC §2.3 Resort, §7 /itineraries): a service client that also
 * carries the visitor's access token, because the resort service books the stay for the logged-in
 * traveller — Confirm makes the hold a booking My Trips lists. The other service calls (suggestions,
 * deals, availability elsewhere) need no traveller and send no token.
 */
export function browserBookingServiceApi(baseUrl: string): ApiClient {
  let service = bookingClients.get(baseUrl);
  if (!service) {
    service = createApiClient({ ...browserClientOptions(baseUrl), token: readAccessToken });
    bookingClients.set(baseUrl, service);
  }
  return service;
}
