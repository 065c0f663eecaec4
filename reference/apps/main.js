// @ts-check
/*
 * The reference `main` app: the customer area (SPEC §2.3 /mytrip/*), the agent area
 * (§2.3, §2.11: settings, wallet, users, applications; the back office of Command Center,
 * bookings, payment links (and /url/{id}) and agents in main-backoffice.js; proposals and
 * searches in main-proposals.js) and the misc routes (/expiry, /social,
 * /agency-terms-and-conditions/{id}, /deal-link, /subscription, /expired, /cancellation-policy, /checkout). Pages are small on purpose; the
 * bookings they list are those the service apps' checkout stored (GET /api/bookings).
 */
import { MAIN_TEXTS } from './main-texts.js';
import { BACK_OFFICE } from './main-backoffice.js';
import { BACK_OFFICE_TEXTS } from './main-backoffice-texts.js';
import { SETTINGS } from './main-settings.js';
import { SETTINGS_TEXTS } from './main-settings-texts.js';
import { WEBSITE } from './main-website.js';
import { WEBSITE_TEXTS } from './main-website-texts.js';
import { el, facts, navigation, runApp } from './kit.js';
import { agentOnly, member, section, waiting } from './main-kit.js';
import { PROPOSALS } from './main-proposals.js';
import { PROPOSAL_TEXTS } from './main-proposals-texts.js';
import { brandName, paymentTexts } from './payment-checkout.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */
/**
 * @typedef {{ reference: string, service: string, title: string, location: string, startDate: string, endDate: string,
 *   price: { amount: number, currency: string }, createdAt: string, payment?: { status: 'paid', brand: string, last4: string } }} Booking
 */

/** @param {View} view */
const myBookings = async (view) => /** @type {{ data: Booking[] }} */ (await view.api('/api/bookings')).data;

/** @param {View} view */
const fullName = ({ user }) => [user.profile?.personal_info.first_name, user.profile?.personal_info.last_name].filter(Boolean).join(' ');

/** @param {View} view @param {Booking[]} bookings */
function tripList(view, bookings) {
  if (!bookings.length) return el('p', { role: 'status' }, view.t('trips.none'));
  const list = el('ul', { class: 'rx__list', 'aria-label': view.t('trips.title') });
  for (const booking of bookings) {
    list.append(
      el(
        'li',
        {},
        el(
          'article',
          { class: 'rx__panel', 'data-booking': booking.reference, 'data-payment': booking.payment?.status },
          el('h2', {}, booking.title),
          facts([
            [view.t('trips.reference'), booking.reference],
            [view.t('trips.service'), view.t(`service.${booking.service}`)],
            [view.t('trips.where'), booking.location],
            [view.t('trips.dates'), view.dateRange(booking.startDate, booking.endDate)],
            // A booked price stays in the currency it was paid in.
            [view.t('trips.paid'), view.money(booking.price)],
            ...(booking.payment ? /** @type {[string, string][]} */ ([[paymentTexts(view)('done.payment'), paymentTexts(view)('done.paidWith', { brand: brandName(view, booking.payment.brand), last4: booking.payment.last4 })]]) : []),
          ]),
        ),
      ),
    );
  }
  return list;
}

/** SPEC §3 credits {amount, currency}, shown in the visitor's currency when both rates are known. @param {View} view @param {{ amount: number, currency: string }} credits */
function creditsIn(view, credits, rates = /** @type {Record<string, number>} */ (view.state.rates ?? {})) {
  const from = rates[credits.currency];
  const to = rates[view.currency];
  if (!from || !to || credits.currency === view.currency) return view.money(credits);
  return view.money({ amount: (credits.amount / from) * to, currency: view.currency });
}

/** @type {Page} */
function wallet(view) {
  const profile = view.user.profile;
  if (!profile) return waiting(view);
  if (!profile.isRewardWalletEnable) return section(view.t('wallet.title'), el('p', {}, view.t('wallet.off')));
  const credits = profile.personal_info.credits ?? { amount: 0, currency: 'USD' };
  return section(view.t('wallet.title'), el('p', {}, view.t('wallet.balance')), el('p', { class: 'rx__price', 'data-price': view.currency }, creditsIn(view, credits)));
}

