// @ts-check
/*
 * The agents' back office in the reference `main` app (SPEC §2.3 agent area, §2.11 side
 * navigation, §6 roles): Command Center (/dashboard), Bookings (/bookings, /bookings/{id}),
 * Payment links (/payment-links) and the page a payment link opens (/url/{id}), Agents
 * (/users/agents). The API refuses each call a role may not read (routes/back-office.ts), so a
 * typed URL shows that refusal.
 */
import { el, facts, navigation } from './kit.js';
import { agentOnly, section } from './main-kit.js';
import { brandName } from './payment-checkout.js';
import { DESCRIPTION_MAX, PAYMENT_LINK_ID, paymentLinkProblems } from '../rules/payment-link-rules.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */
/** @typedef {{ amount: number, currency: string }} Money */
/**
 * @typedef {{ reference: string, service: string, title: string, location: string, startDate: string, endDate: string, price: Money,
 *   traveller: { firstName: string, lastName: string, email: string }, createdAt: string, state: 'paid' | 'unpaid',
 *   payment?: { brand: string, last4: string, paidAt: string }, bookedBy: { id: string, name: string, email: string } | null }} AgencyBooking
 */
/** @typedef {{ id: string, amount: number, currency: string, description: string, email: string, createdAt: string }} PaymentLink */

/** A booking reference as the API writes it (bookings.ts BOOKING_REFERENCE). */
const BOOKING_REFERENCE = /^[A-Z]{2}-(?:[A-Z0-9]{8}|\d{6})$/;

// What the kit's frame has no rule for: tables, filters, field errors (logical properties, so Arabic mirrors).
const STYLE = `
.rx__scroll { overflow-x: auto; }
.rx__table { border-collapse: collapse; inline-size: 100%; }
.rx__table caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
.rx__table th, .rx__table td { padding: 0.5rem 0.75rem; border-block-end: 1px solid #e2e8f0; text-align: start; vertical-align: top; }
.rx__filters { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
.rx__filters label { display: grid; gap: 0.25rem; font-weight: 600; }
.rx select, .rx textarea { min-block-size: 44px; padding-inline: 0.75rem; border: 1px solid #94a3b8; border-radius: 8px; font: inherit; background: #fff; }
.rx__error { color: #b91c1c; }
.rx__error:empty { display: none; }
`;

/** A page of this module: the frame of main-kit.js with the rules above. @param {string} heading @param {...(Node | string | null | false | undefined)} content */
const page = (heading, ...content) => {
  const style = el('style');
  style.textContent = STYLE;
  return section(heading, style, ...content);
};

/** The services a booking is of (reference API demo/offers.ts SERVICES). */
const SERVICES = ['hotels', 'flights', 'cars', 'activities', 'cruise', 'resort'];
/** What a booking can be in the reference API (routes/back-office.ts BOOKING_STATES). */
const STATES = ['paid', 'unpaid'];

/**
 * Money in the visitor's currency with the shell's exchange rates (units per USD), as the wallet
 * shows credits; undefined when a rate is missing.
 * @param {View} view @param {Money[]} sums
 */
function totalIn(view, sums) {
  const rates = /** @type {Record<string, number>} */ (view.state.rates ?? {});
  const to = rates[view.currency];
  if (!to) return undefined;
  let total = 0;
  for (const sum of sums) {
    const from = sum.currency === view.currency ? to : rates[sum.currency];
    if (!from) return undefined;
    total += (sum.amount / from) * to;
  }
  return view.money({ amount: total, currency: view.currency });
}

