import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { REFERENCE_SERVICE_MOUNTS } from '../../src/contract/sites.ts';
import * as reference from '../../reference/api/test-server.ts';
import type { ReferenceApiOptions } from '../../reference/api/server.ts';

/*
 * The storefront's own clients (src/api) against the reference API over HTTP: the consumer's side of
 * the contract. The reference package knows nothing of these clients; they are joined here.
 */
export { loginAs, originOf } from '../../reference/api/test-server.ts';

export interface TestApi extends reference.TestApi {
  /** The main API client as the agency's pages use it. */
  client(subdomain: string, token?: string): ApiClient;
  /** A service client (hotel, flight, resort) on its mount; with a token, as the resort checkout's. */
  service(name: keyof typeof REFERENCE_SERVICE_MOUNTS, token?: string): ApiClient;
}

/** Starts the reference API on a free port with a fresh data directory, with the storefront's clients on it. */
export async function startTestApi(options: ReferenceApiOptions = {}): Promise<TestApi> {
  const api = await reference.startTestApi(options);
  return Object.assign(api, {
    client: (subdomain: string, token?: string) =>
      createApiClient({ baseUrl: api.url, origin: reference.originOf(subdomain), token: () => token, timeZone: () => 'UTC' }),
    service: (name: keyof typeof REFERENCE_SERVICE_MOUNTS, token?: string) =>
      createApiClient({ baseUrl: api.url + REFERENCE_SERVICE_MOUNTS[name], origin: reference.originOf('sunny'), token: () => token }),
  });
}
