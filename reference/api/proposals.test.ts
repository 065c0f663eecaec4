import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProposals, PROPOSAL_ID, SEARCH_LIMIT } from './proposals.ts';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';

/*
 * SPEC §2.3, §2.4 proposalId, §2.11 Proposals and Searches through the reference API
 * (routes/proposals.ts): who may read and write them (SPEC §6, agent-access.ts), what the API
 * checks, and the answer a client records.
 */

const HOTEL = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2,"children":[5]}]' };
const HOTEL_QUERY = new URLSearchParams(HOTEL).toString();

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi();
  for (const who of ['agent', 'customer', 'owner', 'restricted']) tokens[who] = await loginAs(api, 'sunny', `${who}@sunny.demo`);
});
afterAll(() => api.dispose());

async function call(path: string, who?: string, init: { method?: string; body?: unknown; agency?: string } = {}) {
  const headers: Record<string, string> = {};
  if (who) headers.Authorization = `Bearer ${tokens[who]}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await api.call(path, { agency: init.agency ?? 'sunny', method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: (await response.json()) as any };
}

const propose = (who: string, more: Record<string, unknown> = {}) =>
  call('/api/proposals', who, { method: 'POST', body: { service: 'hotels', offerId: 'H.city-lis.1', query: HOTEL, currency: 'EUR', searchPage: '/booknow/hotels/v2/search', ...more } });

describe('searches (SPEC §2.11)', () => {
  it('records a travel agent’s results call with its page, place, dates and guests, newest first', async () => {
    await call(`/api/offers/hotels?${HOTEL_QUERY}&currency=EUR&searchPage=/booknow/hotels/v2/search`, 'agent');
    await call('/api/offers/flights?from=JFK&to=LHR&departDate=2027-03-01&tripType=oneway&adults=2&currency=USD', 'agent');
    const { status, body } = await call('/api/searches', 'agent');
    expect(status).toBe(200);
    const [flight, hotel] = body.data;
    expect(flight).toMatchObject({ service: 'flights', searchPage: '/booknow/flights/search', place: 'JFK – LHR', startDate: '2027-03-01', guests: 2 });
    expect(hotel).toMatchObject({ service: 'hotels', searchPage: '/booknow/hotels/v2/search', place: 'Lisbon', startDate: '2027-03-01', endDate: '2027-03-04', guests: 3, query: HOTEL });
    expect(hotel.query).not.toHaveProperty('currency');
    expect(hotel).not.toHaveProperty('userId');
  });

  it('keeps one row when the same results page asks again (a currency change), and at most 20', async () => {
    const mine = async () => (await call('/api/searches', 'owner')).body.data as { query: Record<string, string> }[];
    for (const currency of ['USD', 'EUR', 'AED']) await call(`/api/offers/hotels?${HOTEL_QUERY}&currency=${currency}`, 'owner');
    expect(await mine()).toHaveLength(1);
    const day = (n: number) => `2027-05-${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= SEARCH_LIMIT + 3; n++) await call(`/api/offers/activities?destination=d-538&startDate=${day(n)}&endDate=${day(n)}&currency=USD`, 'owner');
    const list = await mine();
    expect(list).toHaveLength(SEARCH_LIMIT);
    expect(list[0]!.query.startDate).toBe(day(SEARCH_LIMIT + 3));
    expect(list.at(-1)!.query.startDate).toBe(day(4));
  });

  it('records nothing for a customer or an anonymous visitor, and refuses them the list', async () => {
    await call(`/api/offers/hotels?${HOTEL_QUERY}`, 'customer');
    await call(`/api/offers/hotels?${HOTEL_QUERY}`);
    expect((await call('/api/searches', 'customer')).status).toBe(403);
    expect((await call('/api/searches')).status).toBe(401);
    const file = JSON.parse(await readFile(join(api.dataDir, 'searches.json'), 'utf8')) as { searches: { userId: string }[] };
    expect(file.searches.some((s) => s.userId.includes('customer'))).toBe(false);
  });

  it('keeps a results page only when it is a site path', async () => {
    await call(`/api/offers/cars?pickUp=LIST01&dropOff=LISS02&pickUpDate=2027-03-01&pickUpTime=10:00&dropOffDate=2027-03-04&dropOffTime=09:00&searchPage=${encodeURIComponent('//evil.example/x')}`, 'restricted');
    const [car] = (await call('/api/searches', 'restricted')).body.data;
    expect(car).toMatchObject({ service: 'cars', searchPage: '/booknow/cars/search', place: 'Lisbon Airport' });
  });
});