/** SPEC §2.3 Command Center: the agency's real counts. @param {View} view */
async function commandCenter(view) {
  const summary = /** @type {{ data: { bookings: number, clients: number, sales: Money[], recent: AgencyBooking[] } }} */ (await view.api('/api/agency/summary')).data;
  const info = view.user.profile?.personal_info;
  const name = [info?.first_name, info?.last_name].filter(Boolean).join(' ');
  // One total in the visitor's currency when every rate is known, else one sum per currency.
  const sales = summary.sales.length ? (totalIn(view, summary.sales) ?? view.list(summary.sales.map((s) => view.money(s)))) : view.money({ amount: 0, currency: view.currency });
  const credits = info?.credits;
  const counts = el('dl', {
    class: 'rx__facts',
    'aria-label': view.t('bo.glance'),
  });
  /** @param {string} key @param {string} label @param {string} value */
  const count = (key, label, value) => counts.append(el('dt', {}, label), el('dd', { 'data-count': key }, value));
  count('bookings', view.t('command.bookings'), view.number(summary.bookings));
  count('sales', view.t('bo.sales'), sales);
  count('clients', view.t('clients.title'), view.number(summary.clients));
  if (credits) count('credits', view.t('wallet.balance'), totalIn(view, [credits]) ?? view.money(credits));
  return page(
    view.t('command.title'),
    el('p', {}, view.t('dashboard.welcome', { name })),
    counts,
    el('h2', {}, view.t('command.recent')),
    bookingTable(view, summary.recent, view.t('command.recent')),
    el('a', { href: view.link('/bookings') }, view.t('bo.bookings.all')),
  );
}

/** @param {View} view @param {AgencyBooking} b */
const travellerOf = (view, b) => `${b.traveller.firstName} ${b.traveller.lastName}`.trim() || b.traveller.email;

/** A table of bookings, each opening its page with the list's filters, so its way back keeps them. @param {View} view @param {AgencyBooking[]} bookings @param {string} caption @param {Record<string, string>} [filters] */
function bookingTable(view, bookings, caption, filters = {}) {
  if (!bookings.length) return el('p', { role: 'status' }, view.t('bo.bookings.none'));
  const head = el('tr', {});
  for (const key of ['bo.reference', 'bo.service', 'bo.traveller', 'bo.dates', 'bo.price', 'bo.status']) head.append(el('th', { scope: 'col' }, view.t(key)));
  const body = el('tbody', {});
  for (const b of bookings) {
    body.append(
      el(
        'tr',
        { 'data-booking': b.reference, 'data-state': b.state },
        el('th', { scope: 'row' }, el('a', { href: view.link(`/bookings/${b.reference}`, filters) }, b.reference)),
        el('td', {}, view.t(`service.${b.service}`)),
        el('td', {}, travellerOf(view, b)),
        el('td', {}, view.dateRange(b.startDate, b.endDate)),
        // A booked price stays in the currency it was booked in.
        el('td', {}, view.money(b.price)),
        el('td', {}, view.t(`bo.state.${b.state}`)),
      ),
    );
  }
  return el('div', { class: 'rx__scroll' }, el('table', { class: 'rx__table' }, el('caption', {}, caption), el('thead', {}, head), body));
}

/** @param {View} view @param {string} name @param {string} label @param {string[]} values @param {string} chosen @param {(value: string) => string} text */
function select(view, name, label, values, chosen, text) {
  const field = el('select', { name, id: `bo-${name}` });
  for (const value of ['', ...values]) {
    const option = el('option', { value }, value ? text(value) : view.t('bo.filter.all'));
    if (value === chosen) option.setAttribute('selected', '');
    field.append(option);
  }
  return el('label', { for: `bo-${name}` }, label, field);
}

/**
 * The Bookings filters (SPEC §2.11) of the URL query, where they live so that a filtered list can be
 * reloaded and shared. Only known values count; anything else reads as "all".
 * @param {View} view @returns {{ service?: string, status?: string }}
 */
function filtersOf(view) {
  const { service = '', status = '' } = view.route.query;
  return { ...(SERVICES.includes(service) ? { service } : {}), ...(STATES.includes(status) ? { status } : {}) };
}

