import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoToken } from '../../tests/e2e/api.ts';
import { apiAnswers } from '../../tests/e2e/api-answers.ts';
import { E2E } from '../../tests/e2e/environment.ts';
import { dismissSignInPrompt, expect, test } from '../../tests/e2e/fixtures/test.ts';
import { logInAs } from '../../tests/e2e/member.ts';
import { drawnForVisitor } from '../../tests/e2e/remote-page.ts';

/*
 * SPEC §2.3, §2.4 proposalId, §2.9, §2.11 Proposals and Searches on the reference remote apps: a
 * travel agent searches hotels and proposes an offer; Proposals lists it and copies its deal link;
 * the client opens the link (header locked, SPEC §2.9), declines, and the agent's list says so.
 * Searches lists the search, and Search again shows its results.
 */

const sunny = (path: string) => E2E.siteUrl('sunny') + path;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SEARCH = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: day(40), checkOut: day(43), rooms: JSON.stringify([{ adults: 2, children: [] }]) };
const resultsPath = `/booknow/hotels/v2/search?${new URLSearchParams(SEARCH)}`;

const ready = drawnForVisitor;

async function axe(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
}

/** A proposal made through the API as agent@sunny.demo, for the pages that answer it. */
async function proposalThroughApi(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const token = await demoToken(request, 'sunny', 'agent@sunny.demo');
  const response = await request.post(`${E2E.apiUrl}/api/proposals`, {
    headers: { Origin: E2E.siteUrl('sunny'), Authorization: `Bearer ${token}` },
    data: { service: 'hotels', offerId: 'H.city-lis.1', query: SEARCH, currency: 'USD', note: 'Late check-in is fine' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string; title: string } }).data;
}