/** @type {Page} */
function profilePage(view) {
  const info = view.user.profile?.personal_info;
  if (!info) return waiting(view);
  return section(
    view.t('profile.title'),
    facts([
      [view.t('profile.firstName'), info.first_name],
      [view.t('profile.lastName'), info.last_name],
      [view.t('profile.email'), info.email],
      [view.t('profile.type'), view.user.profile?.userType ?? ''],
    ]),
  );
}

/** @type {Page} */
function support(view) {
  const email = typeof view.agency.contactEmailId === 'string' ? view.agency.contactEmailId : '';
  const phone = typeof view.agency.contactPhoneNumber === 'string' ? view.agency.contactPhoneNumber : '';
  /** @type {[string, Node][]} */
  const rows = [];
  if (email) rows.push([view.t('support.email'), el('a', { href: `mailto:${email}` }, email)]);
  if (phone) rows.push([view.t('support.phone'), el('a', { href: `tel:${phone.replace(/[^\d+]/g, '')}` }, phone)]);
  return section(view.t('support.title'), el('p', {}, view.t('support.intro')), rows.length ? facts(rows) : el('p', {}, view.t('support.none')));
}

/** @type {Record<string, Page>} */
const CUSTOMER = {
  '/mytrip/dashboard': member(async (view) => {
    const bookings = await myBookings(view);
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = bookings.filter((b) => b.endDate >= today).length;
    const links = el('ul', { class: 'rx__list' });
    for (const [route, key] of [
      ['/mytrip/mytrips', 'trips.title'],
      ['/mytrip/profile', 'profile.title'],
      ['/mytrip/support', 'support.title'],
      ...(view.user.profile?.isRewardWalletEnable ? [['/mytrip/wallet/', 'wallet.title']] : []),
    ]) {
      links.append(el('li', {}, el('a', { href: view.link(/** @type {string} */ (route)) }, view.t(/** @type {string} */ (key)))));
    }
    return section(view.t('dashboard.welcome', { name: fullName(view) }), el('p', { role: 'status' }, view.t('dashboard.upcoming', { n: upcoming })), links);
  }),
  '/mytrip/mytrips': member(async (view) => section(view.t('trips.title'), tripList(view, await myBookings(view)))),
  '/mytrip/profile': member(profilePage),
  '/mytrip/support': member(support),
  '/mytrip/wallet/': member(wallet),
};

/** @param {View} view @param {string} type */
const agencyUsers = async (view, type) =>
  /** @type {{ data: { id: string, userType: string, personal_info: { first_name: string, last_name: string, email: string } }[] }} */ (
    await view.api(`/api/agency/users?type=${type}`)
  ).data;

/** @type {Record<string, Page>} */
const AGENT = {
  '/settings/support': agentOnly(support),
  '/wallet/details/': agentOnly(wallet),
  '/users/agents/view/{id}': agentOnly(async (view) => {
    const agent = (await agencyUsers(view, 'agents')).find((u) => u.id === view.route.params.id);
    if (!agent) return section(view.t('agents.title'), el('p', { role: 'status' }, view.t('agents.missing')));
    const info = agent.personal_info;
    return section(`${info.first_name} ${info.last_name}`, facts([[view.t('profile.email'), info.email], [view.t('profile.type'), agent.userType]]));
  }),
  '/users/clients': agentOnly(async (view) => {
    const clients = await agencyUsers(view, 'clients');
    const list = el('ul', { class: 'rx__list', 'aria-label': view.t('clients.title') });
    for (const c of clients) list.append(el('li', {}, `${c.personal_info.first_name} ${c.personal_info.last_name} — ${c.personal_info.email}`));
    return section(view.t('clients.title'), clients.length ? list : el('p', { role: 'status' }, view.t('clients.none')));
  }),
  '/applications': agentOnly((view) => {
    const list = el('ul', { class: 'rx__list' });
    for (const [route, key] of Object.entries(APPLICATIONS)) list.append(el('li', {}, el('a', { href: view.link(route) }, view.t(key))));
    return section(view.t('applications.title'), el('p', {}, view.t('applications.intro')), list);
  }),
};