/** SPEC §2.11 Bookings: the agency's bookings, filtered by service and state; the filters live in the URL. @param {View} view */
async function bookingsPage(view) {
  const filters = filtersOf(view);
  const service = filters.service ?? '';
  const status = filters.status ?? '';
  const search = new URLSearchParams(filters).toString();
  const bookings = /** @type {{ data: AgencyBooking[] }} */ (await view.api(`/api/agency/bookings${search ? `?${search}` : ''}`)).data;

  const form = el(
    'form',
    {
      class: 'rx__filters',
      method: 'get',
      action: view.link('/bookings'),
      'aria-label': view.t('bo.filter.label'),
    },
    select(view, 'service', view.t('bo.service'), SERVICES, service, (s) => view.t(`service.${s}`)),
    select(view, 'status', view.t('bo.status'), STATES, status, (s) => view.t(`bo.state.${s}`)),
    el('button', { type: 'submit', class: 'rx__button' }, view.t('bo.filter.apply')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    /** @type {Record<string, string>} */
    const next = {};
    for (const name of ['service', 'status']) {
      const value = /** @type {HTMLSelectElement | null} */ (form.querySelector(`select[name=${name}]`))?.value ?? '';
      if (value) next[name] = value;
    }
    navigation.assign(view.link('/bookings', next));
  });
  return page(
    view.t('bo.bookings.title'),
    form,
    el('p', { role: 'status', 'data-count': 'bookings' }, view.t('bo.bookings.found', { n: view.number(bookings.length) })),
    bookingTable(view, bookings, view.t('bo.bookings.title'), filters),
  );
}

/** SPEC §2.11 Bookings: one booking of the agency. @param {View} view */
async function bookingPage(view) {
  const reference = view.route.params.id ?? '';
  const back = el('a', { href: view.link('/bookings', filtersOf(view)) }, view.t('bo.back'));
  // The id goes into an API path only when it is a booking reference.
  if (!BOOKING_REFERENCE.test(reference)) return page(view.t('bo.booking.title'), el('p', { role: 'status' }, view.t('bo.booking.missing')), back);
  /** @type {AgencyBooking} */
  let b;
  try {
    b = (await view.api(`/api/agency/bookings/${reference}`)).data;
  } catch (error) {
    if (/** @type {{ status?: number }} */ (error).status !== 404) throw error;
    return page(view.t('bo.booking.title'), el('p', { role: 'status' }, view.t('bo.booking.missing')), back);
  }
  const payment = b.payment
    ? view.t('bo.paidWith', {
        brand: brandName(view, b.payment.brand),
        last4: b.payment.last4,
        date: view.date(b.payment.paidAt),
      })
    : view.t('bo.state.unpaid');
  return page(
    view.t('bo.booking.heading', { reference: b.reference }),
    el('p', {}, b.title),
    facts([
      [view.t('bo.reference'), b.reference],
      [view.t('bo.service'), view.t(`service.${b.service}`)],
      [view.t('bo.where'), b.location],
      [view.t('bo.traveller'), `${travellerOf(view, b)} — ${b.traveller.email}`],
      [view.t('bo.dates'), view.dateRange(b.startDate, b.endDate)],
      [view.t('bo.price'), view.money(b.price)],
      [view.t('bo.status'), el('span', { 'data-state': b.state }, view.t(`bo.state.${b.state}`))],
      [view.t('bo.payment'), payment],
      [view.t('bo.bookedBy'), b.bookedBy ? `${b.bookedBy.name} — ${b.bookedBy.email}` : '—'],
      [view.t('bo.bookedOn'), view.date(b.createdAt)],
    ]),
    back,
  );
}

/** The absolute address of a payment link, to send to the client. @param {View} view @param {string} id */
const linkUrl = (view, id) => new URL(view.link(`/url/${id}`), location.origin).href;

/** @typedef {{ amount: string, currency: string, description: string, email: string }} Draft */
const FIELDS = /** @type {const} */ (['amount', 'currency', 'description', 'email']);

