// @ts-check
/*
 * The agent area's settings (SPEC §2.11 Settings: Markup, Website, Profile, Payment, Product; and
 * Customize Theme), drawn by the reference `main` app. Each page reads the saved values from the
 * reference API (not the agency data the site was built with, which a save makes stale) and saves
 * them back. Each form checks its fields with the API's own rules (settings-rules.js) before
 * anything is sent and shows each problem beside its field in the page's language; a problem only
 * the API can see (a 400 naming a field) shows as the API words it. Everything typed stays (a
 * redrawing keeps it too: `view.state`).
 */
import { ApiError, el, facts } from './kit.js';
import { agentOnly, section } from './main-kit.js';
import {
  AA_CONTRAST,
  colourProblem,
  contrastOn,
  gatewayProblem,
  HEX_COLOUR,
  MARKUP_DECIMALS,
  MARKUP_MAX,
  MARKUP_MIN,
  menuProblems,
  NAME_MAX,
  nameProblem,
  percentProblem,
  pictureOf,
  shownRatio,
  testModeProblem,
} from '../rules/settings-rules.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */

// Logical properties only, so Arabic mirrors by itself.
const STYLE = `
.rx__field { display: grid; gap: 0.25rem; }
.rx__field label, .rx__form legend { font-weight: 600; }
.rx__field-error { margin: 0; color: #b91c1c; font-weight: 600; }
.rx__form fieldset { display: grid; gap: 0.5rem; margin: 0; padding: 0.75rem 1rem; border: 1px solid #e2e8f0; border-radius: 12px; }
.rx__form select { min-block-size: 44px; padding-inline: 0.75rem; border: 1px solid #94a3b8; border-radius: 8px; font: inherit; background: #fff; }
.rx__form input[aria-invalid='true'] { border-color: #b91c1c; }
.rx__check { display: flex !important; align-items: center; gap: 0.5rem; font-weight: 400 !important; min-block-size: 44px; }
.rx__check input { min-block-size: 1.25rem !important; inline-size: 1.25rem; }
.rx__swatch { display: grid; gap: 0.25rem; padding: 1rem; border-radius: 12px; border: 1px solid #94a3b8; }
.rx__settings a[aria-disabled='true'] { color: #475569; text-decoration: none; cursor: not-allowed; }
`;

/** Markup services as the API names them, with the app's words for them. */
const SERVICE_KEYS = /** @type {Record<string, string>} */ ({
  Hotels: 'service.hotels',
  'Air Travel': 'service.flights',
  Cars: 'service.cars',
  Activities: 'service.activities',
  Cruise: 'service.cruise',
  Resorts: 'service.resort',
});

/** @param {View} view @param {string} service */
const serviceName = (view, service) => (SERVICE_KEYS[service] ? view.t(/** @type {string} */ (SERVICE_KEYS[service])) : service);

/**
 * A contrast ratio in the page's language with two decimals ("3,90" in German), as the API words it.
 * @param {View} view @param {number} ratio
 */
const ratioText = (view, ratio) => new Intl.NumberFormat(view.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ratio);

/** @param {string} heading @param {...(Node | string | null | false | undefined)} content */
function page(heading, ...content) {
  const style = el('style');
  style.textContent = STYLE;
  return section(heading, style, ...content);
}

/**
 * A settings form whose fields carry the API's field messages. `row` draws a labelled control
 * under the API's field path; `submit(save)` saves, shows 'Saved' or the messages, and never
 * clears what was typed.
 * @param {View} view @param {string} label
 */
