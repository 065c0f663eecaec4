// @ts-check
/*
 * Shared helpers of the reference remote apps, imported relatively ('./kit.js') so it
 * comes from the same remotes host as the app; the host serves it like an app module. It keeps the
 * contract of src/site/remote-apps.ts: a root marker naming the app and the
 * catalogue pattern, text only (never markup from data), prices that follow `storefront:currency`
 * without a reload, and an unmount that removes every listener and node.
 */

/** @typedef {{ path: string, pattern: string, params: Record<string, string>, query: Record<string, string> }} RemoteRoute */
/**
 * @typedef {{ language: string, apiUrl: string, origin?: string, basePath?: string,
 *   events: { user: string, agency: string, currencies: string, currency: string, countries: string },
 *   latest(name: string): unknown, route: RemoteRoute, link(route: string, query?: Record<string, string>): string, ready?(): void }} Context
 */
/** @typedef {{ loggedIn?: boolean, profile?: Profile | null, role?: string }} UserDetail */
/**
 * @typedef {{ id: string, userType: string, isTravelAgent: boolean, isRestrictedAgent?: boolean, isRewardWalletEnable?: boolean,
 *   personal_info: { first_name: string, last_name: string, email: string, credits?: { amount: number, currency: string } } }} Profile
 */
/** @typedef {'en' | 'pt' | 'es' | 'da' | 'no' | 'de' | 'ar' | 'fr' | 'sv'} UiLanguage */
/**
 * A text whose words follow a count: one form per plural category of the language
 * (Intl.PluralRules; Arabic has six, English two), chosen by the number in `{{n}}`.
 * @typedef {Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }} PluralText
 */
/** @typedef {Record<string, string | PluralText>} Texts */
/** Every text of an app in each of the nine languages (SPEC §1). @typedef {Record<UiLanguage, Texts>} TextTable */
/**
 * @typedef {{ t: (key: string, vars?: Record<string, string | number>) => string, language: UiLanguage, currency: string,
 *   user: UserDetail, agency: Record<string, unknown>, route: RemoteRoute, link: Context['link'], api: Api,
 *   money: (price: { amount: number, currency: string }) => string, date: (iso: string) => string,
 *   dateRange: (startIso: string, endIso: string) => string, number: (value: number) => string, percent: (value: number) => string,
 *   list: (items: string[]) => string,
 *   state: Record<string, unknown>, rerender: () => void, loggedIn: boolean }} View
 */
/** @typedef {(view: View) => Node | Promise<Node>} Page */
/**
 * `optionalAuth` marks a call that works with or without a log-in (SPEC §6 optional-auth marker):
 * without a token it carries OPTIONAL_AUTH_HEADER.
 * @typedef {(path: string, init?: { method?: string, body?: unknown, optionalAuth?: boolean, idempotencyKey?: string }) => Promise<any>} Api
 */

/** SPEC §4, §8: a failed call keeps the server's message, else this one (in English; the apps show `t('failed')`). */
export const FALLBACK_MESSAGE = 'Something went wrong';

/** Where the apps send the browser; tests replace `assign`. Remote pages move by full page loads (contract). */
export const navigation = {
  assign: (/** @type {string} */ url) => location.assign(url),
  /** Goes on in place of this page in the history: Back does not come back to it (a paid checkout). */
  replace: (/** @type {string} */ url) => location.replace(url),
};

/** SPEC §6: the marker of a call made without a token where a log-in is optional (payment-gateway lookup). */
export const OPTIONAL_AUTH_HEADER = 'x-auth-optional';

/** A server error with its status, field errors and whole answer, if any. */
export class ApiError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, string[]>} [errors] @param {Record<string, unknown>} [body] */
  constructor(status, message, errors, body) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/**
 * Builds an element. Strings among `children` become text nodes, so data is never parsed as markup.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | undefined>} [attributes] `class` and any attribute; false/undefined are left out
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'object' ? child : String(child));
  }
  return node;
}

/** SPEC §1: the languages of the storefront, the same as the shell's (src/i18n/languages.ts); English is the fallback. */
export const UI_LANGUAGES = /** @type {const} */ (['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']);

