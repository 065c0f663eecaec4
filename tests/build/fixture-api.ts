import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgencyInput } from '../../src/tenant/agency.ts';
import { agencyOfLabel } from '../../src/tenant/preview-host.ts';

/**
 * A small agency API whose answers a test sets per agency, for the build's failure paths
 * (malformed answers, unknown agencies). It resolves the agency from Origin as the real one does.
 */
export interface FixtureApi {
  url: string;
  agencies: Map<string, unknown>;
  /** GET /api/getCurrentPaymentGateway per agency; a test-mode Stripe when unset. */
  payments: Map<string, unknown>;
  /** GET /api/agency answers per agency so far: each is one look at its data (a build's or a poll's). */
  reads: Map<string, number>;
  close(): Promise<void>;
}

export function agencyFixture(subdomain: string, patch: Partial<AgencyInput> = {}): AgencyInput {
  return {
    agencyName: `${subdomain} travel`,
    subdomain,
    status: 'Active',
    metaData: { title: `${subdomain} travel`, description: 'Trips', keywords: ['travel'] },
    logo: 'http://127.0.0.1:9/logo.svg',
    primaryColor: '#527edb',
    defaultLanguage: 'en',
    defaultCountry: 'US',
    isAbousUsEnable: true,
    isFaqEnable: true,
    bookingMenuItemOptions: [{ title: 'Hotels', active: true }],
    ...patch,
  };
}

export async function startFixtureApi(): Promise<FixtureApi> {
  const agencies = new Map<string, unknown>();
  const payments = new Map<string, unknown>();
  const reads = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const origin = request.headers.origin;
    const label = origin ? new URL(origin).hostname.split('.')[0] : undefined;
    // A preview host names its tenant's agency, as the reference API resolves it (cors.ts).
    const subdomain = label === undefined ? undefined : agencyOfLabel(label);
    const agency = subdomain ? agencies.get(subdomain) : undefined;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!agency) return send(404, { message: 'Agency not found' });
    switch (request.url) {
      case '/api/agency':
        reads.set(subdomain!, (reads.get(subdomain!) ?? 0) + 1);
        return send(200, { data: agency });
      case '/api/agency/about-us':
        return send(200, { data: [{ isEnabled: true, title: 'About', image: null, content: '<p>We plan trips.</p><script>alert(1)</script>' }] });
      case '/api/agency/faqs':
        return send(200, { data: [{ isEnabled: true, headerMessage: 'Questions', questions: [{ question: 'Can I cancel?', answer: '<p>Yes.</p>' }] }] });
      case '/api/getCurrentPaymentGateway':
        return send(200, { data: payments.get(subdomain!) ?? { currentGateway: 'stripe', currentPaymentGateway: 'Stripe', isTestMode: true } });
      default:
        return send(404, { message: 'Not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    agencies,
    payments,
    reads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