function settingsForm(view, label) {
  /** @type {Map<string, { control: HTMLElement, error: HTMLElement }>} */
  const fields = new Map();
  const form = /** @type {HTMLFormElement} */ (el('form', { class: 'rx__form', novalidate: true, 'aria-label': label }));
  const status = el('p', { role: 'status', 'data-saved': '' });
  const problem = el('p', { role: 'alert', class: 'rx__alert', hidden: true });
  const button = /** @type {HTMLButtonElement} */ (el('button', { type: 'submit', class: 'rx__button' }, view.t('settings.save')));

  /** @param {string} name @param {HTMLElement} control */
  const errorFor = (name, control) => {
    const id = `rx-set-${name.replace(/\W/g, '-')}`;
    const error = el('p', { id: `${id}-error`, class: 'rx__field-error', hidden: true });
    control.setAttribute('aria-describedby', `${id}-error`);
    fields.set(name, { control, error });
    return { id, error };
  };
  /** A labelled input or select under the API field path `name`. @param {string} name @param {string} text @param {HTMLElement} control */
  const row = (name, text, control) => {
    const { id, error } = errorFor(name, control);
    control.id = id;
    return el('div', { class: 'rx__field' }, el('label', { for: id }, text), control, error);
  };
  /** A group (radios, checkboxes) under the API field path `name`. @param {string} name @param {string} legend @param {...Node} controls */
  const group = (name, legend, ...controls) => {
    const fieldset = el('fieldset', {}, el('legend', {}, legend), ...controls);
    const { error } = errorFor(name, fieldset);
    fieldset.append(error);
    return fieldset;
  };

  /** @param {Record<string, string>} errors API field path → message */
  const showErrors = (errors) => {
    /** @type {HTMLElement | undefined} */
    let first;
    for (const [name, { control, error }] of fields) {
      const message = errors[name];
      if (control.tagName !== 'FIELDSET') {
        if (message) control.setAttribute('aria-invalid', 'true');
        else control.removeAttribute('aria-invalid');
      }
      error.hidden = !message;
      error.textContent = message ?? '';
      if (message && !first) first = control.tagName === 'FIELDSET' ? /** @type {HTMLElement | undefined} */ (control.querySelector('input') ?? undefined) : control;
    }
    return first;
  };

  /**
   * Saves unless `check` finds a problem (field path → message in the page's language): then the
   * messages show and nothing is sent.
   * @param {() => Promise<unknown>} save @param {() => Record<string, string | undefined>} check
   */
  const submit = (save, check) =>
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      status.textContent = '';
      problem.hidden = true;
      const found = /** @type {Record<string, string>} */ (Object.fromEntries(Object.entries(check()).filter(([, message]) => message)));
      if (Object.keys(found).length) {
        showErrors(found)?.focus();
        return;
      }
      button.disabled = true;
      try {
        await save();
        showErrors({});
        status.textContent = view.t('settings.saved');
      } catch (error) {
        const answer = error instanceof ApiError ? error : undefined;
        const errors = Object.fromEntries(Object.entries(answer?.errors ?? {}).map(([name, messages]) => [name, messages.join(' ')]));
        const first = showErrors(errors);
        const elsewhere = Object.entries(errors).filter(([name]) => !fields.has(name)).map(([, message]) => message);
        problem.textContent = [answer ? answer.message : view.t('failed'), ...elsewhere].join(' — ');
        problem.hidden = false;
        first?.focus();
      } finally {
        button.disabled = false;
      }
    });

  return { form, row, group, submit, finish: () => form.append(problem, button, status) };
}

/** @param {Record<string, string | boolean | number | undefined>} attributes @param {() => string} read @param {(value: string) => void} write */
function textInput(attributes, read, write) {
  const input = /** @type {HTMLInputElement} */ (el('input', { type: 'text', ...attributes }));
  input.value = read();
  input.addEventListener('input', () => write(input.value));
  return input;
}

/** Where each link of the Settings group goes, and its words. */
const GROUP = [
  ['/settings/agency', 'markup.title'],
  ['/settings/website/', 'website.title'],
  ['/settings/profile', 'profile.title'],
  ['/settings/payment', 'payment.title'],
  ['/settings/product', 'product.title'],
  ['/settings/website/theme', 'settings.theme.title'],
];

/** @typedef {{ label: string, path: string, read: boolean, children?: { label: string, path: string, read: boolean }[] }} NavItem */

/** SPEC §2.11: the Settings group, each setting greyed where the role may not read it. @param {View} view */
async function settingsGroup(view) {
  const items = /** @type {{ data: NavItem[] }} */ (await view.api('/api/agency/navigations')).data;
  const readable = new Map(items.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [item.path, item.read]));
  const list = el('ul', { class: 'rx__list rx__settings', 'aria-label': view.t('settings.title') });
  for (const [path, key] of GROUP) {
    const label = view.t(/** @type {string} */ (key));
    const link = readable.get(/** @type {string} */ (path))
      ? el('a', { href: view.link(/** @type {string} */ (path)) }, label)
      : el('a', { 'aria-disabled': 'true', 'data-locked': '' }, label, ' ', el('span', {}, `(${view.t('settings.locked')})`));
    list.append(el('li', {}, link));
  }
  return page(view.t('settings.title'), el('p', {}, view.t('settings.intro')), list);
}

/** @typedef {{ service: string, percent: number }} Markup */