/** @param {unknown} language @returns {UiLanguage} */
export const uiLanguage = (language) => UI_LANGUAGES.find((known) => known === language) ?? 'en';

/** SPEC §1: Arabic is written right to left. @param {UiLanguage} language @returns {'rtl' | 'ltr'} */
export const direction = (language) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * `{{name}}` placeholders, the project's one syntax; a key missing in the language falls back to
 * English. Numbers among `vars` are written the language's way (Intl.NumberFormat), and a plural
 * text takes the form Intl.PluralRules picks for `vars.n`.
 * @param {TextTable[]} tables @param {UiLanguage} language
 */
export function translator(tables, language) {
  const plural = new Intl.PluralRules(language);
  const number = new Intl.NumberFormat(language);
  return (/** @type {string} */ key, /** @type {Record<string, string | number>} */ vars = {}) => {
    /** @type {string | PluralText | undefined} */
    let found;
    for (const table of tables) {
      // A table may lack a language while it is being written; English stands in.
      found = table[language]?.[key] ?? table.en?.[key];
      if (found !== undefined) break;
    }
    if (found === undefined) return key;
    const text = typeof found === 'string' ? found : (found[plural.select(Number(vars.n))] ?? found.other);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name) => {
      const value = vars[name];
      return typeof value === 'number' ? number.format(value) : String(value ?? '');
    });
  };
}

/**
 * Money, dates and numbers in the page's language (SPEC §1), never in a fixed English format.
 * Dates are calendar days (ISO `YYYY-MM-DD`, a time after it is shown too), read in UTC so that
 * no time zone moves them to the day before.
 * @param {UiLanguage} language
 */
export function formats(language) {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayAndTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  /** @param {string} iso */
  const parse = (iso) => {
    const time = /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})/.exec(iso)?.[1];
    return { at: new Date(`${iso.slice(0, 10)}T${time ?? '00:00'}:00Z`), withTime: Boolean(time) };
  };
  return {
    /** @param {{ amount: number, currency: string }} price */
    money: (price) => new Intl.NumberFormat(language, { style: 'currency', currency: price.currency }).format(price.amount),
    /** @param {string} iso */
    date: (iso) => {
      const { at, withTime } = parse(iso);
      return Number.isNaN(at.getTime()) ? iso : (withTime ? dayAndTime : day).format(at);
    },
    /** A stay or a trip: "10.–13.12.2026" in German, "Dec 10 – 13, 2026" in English. @param {string} startIso @param {string} endIso */
    dateRange: (startIso, endIso) => {
      const start = parse(startIso).at;
      const end = parse(endIso).at;
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return `${startIso} – ${endIso}`;
      return day.formatRange(start, end);
    },
    /** @param {number} value */
    number: (value) => number.format(value),
    /** A percentage given in hundredths: 12.5 is "12,5 %" in German. @param {number} value */
    percent: (value) => percent.format(value / 100),
    /** "a, b und c" in German, "a، b وc" in Arabic. @param {string[]} items */
    list: (items) => list.format(items),
  };
}

/** The access-token cookie (SPEC §3: logged in when it is present). */
export function accessToken() {
  const found = document.cookie.split('; ').find((part) => part.startsWith('access-token='));
  return found ? decodeURIComponent(found.slice('access-token='.length)) : undefined;
}

/** The visitor's IANA time zone, where the engine names one. */
function visitorTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The agency API as the app calls it: language header, Bearer token when logged in (contract).
 * The browser adds Origin, which names the agency.
 * `fallback` is the message of a failure the server does not name, in the page's language.
 * @param {Context} context @param {AbortSignal} signal @param {string} [fallback] @returns {Api}
 */