/** SPEC §2.11 payment-product item: create a payment link, list the agency's. @param {View} view */
async function paymentLinksPage(view) {
  const answer = /** @type {{ data: PaymentLink[], currencies: string[] }} */ (await view.api('/api/payment-links'));
  const currencies = answer.currencies;
  // What was typed survives a redraw (a currency or user change) and a refused request.
  const draft = /** @type {Draft} */ (
    view.state.draft ??= {
      amount: '',
      currency: currencies.includes(view.currency) ? view.currency : (currencies[0] ?? ''),
      description: '',
      email: '',
    }
  );

  /** @type {Record<string, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>} */
  const inputs = {};
  /** @type {Record<string, HTMLElement>} */
  const errors = {};
  const form = el('form', {
    class: 'rx__form',
    novalidate: true,
    'aria-labelledby': 'bo-new-link',
  });
  form.append(el('h2', { id: 'bo-new-link' }, view.t('bo.links.new')));
  for (const field of FIELDS) {
    const id = `bo-link-${field}`;
    let input;
    if (field === 'currency') {
      input = el('select', { id, name: field });
      for (const code of currencies) {
        const option = el('option', { value: code }, code);
        if (code === draft.currency) option.setAttribute('selected', '');
        input.append(option);
      }
    } else if (field === 'description') {
      input = el('textarea', {
        id,
        name: field,
        rows: 3,
        maxlength: DESCRIPTION_MAX,
      });
    } else {
      input = el('input', {
        id,
        name: field,
        type: field === 'email' ? 'email' : 'text',
        inputmode: field === 'amount' ? 'decimal' : undefined,
        autocomplete: field === 'email' ? 'email' : 'off',
      });
    }
    const typed = /** @type {HTMLInputElement} */ (input);
    typed.value = draft[field];
    typed.addEventListener('input', () => void (draft[field] = typed.value));
    typed.addEventListener('change', () => void (draft[field] = typed.value));
    inputs[field] = typed;
    errors[field] = el('p', { id: `${id}-error`, class: 'rx__error' });
    form.append(el('label', { for: id }, view.t(`bo.links.${field}`)), input, errors[field]);
  }
  const alert = el('p', { role: 'alert', class: 'rx__alert', hidden: true });
  const status = el('p', { role: 'status' }, view.state.created ? view.t('bo.links.created') : '');
  const submit = el('button', { type: 'submit', class: 'rx__button' }, view.t('bo.links.create'));
  form.append(alert, submit);

  /** @param {Partial<Record<string, string>>} messages */
  const show = (messages) => {
    let first;
    for (const field of FIELDS) {
      const message = messages[field];
      const input = /** @type {HTMLElement} */ (inputs[field]);
      const error = /** @type {HTMLElement} */ (errors[field]);
      error.textContent = message ?? '';
      if (message) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', error.id);
        first ??= input;
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    alert.hidden = !first;
    alert.textContent = first ? view.t('bo.links.fix') : '';
    first?.focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    view.state.created = false;
    status.textContent = '';
    const problems = paymentLinkProblems(draft, currencies);
    show(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, view.t(`bo.links.${field}.${problem}`)])));
    if (Object.keys(problems).length) return;
    submit.setAttribute('disabled', '');
    view
      .api('/api/payment-links', { method: 'POST', body: { ...draft } })
      .then(() => {
        view.state.draft = undefined;
        view.state.created = true;
        view.rerender();
      })
      .catch((/** @type {{ message?: string, errors?: Record<string, string[]> }} */ error) => {
        submit.removeAttribute('disabled');
        // The API names the fields it refuses; its message stands where the page has no rule.
        const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0] ?? '']));
        show(fields);
        if (!Object.keys(fields).length) {
          alert.hidden = false;
          alert.textContent = error.message ?? view.t('failed');
        }
      });
  });

  return page(view.t('bo.links.title'), el('p', {}, view.t('bo.links.intro')), form, status, el('h2', {}, view.t('bo.links.list')), linkList(view, answer.data));
}