/** SPEC §6: the agency markup per service, 0–100 % with at most two decimals. @param {View} view */
async function markupPage(view) {
  const markups = /** @type {{ data: Markup[] }} */ (await view.api('/api/agency/markups')).data;
  const draft = /** @type {Record<string, string>} */ ((view.state.markups ??= Object.fromEntries(markups.map((m) => [m.service, String(m.percent)]))));
  const form = settingsForm(view, view.t('markup.title'));
  for (const { service } of markups) {
    const input = textInput({ inputmode: 'decimal', name: service, autocomplete: 'off' }, () => draft[service] ?? '', (v) => (draft[service] = v));
    form.form.append(form.row(`markups.${service}`, view.t('settings.markup.field', { service: serviceName(view, service) }), input));
  }
  form.finish();
  const messages = {
    number: () => view.t('settings.rule.number'),
    range: () => view.t('settings.rule.range', { min: MARKUP_MIN, max: MARKUP_MAX }),
    decimals: () => view.t('settings.rule.decimals', { n: MARKUP_DECIMALS }),
  };
  form.submit(
    () => view.api('/api/agency/markups', { method: 'PUT', body: { markups: draft } }),
    () =>
      Object.fromEntries(
        markups.map(({ service }) => {
          const problem = percentProblem(draft[service] ?? '');
          return [`markups.${service}`, problem && messages[problem]()];
        }),
      ),
  );
  return page(view.t('markup.title'), el('p', {}, view.t('markup.intro')), form.form);
}

/** SPEC §4 Theme: the text on a typed colour and its contrast, none for what is not a hex colour. @param {string} hex */
export const themePreview = (hex) => (HEX_COLOUR.test(hex) ? contrastOn(hex) : undefined);

/** Customize Theme: primary colour with its text contrast, and the logos. @param {View} view */
async function themePage(view) {
  const agency = /** @type {{ data: { primaryColor: string, logo: string, logoMobile?: string | null } }} */ (await view.api('/api/agency')).data;
  const draft = /** @type {{ primaryColor: string, logo: string, logoMobile: string }} */ (
    (view.state.theme ??= { primaryColor: agency.primaryColor, logo: agency.logo, logoMobile: agency.logoMobile ?? '' })
  );
  const form = settingsForm(view, view.t('settings.theme.title'));
  const sample = el('p', {}, view.t('settings.theme.sample'));
  const ratio = el('p', { 'data-contrast': '' });
  const swatch = el('div', { class: 'rx__swatch', 'data-swatch': '' }, sample, ratio);
  const preview = () => {
    const found = themePreview(draft.primaryColor.trim());
    swatch.hidden = !found;
    if (!found) return;
    swatch.style.backgroundColor = draft.primaryColor.trim();
    swatch.style.color = found.text;
    const value = view.number(shownRatio(found.ratio));
    ratio.textContent = view.t(found.ratio >= 4.5 ? 'settings.theme.readable' : 'settings.theme.unreadable', { ratio: value });
  };
  const colour = textInput({ name: 'primaryColor', autocomplete: 'off', spellcheck: false, placeholder: '#1a73e8', maxlength: 7 }, () => draft.primaryColor, (v) => {
    draft.primaryColor = v;
    preview();
  });
  preview();
  form.form.append(
    form.row('primaryColor', view.t('settings.theme.colour'), colour),
    el('div', { class: 'rx__field' }, el('p', { class: 'rx__muted' }, view.t('settings.theme.preview')), swatch),
    form.row('logo', view.t('settings.theme.logo'), textInput({ type: 'url', name: 'logo', autocomplete: 'off' }, () => draft.logo, (v) => (draft.logo = v))),
    form.row('logoMobile', view.t('settings.theme.logoMobile'), textInput({ type: 'url', name: 'logoMobile', autocomplete: 'off' }, () => draft.logoMobile, (v) => (draft.logoMobile = v))),
  );
  form.finish();
  /** @param {string} value */
  const pictureMessage = (value) => (pictureOf(value) === undefined ? view.t('settings.rule.picture') : undefined);
  form.submit(
    () => view.api('/api/agency/theme', { method: 'PUT', body: draft }),
    () => {
      const problem = colourProblem(draft.primaryColor, contrastOn);
      const colourMessage =
        problem?.code === 'contrast'
          ? view.t(`settings.rule.contrast.${problem.text}`, { colour: draft.primaryColor.trim(), ratio: ratioText(view, problem.ratio), min: AA_CONTRAST })
          : problem && view.t('settings.rule.colour');
      return { primaryColor: colourMessage, logo: pictureMessage(draft.logo), logoMobile: draft.logoMobile.trim() ? pictureMessage(draft.logoMobile) : undefined };
    },
  );
  return page(view.t('settings.theme.title'), el('p', {}, view.t('settings.theme.intro')), form.form);
}

