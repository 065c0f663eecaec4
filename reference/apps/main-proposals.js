// @ts-check
/*
 * Proposals and Searches (SPEC §2.3, §2.4 proposalId, §2.9, §2.11): a travel agent's recent
 * searches with "Search again"; the offers the agent proposed to clients, with their answers and
 * the deal link to share; the Propose form on hotel results; the page a client opens from that
 * link; and the two answer pages (/allowAgentProposal, /disapproveProposal) that record the answer
 * through the API (routes/proposals.ts).
 */
import { ApiError, el, facts, picture } from './kit.js';
import { agentOnly, member, section } from './main-kit.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */
/**
 * @typedef {{ id: string, service: string, offerId: string, searchPage: string, query: Record<string, string>, title: string, image: string,
 *   location: string, startDate: string, endDate: string, price: { amount: number, currency: string }, clientEmail?: string, note?: string,
 *   status: 'sent' | 'accepted' | 'declined', createdAt: string, answeredAt?: string, agentName: string, role?: 'agent' | 'client' }} Proposal
 */
/**
 * @typedef {{ service: string, searchPage: string, query: Record<string, string>, place: string, startDate: string, endDate?: string,
 *   guests?: number, searchedAt: string }} Search
 */

/** SPEC §2.4 proposalId: the API's id shape (proposals.ts); nothing else goes into a URL or a call. */
export const PROPOSAL_ID = /^PR-[A-HJ-NP-Z2-9]{10}$/;
/** A results page of this site: one or more path segments, never `//` (another host). */
const SITE_PATH = /^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/;

/** The proposal id of an answer page: SPEC §2.4 proposalId, or id. @param {View} view */
const proposalIdOf = (view) => view.route.query.proposalId ?? view.route.query.id ?? '';

/**
 * The deal link a client opens (SPEC §2.3 /booknow/hotels/deal/{proposalId}); proposalId in the query
 * marks it a deal-proposal link, whose header is locked or hidden (SPEC §2.9). A service without a
 * deal page opens the accept page, which shows the offer too.
 * @param {View} view @param {Proposal} proposal
 */
export function dealLink(view, proposal) {
  const path = proposal.service === 'hotels' ? `/booknow/hotels/deal/${encodeURIComponent(proposal.id)}` : '/allowAgentProposal';
  return new URL(view.link(path, { proposalId: proposal.id }), location.origin).href;
}

// Logical properties only, so Arabic mirrors by itself; 44 px targets.
const STYLE = `
.rx__propose summary { display: inline-flex; align-items: center; min-block-size: 44px; padding-inline: 0.75rem; border: 1px solid #475569; border-radius: 8px; cursor: pointer; font-weight: 600; }
.rx__propose summary:focus-visible, .rx__propose textarea:focus-visible, .rx__copy input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.rx__propose[open] summary { margin-block-end: 0.75rem; }
.rx__form textarea { min-block-size: 5rem; padding: 0.5rem 0.75rem; border: 1px solid #94a3b8; border-radius: 8px; font: inherit; }
.rx__copy { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
.rx__copy label { display: grid; gap: 0.25rem; flex: 1 1 18rem; font-weight: 600; }
.rx__copy input { min-block-size: 44px; padding-inline: 0.75rem; border: 1px solid #94a3b8; border-radius: 8px; font: inherit; }
`;
const style = () => {
  const node = el('style');
  node.textContent = STYLE;
  return node;
};

/** The offer of a proposal as a list of facts. @param {View} view @param {Proposal} proposal @param {[string, string][]} [more] */
const offerFacts = (view, proposal, more = []) =>
  facts([
    [view.t('proposals.dates'), view.dateRange(proposal.startDate, proposal.endDate)],
    // A proposal keeps the price quoted when it was made, in that currency.
    [view.t('proposals.price'), view.money(proposal.price)],
    ...(proposal.note ? /** @type {[string, string][]} */ ([[view.t('proposals.note'), proposal.note]]) : []),
    ...more,
  ]);

/* ---- Searches (SPEC §2.11) ---- */

/** @param {View} view */
async function searchesPage(view) {
  const searches = /** @type {{ data: Search[] }} */ (await view.api('/api/searches')).data;
  if (!searches.length) return section(view.t('searches.title'), el('p', { role: 'status' }, view.t('searches.none')));
  const list = el('ul', { class: 'rx__list', 'aria-label': view.t('searches.title') });
  searches.forEach((search, index) => {
    const titleId = `rx-search-${index}`;
    /** @type {[string, string][]} */
    const rows = [
      [view.t('searches.service'), view.t(`service.${search.service}`)],
      [view.t('proposals.dates'), search.endDate ? view.dateRange(search.startDate, search.endDate) : view.date(search.startDate)],
    ];
    if (search.guests !== undefined) rows.push([view.t('searches.guests'), view.number(search.guests)]);
    rows.push([view.t('searches.when'), view.date(search.searchedAt.slice(0, 16))]);
    // The page is the API's record of a results page of this site; anything else gets no link.
    const again = SITE_PATH.test(search.searchPage) ? el('a', { class: 'rx__button', href: view.link(search.searchPage, search.query), 'aria-describedby': titleId }, view.t('searches.again')) : null;
    list.append(el('li', {}, el('article', { class: 'rx__panel', 'aria-labelledby': titleId, 'data-search': search.service }, el('h2', { id: titleId }, search.place), facts(rows), again)));
  });
  return section(view.t('searches.title'), el('p', {}, view.t('searches.intro')), list);
}

