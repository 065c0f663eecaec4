import { ROUTES } from '../site/routes.ts';
import { readAccessToken } from '../stores/auth.ts';
import { $sessionId } from '../stores/session.ts';
import { createApiClient, type ApiClient } from './client.ts';


let client: ApiClient | undefined;

/** The main API client of this page: its base URL is the tenant's, printed by the build. */
export function browserApi(): ApiClient {
  if (client) return client;
  const baseUrl = document.querySelector<HTMLMetaElement>('meta[name="storefront:api"]')?.content;
  if (!baseUrl) throw new Error('This page does not name its agency API (meta storefront:api).');
  client = createApiClient({
    baseUrl,
    token: readAccessToken,
    sessionId: () => $sessionId.get(),
    language: () => document.documentElement.lang,
    // SPEC §4: a 401 from the main client sends the browser to the logout path.
    onUnauthorized: () => window.location.assign(ROUTES.logout),
    timeoutMs: 30_000,
  });
  return client;
}

const serviceClients = new Map<string, ApiClient>();

/**
 * A SPEC §7 service client (hotel, flight, resort) for this page: its own backend, so no agency
 * token; the session and language still travel with each call.
 */
export function browserServiceApi(baseUrl: string): ApiClient {
  let service = serviceClients.get(baseUrl);
  if (!service) {
    service = createApiClient({
      baseUrl,
      sessionId: () => $sessionId.get(),
      language: () => document.documentElement.lang,
      timeoutMs: 30_000,
    });
    serviceClients.set(baseUrl, service);
  }
  return service;
}