/** The payment gateway and its mode. @param {View} view */
async function paymentPage(view) {
  const [gateways, current] = await Promise.all([
    view.api('/api/agency/payment-gateways').then((/** @type {{ data: { id: string, name: string }[] }} */ a) => a.data),
    view.api('/api/getCurrentPaymentGateway').then((/** @type {{ data: { currentGateway: string, isTestMode: boolean } }} */ a) => a.data),
  ]);
  const draft = /** @type {{ gateway: string, isTestMode: boolean }} */ ((view.state.payment ??= { gateway: current.currentGateway, isTestMode: current.isTestMode }));
  const form = settingsForm(view, view.t('payment.title'));
  const select = /** @type {HTMLSelectElement} */ (el('select', { name: 'gateway' }, ...gateways.map((g) => el('option', { value: g.id, selected: g.id === draft.gateway }, g.name))));
  select.addEventListener('change', () => (draft.gateway = select.value));
  /** @param {boolean} test */
  const mode = (test) => {
    const radio = /** @type {HTMLInputElement} */ (el('input', { type: 'radio', name: 'isTestMode', value: String(test), checked: draft.isTestMode === test }));
    radio.addEventListener('change', () => (draft.isTestMode = test));
    return el('label', { class: 'rx__check' }, radio, view.t(test ? 'payment.test' : 'payment.live'));
  };
  form.form.append(form.row('gateway', view.t('payment.gateway'), select), form.group('isTestMode', view.t('payment.mode'), mode(true), mode(false)));
  form.finish();
  form.submit(
    () => view.api('/api/agency/payment-gateway', { method: 'PUT', body: draft }),
    () => ({
      gateway: gatewayProblem(draft.gateway, gateways.map((g) => g.id)) && view.t('settings.rule.gateway', { gateways: view.list(gateways.map((g) => g.name)) }),
      isTestMode: testModeProblem(draft.isTestMode) && view.t('settings.rule.mode'),
    }),
  );
  return page(view.t('payment.title'), el('p', {}, view.t('settings.payment.intro')), form.form);
}

/** SPEC §3 bookingMenuItemOptions: which services the booking menu offers; one at least. @param {View} view */
async function productPage(view) {
  const agency = /** @type {{ data: { bookingMenuItemOptions: { title: string, active: boolean }[] } }} */ (await view.api('/api/agency')).data;
  const draft = /** @type {{ title: string, active: boolean }[]} */ ((view.state.product ??= agency.bookingMenuItemOptions.map((item) => ({ ...item }))));
  const form = settingsForm(view, view.t('product.title'));
  const boxes = draft.map((item) => {
    const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', name: item.title, checked: item.active }));
    box.addEventListener('change', () => (item.active = box.checked));
    return el('label', { class: 'rx__check' }, box, serviceName(view, item.title));
  });
  form.form.append(form.group('items', view.t('settings.product.legend'), ...boxes));
  form.finish();
  form.submit(
    () => view.api('/api/agency/booking-menu', { method: 'PUT', body: { items: draft } }),
    () => {
      const problems = menuProblems(draft);
      return { items: problems.length ? problems.map((problem) => view.t(`settings.rule.menu.${problem}`)).join(' ') : undefined };
    },
  );
  return page(view.t('product.title'), el('p', {}, view.t('product.intro')), form.form);
}

/** The user's own first and last name. @param {View} view */
async function profilePage(view) {
  const profile = /** @type {{ data: { userType: string, personal_info: { first_name: string, last_name: string, email: string } } }} */ (await view.api('/api/user/profile')).data;
  const info = profile.personal_info;
  const draft = /** @type {{ firstName: string, lastName: string }} */ ((view.state.profile ??= { firstName: info.first_name, lastName: info.last_name }));
  const form = settingsForm(view, view.t('profile.title'));
  form.form.append(
    form.row('firstName', view.t('profile.firstName'), textInput({ name: 'firstName', autocomplete: 'given-name', maxlength: 80 }, () => draft.firstName, (v) => (draft.firstName = v))),
    form.row('lastName', view.t('profile.lastName'), textInput({ name: 'lastName', autocomplete: 'family-name', maxlength: 80 }, () => draft.lastName, (v) => (draft.lastName = v))),
  );
  form.finish();
  /** @param {'firstName' | 'lastName'} field */
  const nameMessage = (field) => {
    const problem = nameProblem(draft[field]);
    return problem && view.t(`settings.rule.${field}.${problem}`, { max: NAME_MAX });
  };
  form.submit(
    () => view.api('/api/agent/profile', { method: 'PUT', body: draft }),
    () => ({ firstName: nameMessage('firstName'), lastName: nameMessage('lastName') }),
  );
  return page(
    view.t('profile.title'),
    facts([
      [view.t('profile.email'), info.email],
      [view.t('profile.type'), profile.userType],
    ]),
    form.form,
  );
}

/** @type {Record<string, Page>} */
export const SETTINGS = {
  '/settings': agentOnly(settingsGroup),
  '/settings/agency': agentOnly(markupPage),
  '/settings/website/theme': agentOnly(themePage),
  '/settings/payment': agentOnly(paymentPage),
  '/settings/product': agentOnly(productPage),
  '/settings/profile': agentOnly(profilePage),
};