/* ---- Proposals (SPEC §2.11) ---- */

/** The link field and its Copy button. @param {View} view @param {Proposal} proposal @param {string} titleId */
function copyLink(view, proposal, titleId) {
  const link = dealLink(view, proposal);
  const field = el('input', { type: 'text', readonly: true, value: link, 'data-deal-link': proposal.id });
  const told = el('p', { role: 'status' });
  const button = el('button', { type: 'button', class: 'rx__button', 'aria-describedby': titleId }, view.t('proposals.copy'));
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(link);
      told.textContent = view.t('proposals.copied');
    } catch {
      /** @type {HTMLInputElement} */ (field).select();
      told.textContent = view.t('proposals.copyFailed');
    }
  });
  return el('div', { class: 'rx' }, el('div', { class: 'rx__copy' }, el('label', {}, view.t('proposals.link'), field), button), told);
}

/** @param {View} view */
async function proposalsPage(view) {
  const proposals = /** @type {{ data: Proposal[] }} */ (await view.api('/api/proposals')).data;
  if (!proposals.length) {
    return section(view.t('proposals.title'), el('p', { role: 'status' }, view.t('proposals.none')), el('a', { class: 'rx__button', href: view.link('/booknow/hotels') }, view.t('proposals.search')));
  }
  const list = el('ul', { class: 'rx__list', 'aria-label': view.t('proposals.title') });
  for (const proposal of proposals) {
    const titleId = `rx-proposal-${proposal.id}`;
    list.append(
      el(
        'li',
        {},
        el(
          'article',
          { class: 'rx__panel', 'aria-labelledby': titleId, 'data-proposal': proposal.id, 'data-status': proposal.status },
          el('h2', { id: titleId }, proposal.title),
          el('p', { class: 'rx__muted' }, proposal.location),
          offerFacts(view, proposal, [
            [view.t('proposals.status'), view.t(`proposals.status.${proposal.status}`)],
            [view.t('proposals.client'), proposal.clientEmail ?? view.t('proposals.anyClient')],
            [view.t('proposals.created'), view.date(proposal.createdAt.slice(0, 16))],
          ]),
          copyLink(view, proposal, titleId),
        ),
      ),
    );
  }
  return section(view.t('proposals.title'), style(), el('p', {}, view.t('proposals.intro')), list);
}

/* ---- Propose, on a results page ---- */

/**
 * The Propose form under a result, for a travel agent only (SPEC §6): the client's e-mail and a
 * note, both optional; the API quotes the offer for its search again and keeps the proposal.
 * @param {string} service
 * @returns {(view: View, offer: { id: string, title: string }, search: Record<string, string>) => Node | null}
 */
export const proposeAction = (service) => (view, offer, search) => {
  if (!view.user.profile?.isTravelAgent) return null;
  const email = el('input', { type: 'email', name: 'clientEmail', autocomplete: 'off', maxlength: 254 });
  const note = el('textarea', { name: 'note', maxlength: 500 });
  const submit = el('button', { type: 'submit', class: 'rx__button' }, view.t('propose.submit'));
  const told = el('p', { role: 'status' });
  const form = el('form', { class: 'rx__form', novalidate: true }, el('label', {}, view.t('propose.email'), email), el('label', {}, view.t('propose.note'), note), submit);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    submit.setAttribute('disabled', '');
    told.replaceChildren();
    try {
      await view.api('/api/proposals', {
        method: 'POST',
        body: {
          service,
          offerId: offer.id,
          query: search,
          currency: view.currency,
          searchPage: view.route.pattern,
          clientEmail: /** @type {HTMLInputElement} */ (email).value.trim(),
          note: /** @type {HTMLTextAreaElement} */ (note).value.trim(),
        },
      });
      form.replaceWith(el('p', {}, el('a', { href: view.link('/proposals') }, view.t('propose.list'))));
      told.textContent = view.t('propose.done');
    } catch (error) {
      submit.removeAttribute('disabled');
      told.textContent = error instanceof ApiError && error.errors?.clientEmail ? view.t('propose.badEmail') : error instanceof ApiError ? error.message : view.t('failed');
    }
  });
  return el('details', { class: 'rx__propose', 'data-propose': offer.id }, style(), el('summary', {}, view.t('propose.open')), form, told);
};

/* ---- What the client opens ---- */