test.describe('proposals and searches of a travel agent', () => {
  test('an agent proposes a searched offer; the client opens the link and declines; the agent sees the answer', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    await logInAs(page.context(), request, 'sunny', 'agent@sunny.demo');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.siteUrl('sunny') });

    await page.goto(sunny(resultsPath));
    const results = ready(page, 'hotels');
    const offer = results.locator('article').first();
    const title = (await offer.getByRole('heading', { level: 2 }).textContent())!;
    await offer.getByText('Propose to a client').click();
    await offer.getByLabel('Client e-mail (optional)').fill('customer@sunny.demo');
    // A note of this test's own: the list is the agent's, and other tests propose for the same agent.
    const note = `Two nights by the river, ref. ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await offer.getByLabel('Note for the client (optional)').fill(note);
    await offer.getByRole('button', { name: 'Create proposal' }).click();
    await expect(offer.getByRole('status')).toHaveText('Proposal created.');

    await page.goto(sunny('/proposals'));
    // This test's proposal, by its note: the axe tests propose for the same agent meanwhile.
    const proposal = ready(page, 'main').locator('article[data-proposal]').filter({ hasText: note });
    await expect(proposal.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(proposal).toHaveAttribute('data-status', 'sent');
    await expect(proposal.getByText('Sent', { exact: true })).toBeVisible();
    await proposal.getByRole('button', { name: 'Copy link' }).click();
    await expect(proposal.getByRole('status')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await expect(proposal.getByLabel('Link for your client')).toHaveValue(link);
    expect(link).toMatch(new RegExp(`^${sunny('/booknow/hotels/deal/')}PR-[A-Z0-9]{10}\\?proposalId=PR-[A-Z0-9]{10}$`));

    // The client, in a browser of their own.
    const client = await browser.newContext();
    await dismissSignInPrompt(client);
    await logInAs(client, request, 'sunny', 'customer@sunny.demo');
    const clientPage = await client.newPage();
    await clientPage.goto(link);
    const deal = ready(clientPage, 'hotels');
    await expect(deal.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(deal.getByText(note)).toBeVisible();
    // SPEC §2.9: a deal-proposal link locks the header.
    await expect(clientPage.locator('html')).toHaveAttribute('data-header', 'locked');
    await deal.getByRole('link', { name: 'Decline' }).click();
    await clientPage.waitForURL(/\/disapproveProposal\?proposalId=PR-/);
    const answer = ready(clientPage, 'main');
    await expect(answer.getByRole('heading', { level: 1 })).toHaveText('Decline the proposal');
    await answer.getByRole('button', { name: 'Decline' }).click();
    await expect(answer.locator('[data-answer="declined"]')).toHaveText('You declined the proposal. Your travel agent will be told.');
    await client.close();

    await page.reload();
    // By its id: the list is newest first, and other tests propose for the same agent.
    const id = /proposalId=(PR-[A-Z0-9]{10})$/.exec(link)![1]!;
    const answered = ready(page, 'main').locator(`article[data-proposal="${id}"]`);
    await expect(answered).toHaveAttribute('data-status', 'declined');
    await expect(answered.getByText('Declined', { exact: true })).toBeVisible();
  });

  test('Searches lists the hotel search; Search again shows its results', async ({ page, request }) => {
    // Dates no other test searches: the sunny travel agent's journey and the tests above search as
    // the same agent meanwhile, so this test finds its own search in the list.
    const stay = { ...SEARCH, checkIn: day(50), checkOut: day(52) };
    await logInAs(page.context(), request, 'sunny', 'agent@sunny.demo');
    const started = Date.now();
    await page.goto(sunny(`/booknow/hotels/v2/search?${new URLSearchParams(stay)}`));
    await expect(ready(page, 'hotels').locator('article').first()).toBeVisible();
    type Search = { service: string; query: Record<string, string>; searchedAt: string };
    const answers = apiAnswers<Search[]>(page, '/api/searches');
    await page.goto(sunny('/searches'));
    // A drawing asks afresh after a retry or a new currency, and other tests search for the same agent
    // meanwhile (the list keeps the latest 20): this test's search is found by what it drew, the
    // stay its Search again carries, not by a place in an answer that may since have moved.
    const search = ready(page, 'main')
      .locator('article[data-search]')
      .filter({ has: page.locator(`a[href*="checkIn=${stay.checkIn}"][href*="checkOut=${stay.checkOut}"]`) })
      .first();
    await expect(search).toBeVisible();
    const listed = (await answers.last()) ?? [];
    const mine = listed.filter((each) => each.service === 'hotels' && each.query.checkIn === stay.checkIn && each.query.checkOut === stay.checkOut && Date.parse(each.searchedAt) >= started);
    expect(mine, 'this test’s search among those the page was given').not.toEqual([]);
    await expect(search).toHaveAttribute('data-search', 'hotels');
    await expect(search.getByRole('heading', { level: 2 })).toHaveText('Lisbon');
    await search.getByRole('link', { name: 'Search again' }).click();
    await page.waitForURL((url) => url.pathname === '/booknow/hotels/v2/search' && url.searchParams.get('checkIn') === stay.checkIn && url.searchParams.get('checkOut') === stay.checkOut);
    await expect(ready(page, 'hotels').locator('article').first()).toBeVisible();
  });

  for (const prefix of ['', '/ar']) {
    test(`axe: zero violations on the Propose form, Proposals, Searches and both answer pages (${prefix || '/en'})`, async ({ page, request, browser }) => {
      test.setTimeout(90_000);
      const proposal = await proposalThroughApi(request);
      await logInAs(page.context(), request, 'sunny', 'agent@sunny.demo');
      await page.goto(sunny(`${prefix}${resultsPath}`));
      await ready(page, 'hotels').locator('article [data-propose] summary').first().click();
      await expect(ready(page, 'hotels').locator('article [data-propose] form').first()).toBeVisible();
      await axe(page, 'hotel results with the Propose form open');
      await page.goto(sunny(`${prefix}/proposals`));
      await expect(ready(page, 'main').locator(`article[data-proposal="${proposal.id}"]`)).toBeVisible();
      await axe(page, 'Proposals');
      await page.goto(sunny(`${prefix}/searches`));
      await expect(ready(page, 'main').locator('article[data-search]').first()).toBeVisible();
      await axe(page, 'Searches');

      const client = await browser.newContext();
      await dismissSignInPrompt(client);
      await logInAs(client, request, 'sunny', 'customer@sunny.demo');
      const clientPage = await client.newPage();
      for (const path of ['/allowAgentProposal', '/disapproveProposal']) {
        await clientPage.goto(sunny(`${prefix}${path}?proposalId=${proposal.id}`));
        await expect(ready(clientPage, 'main').getByRole('heading', { level: 2 })).toHaveText(proposal.title);
        await axe(clientPage, path);
      }
      // An unknown id says so in the page language.
      await clientPage.goto(sunny(`${prefix}/allowAgentProposal?proposalId=PR-ABCDEFGHJK`));
      await expect(ready(clientPage, 'main').getByRole('heading', { level: 1 })).toHaveText(prefix ? 'لم يتم العثور على الاقتراح' : 'Proposal not found');
      await axe(clientPage, 'an unknown proposal');
      await client.close();
    });
  }
});