function createApi(context, signal, fallback = FALLBACK_MESSAGE) {
  const base = context.apiUrl.replace(/\/$/, '');
  return async (path, init = {}) => {
    /** @type {Record<string, string>} */
    const headers = { Accept: 'application/json', 'x-language': context.language };
    // SPEC §7: the visitor's time zone, so the API's "today" (a stay may not start before it) is the page's.
    const timeZone = visitorTimeZone();
    if (timeZone) headers['x-time-zone'] = timeZone;
    const token = accessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (init.optionalAuth) headers[OPTIONAL_AUTH_HEADER] = 'true';
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    // A payment's attempt (checkout-attempt.js): the same key again is answered, never charged, twice.
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
    let response;
    try {
      response = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ApiError(0, fallback);
    }
    /** @type {any} */
    let body;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) throw new ApiError(response.status, typeof body?.message === 'string' && body.message ? body.message : fallback, body?.errors, body);
    return body;
  };
}

/** The search query of a URL as the API reads it again. @param {Record<string, string>} query */
export const queryString = (query) => new URLSearchParams(query).toString();

/** The kit's own texts: loading, errors, not found, log-in prompt. */
export const KIT_TEXTS = /** @type {TextTable} */ ({
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    failed: 'Something went wrong',
    notFound: 'Page not found in this app',
    notFoundBody: 'This address is not one of our pages.',
    home: 'Go to the home page',
    needLogin: 'Please log in to see this page.',
    logIn: 'Log In',
  },
  pt: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    failed: 'Algo deu errado',
    notFound: 'Página não encontrada neste aplicativo',
    notFoundBody: 'Este endereço não é uma das nossas páginas.',
    home: 'Ir para a página inicial',
    needLogin: 'Faça login para ver esta página.',
    logIn: 'Entrar',
  },
  es: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    failed: 'Algo salió mal',
    notFound: 'Página no encontrada en esta aplicación',
    notFoundBody: 'Esta dirección no es una de nuestras páginas.',
    home: 'Ir a la página de inicio',
    needLogin: 'Inicia sesión para ver esta página.',
    logIn: 'Iniciar sesión',
  },
  da: {
    loading: 'Indlæser…',
    retry: 'Prøv igen',
    failed: 'Noget gik galt',
    notFound: 'Siden findes ikke i denne app',
    notFoundBody: 'Denne adresse er ikke en af vores sider.',
    home: 'Gå til forsiden',
    needLogin: 'Log ind for at se denne side.',
    logIn: 'Log ind',
  },
  no: {
    loading: 'Laster inn…',
    retry: 'Prøv igjen',
    failed: 'Noe gikk galt',
    notFound: 'Siden finnes ikke i denne appen',
    notFoundBody: 'Denne adressen er ikke en av sidene våre.',
    home: 'Gå til forsiden',
    needLogin: 'Logg inn for å se denne siden.',
    logIn: 'Logg inn',
  },
  de: {
    loading: 'Wird geladen…',
    retry: 'Erneut versuchen',
    failed: 'Etwas ist schiefgelaufen',
    notFound: 'Seite in dieser App nicht gefunden',
    notFoundBody: 'Diese Adresse gehört zu keiner unserer Seiten.',
    home: 'Zur Startseite',
    needLogin: 'Bitte melden Sie sich an, um diese Seite zu sehen.',
    logIn: 'Anmelden',
  },
  ar: {
    loading: 'جارٍ التحميل…',
    retry: 'حاول مرة أخرى',
    failed: 'حدث خطأ ما',
    notFound: 'الصفحة غير موجودة في هذا التطبيق',
    notFoundBody: 'هذا العنوان ليس من صفحاتنا.',
    home: 'اذهب إلى الصفحة الرئيسية',
    needLogin: 'يرجى تسجيل الدخول لعرض هذه الصفحة.',
    logIn: 'تسجيل الدخول',
  },
  fr: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    failed: 'Une erreur est survenue',
    notFound: 'Page introuvable dans cette application',
    notFoundBody: 'Cette adresse ne correspond à aucune de nos pages.',
    home: 'Aller à la page d’accueil',
    needLogin: 'Veuillez vous connecter pour voir cette page.',
    logIn: 'Se connecter',
  },
  sv: {
    loading: 'Läser in…',
    retry: 'Försök igen',
    failed: 'Något gick fel',
    notFound: 'Sidan finns inte i den här appen',
    notFoundBody: 'Den här adressen är inte en av våra sidor.',
    home: 'Gå till startsidan',
    needLogin: 'Logga in för att se den här sidan.',
    logIn: 'Logga in',
  },
});