/** The booking applications an agent opens, by Book Now target (SPEC §2.9). */
const APPLICATIONS = {
  '/booknow/hotels': 'service.hotels',
  '/booknow/flights': 'service.flights',
  '/booknow/resort': 'service.resort',
  '/booknow/cars': 'service.cars',
  '/booknow/activities': 'service.activities',
  '/booknow/cruise': 'service.cruise',
};

/** The checkout of each service, for /checkout links that name the service. */
const CHECKOUTS = /** @type {Record<string, string>} */ ({
  hotels: '/booknow/hotels/checkout',
  flights: '/booknow/flights/checkout',
  cars: '/booknow/cars/checkout',
  activities: '/booknow/activities/bookings/checkout',
  cruise: '/booknow/cruise/checkout',
  resort: '/booknow/resort/checkout',
});

/** @param {string} titleKey @param {string} bodyKey @param {{ route: string, key: string }} [action] @returns {Page} */
const notice = (titleKey, bodyKey, action) => (view) => {
  const vars = { ...view.route.query, ...view.route.params, agency: String(view.agency.agencyName ?? '') };
  return section(view.t(titleKey, vars), el('p', {}, view.t(bodyKey, vars)), action ? el('a', { class: 'rx__button', href: view.link(action.route) }, view.t(action.key)) : null);
};

/** @type {Record<string, Page>} */
const MISC = {
  '/expiry': notice('expiry.title', 'expiry.body', { route: '/', key: 'home' }),
  '/expired': notice('expired.title', 'expired.body', { route: '/login', key: 'logIn' }),
  '/social': notice('social.title', 'social.body', { route: '/login', key: 'logIn' }),
  '/agency-terms-and-conditions/{id}': notice('agencyTerms.title', 'agencyTerms.body', { route: '/user-terms-and-conditions', key: 'agencyTerms.link' }),
  '/deal-link': notice('dealLink.title', 'dealLink.body', { route: '/', key: 'dealLink.browse' }),
  '/subscription': member(notice('subscription.title', 'subscription.body', { route: '/settings/support', key: 'support.title' })),
  '/cancellation-policy': (view) => section(view.t('cancellation.title'), el('p', {}, view.t('cancellation.free')), el('p', {}, view.t('cancellation.late')), el('p', {}, view.t('cancellation.refund'))),
  '/checkout': member((view) => {
    const { service = '', ...query } = view.route.query;
    const target = CHECKOUTS[service];
    if (!target) return section(view.t('checkout.title'), el('p', { role: 'status' }, view.t('checkout.nothing')), el('a', { href: view.link('/') }, view.t('home')));
    // One checkout per service: hand the visitor (and the query) to it.
    const href = view.link(target, query);
    navigation.assign(href);
    return section(view.t('checkout.title'), el('a', { class: 'rx__button', href }, view.t('checkout.continue')));
  }),
};

const pages = { ...CUSTOMER, ...AGENT, ...MISC, ...PROPOSALS, ...BACK_OFFICE, ...SETTINGS, ...WEBSITE };

/** @param {HTMLElement} element @param {import('./kit.js').Context} context */
export function mount(element, context) {
  // The wallet converts credits with the shell's exchange rates (storefront:currencies).
  const rates = /** @type {{ rates?: Record<string, number> } | undefined} */ (context.latest(context.events.currencies))?.rates;
  const app = runApp(element, context, { app: 'main', pages: withRates(pages, rates), texts: [MAIN_TEXTS, PROPOSAL_TEXTS, BACK_OFFICE_TEXTS, SETTINGS_TEXTS, WEBSITE_TEXTS] });
  return app;
}

/** @param {Record<string, Page>} all @param {Record<string, number> | undefined} rates */
function withRates(all, rates) {
  return Object.fromEntries(
    Object.entries(all).map(([pattern, page]) => [
      pattern,
      /** @type {Page} */ (
        (view) => {
          view.state.rates ??= rates;
          return page(view);
        }
      ),
    ]),
  );
}
