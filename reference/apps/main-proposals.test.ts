import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as flights from './flights.js';
import * as hotels from './hotels.js';
import * as main from './main.js';
import { contextFor, EVENTS, logIn, logOut, remoteTestStack, settled, type SignedIn, type ContextOptions } from '../harness/remote-harness.ts';

/*
 * SPEC §2.3, §2.4 proposalId, §2.11: an agent proposes an offer from the hotel results, finds the
 * search on Searches and the proposal on Proposals with its deal link; the client opens the link
 * and answers on /allowAgentProposal or /disapproveProposal; the agent's list shows the answer.
 */

type App = { mount: (element: HTMLElement, context: ReturnType<typeof contextFor>) => () => void };
const SEARCH = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2,"children":[]}]' };
const SUNNY = { agencyName: 'Sunny Travel', subdomain: 'sunny' };

const stack = remoteTestStack();
const users: Record<string, SignedIn> = {};

beforeAll(async () => {
  for (const who of ['agent', 'customer', 'owner']) users[who] = await stack.signIn(`${who}@sunny.demo`);
  logOut();
});

/** Opens a page as `who` (logged out without one). */
async function open(app: App, who: string | undefined, options: ContextOptions) {
  logOut();
  const latest: Record<string, unknown> = { [EVENTS.agency]: SUNNY, ...options.latest };
  if (who) {
    logIn(users[who]!.token);
    latest[EVENTS.user] = users[who]!.user;
  }
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(app.mount(element, contextFor(stack.api, { ...options, latest })));
  return settled(element);
}

/** Proposes the first offer of the hotel results as the agent; returns its offer id. */
async function proposeFirst(fields: { clientEmail?: string; note?: string } = {}) {
  const root = await open(hotels, 'agent', { pattern: '/booknow/hotels/v2/search', query: SEARCH });
  const form = root.querySelector<HTMLElement>('[data-propose]')!;
  form.querySelector<HTMLInputElement>('input[type=email]')!.value = fields.clientEmail ?? '';
  form.querySelector<HTMLTextAreaElement>('textarea')!.value = fields.note ?? '';
  form.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await vi.waitFor(() => expect(form.querySelector('[role=status]')?.textContent).toBe('Proposal created.'));
  return form.getAttribute('data-propose')!;
}

/** The agent's proposals as the API lists them, newest first. */
async function proposals() {
  const response = await stack.api.call('/api/proposals', { agency: 'sunny', headers: { Authorization: `Bearer ${users.agent!.token}` } });
  return ((await response.json()) as { data: { id: string; offerId: string; status: string; title: string }[] }).data;
}

describe('Propose on hotel results (SPEC §2.11, §6)', () => {
  it('offers Propose to a travel agent only', async () => {
    const agent = await open(hotels, 'agent', { pattern: '/booknow/hotels/search', query: SEARCH });
    expect(agent.querySelectorAll('article [data-propose]').length).toBe(agent.querySelectorAll('article').length);
    expect(agent.querySelector('[data-propose] summary')?.textContent).toBe('Propose to a client');
    for (const who of ['customer', undefined]) {
      const root = await open(hotels, who, { pattern: '/booknow/hotels/search', query: SEARCH });
      expect(root.querySelectorAll('article').length, who).toBeGreaterThan(0);
      expect(root.querySelector('[data-propose]'), who).toBeNull();
    }
  });

  it('creates a proposal of the offer and its search, and says a bad e-mail in the page language', async () => {
    const root = await open(hotels, 'agent', { pattern: '/booknow/hotels/search', query: SEARCH, language: 'de' });
    const form = root.querySelector<HTMLElement>('[data-propose]')!;
    form.querySelector<HTMLInputElement>('input[type=email]')!.value = 'not-an-address';
    form.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector('[role=status]')?.textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.'));
    const offerId = await proposeFirst({ clientEmail: 'customer@sunny.demo', note: 'Quiet room' });
    expect((await proposals())[0]).toMatchObject({ offerId, status: 'sent' });
  });
});

describe('Propose on the other services’ results', () => {
  it('proposes a flight; its link opens the accept page, which offers declining instead', async () => {
    const query = { from: 'JFK', to: 'LHR', departDate: '2027-03-01', tripType: 'oneway', adults: '1' };
    const root = await open(flights, 'agent', { pattern: '/booknow/flights/search', query });
    const form = root.querySelector<HTMLElement>('[data-propose]')!;
    form.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector('[role=status]')?.textContent).toBe('Proposal created.'));
    const [proposal] = await proposals();
    expect(proposal).toMatchObject({ offerId: form.getAttribute('data-propose'), status: 'sent' });
    const list = await open(main, 'agent', { pattern: '/proposals' });
    const link = list.querySelector<HTMLInputElement>(`[data-deal-link="${proposal!.id}"]`)!.value;
    expect(link).toBe(`http://sunny.localhost:4321/allowAgentProposal?proposalId=${proposal!.id}`);
    const accept = await open(main, 'customer', { pattern: '/allowAgentProposal', query: { proposalId: proposal!.id } });
    expect(accept.querySelector('button')?.textContent).toBe('Accept');
    const instead = [...accept.querySelectorAll('a')].find((a) => a.textContent === 'Decline instead');
    expect(instead?.getAttribute('href')).toBe(`/disapproveProposal?proposalId=${proposal!.id}`);
  });
});