/** @param {View} view @param {PaymentLink[]} links */
function linkList(view, links) {
  if (!links.length) return el('p', {}, view.t('bo.links.none'));
  const list = el('ul', {
    class: 'rx__list',
    'aria-label': view.t('bo.links.list'),
  });
  for (const link of links) {
    const url = linkUrl(view, link.id);
    const copied = el('span', { role: 'status' });
    const copy = el('button', { type: 'button', class: 'rx__button' }, view.t('bo.links.copy'));
    copy.addEventListener('click', () => {
      navigator.clipboard?.writeText(url).then(
        () => void (copied.textContent = view.t('bo.links.copied')),
        () => void (copied.textContent = url),
      );
    });
    list.append(
      el(
        'li',
        { 'data-link': link.id },
        el(
          'article',
          { class: 'rx__panel', 'aria-label': link.description },
          el('h3', {}, link.description),
          facts([
            [view.t('bo.links.amount'), view.money(link)],
            [view.t('bo.links.email'), link.email],
            [view.t('bo.links.createdOn'), view.date(link.createdAt)],
            [view.t('bo.links.url'), el('a', { href: view.link(`/url/${link.id}`) }, url)],
          ]),
          el('p', {}, copy, ' ', copied),
        ),
      ),
    );
  }
  return list;
}

/** SPEC §2.3 /url/{id}: a payment link shows what it asks for to whoever opens it. @param {View} view */
async function sharedLink(view) {
  const id = view.route.params.id ?? '';
  const gone = () => page(view.t('shortLink.title'), el('p', {}, view.t('shortLink.body', { id })), el('a', { class: 'rx__button', href: view.link('/') }, view.t('home')));
  // Only a payment link id goes into the API path.
  if (!PAYMENT_LINK_ID.test(id)) return gone();
  /** @type {{ amount: number, currency: string, description: string, agencyName: string }} */
  let link;
  try {
    link = (await view.api(`/api/payment-links/${id}`, { optionalAuth: true })).data;
  } catch (error) {
    if (/** @type {{ status?: number }} */ (error).status !== 404) throw error;
    return gone();
  }
  return page(
    view.t('bo.request.title'),
    el('p', {}, view.t('bo.request.intro', { agency: link.agencyName })),
    facts([
      [view.t('bo.links.amount'), el('span', { class: 'rx__price', 'data-price': link.currency }, view.money(link))],
      [view.t('bo.links.description'), link.description],
      [view.t('bo.request.agency'), link.agencyName],
    ]),
  );
}

/** SPEC §2.11 Agents: the agency's agents, each opening its page. @param {View} view */
async function agentsPage(view) {
  const agents = /** @type {{ data: { id: string, userType: string, personal_info: { first_name: string, last_name: string, email: string } }[] }} */ (
    await view.api('/api/agency/users?type=agents')
  ).data;
  if (!agents.length) return page(view.t('bo.agents.title'), el('p', { role: 'status' }, view.t('bo.agents.none')));
  const list = el('ul', {
    class: 'rx__list',
    'aria-label': view.t('bo.agents.title'),
  });
  for (const agent of agents) {
    const info = agent.personal_info;
    list.append(
      el(
        'li',
        { 'data-agent': agent.id },
        el(
          'a',
          {
            href: view.link(`/users/agents/view/${encodeURIComponent(agent.id)}`),
          },
          `${info.first_name} ${info.last_name}`,
        ),
        ` — ${info.email} (${agent.userType})`,
      ),
    );
  }
  return page(view.t('bo.agents.title'), list);
}

/** @type {Record<string, Page>} */
export const BACK_OFFICE = {
  '/dashboard': agentOnly(commandCenter),
  '/bookings': agentOnly(bookingsPage),
  '/bookings/{id}': agentOnly(bookingPage),
  '/payment-links': agentOnly(paymentLinksPage),
  '/users/agents': agentOnly(agentsPage),
  '/url/{id}': sharedLink,
};