describe('proposals (SPEC §2.3, §2.11)', () => {
  it('lets a travel agent propose an offer of a search, quoted by the API, and lists it as sent', async () => {
    const made = await propose('agent', { clientEmail: 'customer@sunny.demo', note: 'Sea view', price: { amount: 1, currency: 'EUR' } });
    expect(made.status).toBe(201);
    expect(made.body.data.id).toMatch(PROPOSAL_ID);
    const offer = (await call(`/api/offers/hotels/H.city-lis.1?${HOTEL_QUERY}&currency=EUR`)).body.data;
    expect(made.body.data).toMatchObject({ status: 'sent', offerId: 'H.city-lis.1', title: offer.title, price: offer.price, clientEmail: 'customer@sunny.demo', note: 'Sea view', agentName: expect.any(String) });
    const list = await call('/api/proposals', 'agent');
    expect(list.body.data[0]).toMatchObject({ id: made.body.data.id, status: 'sent' });
    // Another agent's list does not show it.
    expect((await call('/api/proposals', 'owner')).body.data.map((p: { id: string }) => p.id)).not.toContain(made.body.data.id);
  });

  it('refuses customers (403) and anonymous visitors (401)', async () => {
    expect((await propose('customer')).status).toBe(403);
    expect((await call('/api/proposals', 'customer')).status).toBe(403);
    expect((await propose(undefined as unknown as string)).status).toBe(401);
    expect((await call('/api/proposals')).status).toBe(401);
  });

  it('validates the request: service, offer, search, currency, e-mail, note, page', async () => {
    const bad = await propose('agent', { service: 'boats', currency: 'euro', clientEmail: 'not-mail', note: 'x'.repeat(501), searchPage: '//evil.example' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['clientEmail', 'currency', 'note', 'searchPage', 'service']);
    expect((await propose('agent', { offerId: 'H.city-lis.9' })).status).toBe(404);
    expect((await propose('agent', { query: { destination: 'city-lis' } })).status).toBe(400);
  });

  it('shows a proposal to its agent and its client, not to another client; an unknown or malformed id is 404 or 400', async () => {
    const { id } = (await propose('agent', { clientEmail: 'owner@sunny.demo' })).body.data;
    expect((await call(`/api/proposals/${id}`, 'agent')).body.data).toMatchObject({ id, role: 'agent' });
    const client = await call(`/api/proposals/${id}`, 'owner');
    expect(client.body.data).toMatchObject({ id, role: 'client' });
    expect(client.body.data).not.toHaveProperty('clientEmail');
    expect((await call(`/api/proposals/${id}`, 'customer')).status).toBe(403);
    expect((await call(`/api/proposals/${id}`)).status).toBe(401);
    expect((await call('/api/proposals/PR-ABCDEFGHJK', 'customer')).status).toBe(404);
    expect((await call('/api/proposals/PR-1%3Cscript%3E', 'customer')).status).toBe(400);
    // Another agency does not know it.
    const nordic = await loginAs(api, 'nordic', 'owner@nordic.demo');
    const there = await api.call(`/api/proposals/${id}`, { agency: 'nordic', headers: { Authorization: `Bearer ${nordic}` } });
    expect(there.status).toBe(404);
  });

  it('records the client’s answer once; the agent’s list shows it; another answer is refused', async () => {
    const { id } = (await propose('agent')).body.data;
    expect((await call(`/api/proposals/${id}/answer`, 'agent', { method: 'POST', body: { answer: 'accepted' } })).status).toBe(403);
    expect((await call(`/api/proposals/${id}/answer`, 'customer', { method: 'POST', body: { answer: 'maybe' } })).status).toBe(400);
    const declined = await call(`/api/proposals/${id}/answer`, 'customer', { method: 'POST', body: { answer: 'declined' } });
    expect(declined.body.data).toMatchObject({ id, status: 'declined', answeredAt: expect.any(String) });
    expect((await call(`/api/proposals/${id}/answer`, 'customer', { method: 'POST', body: { answer: 'declined' } })).status).toBe(200);
    const again = await call(`/api/proposals/${id}/answer`, 'customer', { method: 'POST', body: { answer: 'accepted' } });
    expect(again).toMatchObject({ status: 409, body: { status: 'declined' } });
    const list = (await call('/api/proposals', 'agent')).body.data as { id: string; status: string }[];
    expect(list.find((p) => p.id === id)?.status).toBe('declined');
  });

  it('keeps proposals on disk, so a restart still lists them', async () => {
    const { id } = (await propose('agent')).body.data;
    const file = JSON.parse(await readFile(join(api.dataDir, 'proposals.json'), 'utf8')) as { proposals: { id: string }[] };
    expect(file.proposals.map((p) => p.id)).toContain(id);
  });

  it('never loads a stored proposal whose id is not of the fixed shape (ids go into URLs)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'proposals-'));
    const file = join(dir, 'proposals.json');
    const stored = (await propose('agent')).body.data;
    const record = { ...stored, agency: 'sunny', agentId: 'x', id: 'PR-1"><script>' };
    await writeFile(file, JSON.stringify({ proposals: [record] }));
    expect(() => createProposals({ file, write: async () => undefined })).toThrow(file);
    await writeFile(file, JSON.stringify({ proposals: [{ ...record, id: stored.id }] }));
    expect(createProposals({ file, write: async () => undefined }).find('sunny', stored.id)?.title).toBe(stored.title);
    await rm(dir, { recursive: true, force: true });
  });
});