describe('Searches (SPEC §2.11)', () => {
  it('lists the agent’s hotel search with Search again opening its results page', async () => {
    await open(hotels, 'agent', { pattern: '/booknow/hotels/v2/search', query: SEARCH });
    const root = await open(main, 'agent', { pattern: '/searches' });
    const first = root.querySelector('article[data-search]')!;
    expect(first.querySelector('h2')?.textContent).toBe('Lisbon');
    const again = new URL(first.querySelector<HTMLAnchorElement>('a.rx__button')!.href, 'http://x');
    expect(again.pathname).toBe('/booknow/hotels/v2/search');
    expect(Object.fromEntries(again.searchParams)).toEqual(SEARCH);
    expect(first.querySelector('a')?.textContent).toBe('Search again');
  });

  it('is for travel agents only', async () => {
    const root = await open(main, 'customer', { pattern: '/searches' });
    expect(root.querySelector('h1')?.textContent).toBe('For travel agents');
  });
});

describe('a proposal from link to answer (SPEC §2.3, §2.9)', () => {
  it('lists the proposal with its status and a deal link to copy; the client opens it, declines, and the agent sees it', async () => {
    await proposeFirst({ clientEmail: 'customer@sunny.demo' });
    const [proposal] = await proposals();
    const list = await open(main, 'agent', { pattern: '/proposals' });
    const card = list.querySelector(`article[data-proposal="${proposal!.id}"]`)!;
    expect(card.getAttribute('data-status')).toBe('sent');
    const link = card.querySelector<HTMLInputElement>('input[data-deal-link]')!.value;
    expect(link).toBe(`http://sunny.localhost:4321/booknow/hotels/deal/${proposal!.id}?proposalId=${proposal!.id}`);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    card.querySelector<HTMLButtonElement>('button')!.click();
    await vi.waitFor(() => expect(card.querySelector('[role=status]')?.textContent).toBe('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(link);

    const deal = await open(hotels, 'customer', { pattern: '/booknow/hotels/deal/{proposalId}', params: { proposalId: proposal!.id }, query: { proposalId: proposal!.id } });
    expect(deal.querySelector('h1')?.textContent).toBe(proposal!.title);
    const choices = [...deal.querySelectorAll<HTMLAnchorElement>('a.rx__button')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(choices).toEqual([
      ['Accept', `/allowAgentProposal?proposalId=${proposal!.id}`],
      ['Decline', `/disapproveProposal?proposalId=${proposal!.id}`],
    ]);

    const answer = await open(main, 'customer', { pattern: '/disapproveProposal', query: { proposalId: proposal!.id } });
    expect(answer.querySelector('h1')?.textContent).toBe('Decline the proposal');
    answer.querySelector<HTMLButtonElement>('button')!.click();
    await vi.waitFor(() => expect(answer.querySelector('[data-answer]')?.textContent).toBe('You declined the proposal. Your travel agent will be told.'));
    const after = await open(main, 'agent', { pattern: '/proposals' });
    const answered = after.querySelector(`article[data-proposal="${proposal!.id}"]`)!;
    expect(answered.getAttribute('data-status')).toBe('declined');
    expect(answered.textContent).toContain('Declined');
    // Opened again, the pages say the answer instead of asking.
    const again = await open(main, 'customer', { pattern: '/allowAgentProposal', query: { proposalId: proposal!.id } });
    expect(again.querySelector('button')).toBeNull();
    expect(again.querySelector('[data-answer]')?.textContent).toBe('You declined this proposal.');
  });

  it('records an acceptance', async () => {
    await proposeFirst();
    const [proposal] = await proposals();
    const answer = await open(main, 'customer', { pattern: '/allowAgentProposal', query: { proposalId: proposal!.id }, language: 'es' });
    answer.querySelector<HTMLButtonElement>('button')!.click();
    await vi.waitFor(() => expect(answer.querySelector('[data-answer]')?.getAttribute('data-answer')).toBe('accepted'));
    expect((await proposals()).find((p) => p.id === proposal!.id)?.status).toBe('accepted');
  });

  it('says clearly, in the page language, when the id is unknown, malformed or someone else’s', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    for (const id of ['PR-ABCDEFGHJK', '"><script>alert(1)</script>', '']) {
      const root = await open(main, 'customer', { pattern: '/allowAgentProposal', query: { proposalId: id }, language: 'ar' });
      expect(root.dataset.state).toBe('ready');
      expect(root.querySelector('h1')?.textContent, id).toBe('لم يتم العثور على الاقتراح');
      expect(root.textContent).not.toContain(id || '\u0000');
    }
    // Only the well-formed id reached the API.
    expect(fetches.mock.calls.filter(([url]) => String(url).includes('/api/proposals/')).map(([url]) => String(url).split('/').pop())).toEqual(['PR-ABCDEFGHJK']);
    fetches.mockRestore();
    await proposeFirst({ clientEmail: 'owner@sunny.demo' });
    const [proposal] = await proposals();
    const other = await open(main, 'customer', { pattern: '/disapproveProposal', query: { proposalId: proposal!.id }, language: 'fr' });
    expect(other.querySelector('h1')?.textContent).toBe('Cette proposition n’est pas pour vous');
    const deal = await open(hotels, 'customer', { pattern: '/booknow/hotels/deal/{proposalId}', params: { proposalId: 'PR-ABCDEFGHJK' } });
    expect(deal.querySelector('h1')?.textContent).toBe('Proposal not found');
  });

  it('keeps a hotel deal id on the deal route a hotel deal', async () => {
    const root = await open(hotels, undefined, { pattern: '/booknow/hotels/deal/{proposalId}', params: { proposalId: 'PR-404' }, query: SEARCH });
    expect(root.querySelector('h1')?.textContent).toBe('This offer is no longer available');
  });
});