// Logical properties only, so Arabic mirrors by itself.
const STYLE = `
.rx { display: grid; gap: 1.25rem; color: #0f172a; }
.rx h1 { margin: 0; font-size: 1.75rem; line-height: 1.25; }
.rx h2 { margin: 0; font-size: 1.2rem; }
.rx p { margin: 0; }
.rx__muted { color: #475569; }
.rx__list { display: grid; gap: 1rem; margin: 0; padding: 0; list-style: none; }
.rx__card { display: grid; grid-template-columns: minmax(0, 10rem) 1fr auto; gap: 1rem; align-items: start; padding: 1rem; border: 1px solid #e2e8f0; border-radius: 12px; background: #fff; }
.rx__card img, .rx__hero { inline-size: 100%; block-size: auto; border-radius: 8px; aspect-ratio: 8 / 5; object-fit: cover; background: #f1f5f9; }
.rx__hero { max-inline-size: 32rem; }
.rx__facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
.rx__facts dt { font-weight: 600; }
.rx__facts dd { margin: 0; }
.rx__price { font-size: 1.25rem; font-weight: 700; text-align: end; }
.rx__button { display: inline-flex; align-items: center; justify-content: center; min-block-size: 44px; padding-inline: 1.25rem; border: 0; border-radius: 8px; background: var(--color-primary, #1d4ed8); color: var(--color-on-primary, #fff); font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.rx__button:focus-visible, .rx a:focus-visible, .rx input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.rx__form { display: grid; gap: 0.75rem; max-inline-size: 28rem; }
.rx__form label { display: grid; gap: 0.25rem; font-weight: 600; }
.rx__form input { min-block-size: 44px; padding-inline: 0.75rem; border: 1px solid #94a3b8; border-radius: 8px; font: inherit; }
.rx__alert { padding: 0.75rem 1rem; border-inline-start: 4px solid #b91c1c; background: #fef2f2; }
.rx__panel { display: grid; gap: 0.5rem; padding: 1rem; border: 1px solid #e2e8f0; border-radius: 12px; background: #f8fafc; }
@media (max-width: 40rem) { .rx__card { grid-template-columns: 1fr; } .rx__price { text-align: start; } }
`;

/**
 * Mounts an app: picks its page from context.route.pattern, renders it under the root marker
 * (contract: `data-remote-root`, `data-remote-pattern`), renders again when the currency or the
 * user changes, and returns the unmount function.
 * @param {HTMLElement} element
 * @param {Context} context
 * @param {{ app: string, pages: Record<string, Page>, texts: TextTable[] }} app
 * @returns {() => void}
 */