/**
 * The proposal of `id` for the logged-in visitor, or the page that says why there is none, in the
 * page language: an id of another shape, one the agency does not know, or one sent to someone else.
 * @param {View} view @param {string} id
 * @returns {Promise<Proposal | Node>}
 */
async function proposalOrNotice(view, id) {
  const unknown = () => section(view.t('answer.unknown.title'), el('p', { role: 'status' }, view.t('answer.unknown.body')));
  if (!PROPOSAL_ID.test(id)) return unknown();
  try {
    return /** @type {{ data: Proposal }} */ (await view.api(`/api/proposals/${encodeURIComponent(id)}`)).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return unknown();
    if (error instanceof ApiError && error.status === 403) return section(view.t('answer.other.title'), el('p', { role: 'status' }, view.t('answer.other.body')));
    throw error;
  }
}

/** What a proposal's answer is, once it has one. @param {View} view @param {Proposal} proposal */
const answered = (view, proposal) => (proposal.status === 'sent' ? null : el('p', { role: 'status', 'data-answer': proposal.status }, view.t(`answer.${proposal.status}`)));

/**
 * SPEC §2.3 /booknow/hotels/deal/{proposalId}: the offer an agent proposed, with Accept and Decline.
 * @type {Page}
 */
export const proposalDeal = member(async (view) => {
  const id = Object.values(view.route.params)[0] ?? '';
  const proposal = await proposalOrNotice(view, id);
  if (proposal instanceof Node) return proposal;
  const choices =
    proposal.role === 'agent'
      ? el('p', { role: 'status' }, view.t('answer.yours'))
      : answered(view, proposal) ??
        el(
          'div',
          { class: 'rx__panel' },
          el('p', {}, view.t('proposal.question')),
          el(
            'p',
            { class: 'rx__copy' },
            el('a', { class: 'rx__button', href: view.link('/allowAgentProposal', { proposalId: proposal.id }) }, view.t('answer.allow.action')),
            el('a', { class: 'rx__button', href: view.link('/disapproveProposal', { proposalId: proposal.id }) }, view.t('answer.decline.action')),
          ),
        );
  return section(
    proposal.title,
    style(),
    el('p', {}, view.t('proposal.from', { agent: proposal.agentName })),
    el('p', { class: 'rx__muted' }, proposal.location),
    picture(proposal.image, 'rx__hero'),
    offerFacts(view, proposal),
    choices,
  );
});

/** SPEC §2.3 the answer pages: the offer, the question, one button; the API records the answer. @param {'allow' | 'decline'} kind @returns {Page} */
const answerPage = (kind) =>
  member(async (view) => {
    const title = view.t(`answer.${kind}.title`);
    const proposal = await proposalOrNotice(view, proposalIdOf(view));
    if (proposal instanceof Node) return proposal;
    const summary = el('section', { class: 'rx__panel', 'aria-label': proposal.title }, el('h2', {}, proposal.title), el('p', { class: 'rx__muted' }, proposal.location), offerFacts(view, proposal));
    if (proposal.role === 'agent') return section(title, summary, el('p', { role: 'status' }, view.t('answer.yours')));
    const already = answered(view, proposal);
    if (already) return section(title, summary, already);
    const told = el('p', { role: 'status' });
    const button = el('button', { type: 'button', class: 'rx__button' }, view.t(`answer.${kind}.action`));
    button.addEventListener('click', async () => {
      button.setAttribute('disabled', '');
      try {
        const answer = kind === 'allow' ? 'accepted' : 'declined';
        const result = /** @type {{ data: Proposal }} */ (await view.api(`/api/proposals/${encodeURIComponent(proposal.id)}/answer`, { method: 'POST', body: { answer } })).data;
        button.remove();
        told.dataset.answer = result.status;
        told.textContent = view.t(`answer.${kind}.done`);
      } catch (error) {
        button.removeAttribute('disabled');
        const status = error instanceof ApiError && error.status === 409 ? /** @type {{ status?: string }} */ (error.body ?? {}).status : undefined;
        if (status === 'accepted' || status === 'declined') {
          button.remove();
          told.dataset.answer = status;
          told.textContent = view.t(`answer.${status}`);
        } else told.textContent = error instanceof ApiError ? error.message : view.t('failed');
      }
    });
    // The other answer is one link away: a link of a service without a deal page opens the accept page.
    const otherRoute = kind === 'allow' ? '/disapproveProposal' : '/allowAgentProposal';
    const other = el('a', { href: view.link(otherRoute, { proposalId: proposal.id }) }, view.t(`answer.${kind}.other`));
    return section(title, summary, el('p', {}, view.t(`answer.${kind}.body`, { agent: proposal.agentName })), button, told, el('p', {}, other));
  });

/** @type {Record<string, Page>} */
export const PROPOSALS = {
  '/proposals': agentOnly(proposalsPage),
  '/searches': agentOnly(searchesPage),
  '/allowAgentProposal': answerPage('allow'),
  '/disapproveProposal': answerPage('decline'),
};