export function runApp(element, context, { app, pages, texts }) {
  const language = uiLanguage(context.language);
  const t = translator([...texts, KIT_TEXTS], language);
  const format = formats(language);
  const events = context.events;
  const controller = new AbortController();
  const ask = createApi(context, controller.signal, t('failed'));
  const route = context.route;
  /** @type {Record<string, unknown>} */
  const state = {};
  let currency = /** @type {{ currency?: string } | undefined} */ (context.latest(events.currency))?.currency || 'USD';
  let user = /** @type {UserDetail | undefined} */ (context.latest(events.user)) ?? {};
  let renders = 0;
  /**
   * The GET answers of the latest drawing, by token and address. A drawing started because the
   * user or the currency arrived takes its predecessor's (even still on the way) instead of
   * asking again: the page is then drawn once, when the last of its facts and its answers are
   * in, rather than a round trip after the last event. A retry or a drawing after a change the
   * page made asks afresh.
   * @type {Map<string, Promise<any>>}
   */
  let answers = new Map();

  const root = el('div', { 'data-remote-root': app, 'data-remote-pattern': route.pattern, 'data-state': 'loading', class: 'rx', lang: language, dir: direction(language) });
  const style = el('style');
  style.textContent = STYLE;
  const body = el('div', { class: 'rx' });
  root.append(style, body);
  body.append(el('p', { role: 'status' }, t('loading')));
  element.replaceChildren(root);

  const page = pages[route.pattern] ?? notFound;
  let told = false;
  /** Tells the shell, once, that the first view (the page or its failure) is drawn (RemoteContext.ready, src/site/remote-apps.ts). */
  const drawn = () => {
    if (told) return;
    told = true;
    context.ready?.();
  };

  /** @param {boolean} [reuse] whether this drawing may take the answers its predecessor asked for */
  async function render(reuse = false) {
    const id = ++renders;
    const earlier = reuse ? answers : new Map();
    const mine = (answers = new Map());
    /** @type {Api} */
    const api = (path, init = {}) => {
      if ((init.method ?? 'GET') !== 'GET') return ask(path, init);
      const key = `${accessToken() ?? ''} ${path}`;
      const answer = earlier.get(key) ?? ask(path, init);
      mine.set(key, answer);
      return answer;
    };
    /** @type {View} */
    const view = {
      t,
      language,
      currency,
      user,
      loggedIn: Boolean(user.loggedIn ?? accessToken()),
      agency: /** @type {Record<string, unknown>} */ (context.latest(events.agency) ?? {}),
      route,
      link: context.link,
      api,
      ...format,
      state,
      rerender: () => void render(),
    };
    let node;
    try {
      node = await page(view);
    } catch (error) {
      if (controller.signal.aborted || id !== renders) return;
      const retry = el('button', { type: 'button', class: 'rx__button' }, t('retry'));
      retry.addEventListener('click', () => void render());
      node = el('div', { class: 'rx' }, el('p', { role: 'alert', class: 'rx__alert' }, error instanceof ApiError ? error.message : t('failed')), retry);
      root.dataset.state = 'error';
      body.replaceChildren(node);
      drawn();
      return;
    }
    // A later render (currency or user change) wins over a slower earlier one.
    if (controller.signal.aborted || id !== renders) return;
    body.replaceChildren(node);
    root.dataset.state = 'ready';
    // Whether this drawing knew the visitor (storefront:user came): a page drawn before it is
    // drawn again when it comes, losing what it showed since (field errors, a 'Saved.'), so a
    // test acts on a page marked here.
    root.toggleAttribute('data-user-known', 'loggedIn' in view.user);
    drawn();
  }

  /** @param {Event} event */
  const onCurrency = (event) => {
    const next = /** @type {CustomEvent<{ currency?: string }>} */ (event).detail?.currency;
    if (!next || next === currency) return;
    currency = next;
    void render(true);
  };
  /** @param {Event} event */
  const onUser = (event) => {
    user = /** @type {CustomEvent<UserDetail>} */ (event).detail ?? {};
    void render(true);
  };
  window.addEventListener(events.currency, onCurrency);
  window.addEventListener(events.user, onUser);
  void render();

  return () => {
    controller.abort();
    window.removeEventListener(events.currency, onCurrency);
    window.removeEventListener(events.user, onUser);
    element.replaceChildren();
  };
}

/** An address the app has no page for; marked so the journey crawler reads it as a dead end. @type {Page} */
function notFound({ t, link }) {
  return el('div', { class: 'rx', 'data-remote-not-found': '' }, el('h1', {}, t('notFound')), el('p', {}, t('notFoundBody')), el('a', { href: link('/') }, t('home')));
}

/** The page a logged-out visitor sees where a log-in is needed: a Log In link that comes back here. @param {View} view */
export function loginPrompt({ t, link }) {
  const redirect = `${location.pathname}${location.search}`;
  return el('div', { class: 'rx' }, el('h1', {}, t('needLogin')), el('a', { class: 'rx__button', href: link('/login', { redirect }) }, t('logIn')));
}

/** A definition list of label/value pairs. @param {[string, string | Node][]} rows */
export function facts(rows) {
  const list = el('dl', { class: 'rx__facts' });
  for (const [label, value] of rows) list.append(el('dt', {}, label), el('dd', {}, value));
  return list;
}

/** A picture from the API; decorative, the text beside it says what it shows. @param {string} src @param {string} [className] */
export function picture(src, className) {
  return el('img', { src, alt: '', width: 800, height: 500, loading: 'lazy', decoding: 'async', class: className });
}
