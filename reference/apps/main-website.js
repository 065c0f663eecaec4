// @ts-check
/*
 * The Website settings page of the reference `main` app (SPEC §2.7, §2.8, §2.12, §3): About Us,
 * FAQ, the legal texts behind the footer's Useful Links and the footer's social links. A save goes
 * to the static site through the watcher's rebuild ("live in seconds"); the page follows it:
 * Publishing…, then Live, or that the site still shows its last good version.
 */
import { ApiError, el, facts } from './kit.js';
import { agentOnly, section, waiting } from './main-kit.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */
/**
 * @typedef {{ aboutUs: { isEnabled: boolean, title: string, content: string },
 *   faq: { isEnabled: boolean, headerMessage: string, questions: { question: string, answer: string }[] },
 *   legal: Record<string, string>, social: Record<string, string> }} Settings
 */
/** @typedef {'off' | 'publishing' | 'live' | 'failed'} Publishing */
/**
 * What the page keeps between renders (a currency or user event draws it again): what was typed
 * is never lost, whatever happens to a save.
 * `line` and `button` are the drawn page's, changed in place while a save goes on, so a field being
 * typed in keeps its focus.
 * @typedef {{ draft?: Settings, errors: Record<string, string>, saving: boolean, publishing?: Publishing, refused?: string,
 *   focusFirstError?: boolean, line?: HTMLElement, button?: HTMLElement }} PageState
 */

const PATH = '/api/agency/website-settings';

/** SPEC §2.12: the footer's networks, in its order; their names are brands, the same in every language. */
const NETWORKS = /** @type {const} */ ([
  ['linkedin', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['twitter', 'X'],
  ['youtube', 'YouTube'],
  ['discord', 'Discord'],
  ['tiktok', 'TikTok'],
]);
const LEGAL = /** @type {const} */ (['privacyPolicy', 'cookiesPolicy', 'disclaimer']);

/** The API's limits (reference/api/website-settings.ts), checked here first so the page says them in its language. */
const LIMITS = { title: 80, headerMessage: 300, question: 200, answer: 5000, content: 20000, legal: 50000, url: 300 };
/** SPEC §5, §9: a FAQ question is longer than 3 characters. */
const QUESTION_MIN_EXCLUSIVE = 3;

/** How often the page asks whether the saved change is live. */
export const PUBLISHING_POLL_MS = 500;

const STYLE = `
.rx-ws fieldset { display: grid; gap: 0.75rem; margin: 0; padding: 1rem; border: 1px solid #e2e8f0; border-radius: 12px; }
.rx-ws legend { padding-inline: 0.25rem; font-weight: 700; font-size: 1.1rem; }
.rx-ws__field { display: grid; gap: 0.25rem; }
.rx-ws label { font-weight: 600; }
.rx-ws label.rx-ws__check { display: flex; gap: 0.5rem; align-items: center; }
.rx-ws input[type=text], .rx-ws input[type=url], .rx-ws textarea { min-block-size: 44px; padding: 0.5rem 0.75rem; border: 1px solid #64748b; border-radius: 8px; font: inherit; }
.rx-ws input[type=checkbox] { inline-size: 1.25rem; block-size: 1.25rem; }
.rx-ws textarea { min-block-size: 6rem; resize: vertical; }
.rx-ws [aria-invalid=true] { border-color: #b91c1c; }
.rx-ws__error { color: #b91c1c; font-weight: 600; }
.rx-ws__question { display: grid; gap: 0.5rem; padding: 0.75rem; border: 1px solid #e2e8f0; border-radius: 8px; }
.rx-ws__secondary { justify-self: start; min-block-size: 44px; padding-inline: 1rem; border: 1px solid #475569; border-radius: 8px; background: #fff; color: #0f172a; font: inherit; cursor: pointer; }
.rx-ws :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

/** A field's element id from its path in the settings ('faq.questions.0.question'). @param {string} path */
const fieldId = (path) => `ws-${path.replace(/\./g, '-')}`;

/** @param {View} view @returns {PageState} */
function pageState(view) {
  view.state.website ??= /** @type {PageState} */ ({ errors: {}, saving: false });
  return /** @type {PageState} */ (view.state.website);
}

/** SPEC §5, §9 and the API's limits, in the page's language: each field's message, none when all is well. @param {View} view @param {Settings} s */
export function problems(view, s) {
  /** @type {Record<string, string>} */
  const errors = {};
  /** @param {string} path @param {string} value @param {number} max */
  const upTo = (path, value, max) => {
    if (value.length > max) errors[path] = view.t('website.error.tooLong', { n: max });
  };
  upTo('aboutUs.title', s.aboutUs.title, LIMITS.title);
  upTo('aboutUs.content', s.aboutUs.content, LIMITS.content);
  upTo('faq.headerMessage', s.faq.headerMessage, LIMITS.headerMessage);
  s.faq.questions.forEach(({ question, answer }, i) => {
    if (question.trim().length <= QUESTION_MIN_EXCLUSIVE) errors[`faq.questions.${i}.question`] = view.t('website.error.question');
    else upTo(`faq.questions.${i}.question`, question, LIMITS.question);
    if (!answer.trim()) errors[`faq.questions.${i}.answer`] = view.t('website.error.answer');
    else upTo(`faq.questions.${i}.answer`, answer, LIMITS.answer);
  });
  for (const key of LEGAL) upTo(`legal.${key}`, s.legal[key] ?? '', LIMITS.legal);
  for (const [key] of NETWORKS) {
    const value = (s.social[key] ?? '').trim();
    if (!value) continue;
    let https = false;
    try {
      https = new URL(value).protocol === 'https:';
    } catch {
      https = false;
    }
    if (!https) errors[`social.${key}`] = view.t('website.error.https');
    else upTo(`social.${key}`, value, LIMITS.url);
  }
  return errors;
}

/**
 * One labelled control bound to the draft: what is typed goes into the draft at once.
 * @param {View} view @param {PageState} state @param {{ path: string, label: string, value: string, kind?: 'text' | 'url' | 'area', hint?: string, set: (value: string) => void }} field
 */
function control(view, state, { path, label, value, kind = 'text', hint, set }) {
  const id = fieldId(path);
  const error = state.errors[path];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const attributes = { id, name: path, 'data-field': path, 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': described };
  const input =
    kind === 'area'
      ? el('textarea', { ...attributes, rows: 6 })
      : el('input', { ...attributes, type: kind, ...(kind === 'url' ? { inputmode: 'url', placeholder: 'https://', autocomplete: 'url', dir: 'ltr' } : {}) });
  /** @type {HTMLInputElement | HTMLTextAreaElement} */ (input).value = value;
  input.addEventListener('input', () => set(/** @type {HTMLInputElement | HTMLTextAreaElement} */ (input).value));
  // The hint and the error sit beside the label, not in it: the field's name stays its label alone.
  return el(
    'div',
    { class: 'rx-ws__field' },
    el('label', { for: id }, label),
    hint ? el('span', { id: `${id}-hint`, class: 'rx__muted' }, hint) : null,
    input,
    error ? el('span', { id: `${id}-error`, class: 'rx-ws__error' }, error) : null,
  );
}

/** @param {string} path @param {string} label @param {boolean} checked @param {(on: boolean) => void} set */
function checkbox(path, label, checked, set) {
  const input = el('input', { type: 'checkbox', id: fieldId(path), name: path, 'data-field': path });
  /** @type {HTMLInputElement} */ (input).checked = checked;
  input.addEventListener('change', () => set(/** @type {HTMLInputElement} */ (input).checked));
  return el('label', { class: 'rx-ws__check', for: fieldId(path) }, input, label);
}

/** The publishing line and the button say where the last save is, in place. @param {View} view @param {PageState} state */
function show(view, state) {
  if (state.line) {
    state.line.dataset.publishing = state.publishing ?? '';
    state.line.textContent = state.publishing ? view.t(`website.publishing.${state.publishing}`) : '';
  }
  if (state.button) {
    state.button.textContent = view.t(state.saving ? 'website.saving' : 'website.save');
    if (state.saving) state.button.setAttribute('aria-disabled', 'true');
    else state.button.removeAttribute('aria-disabled');
  }
}

/**
 * Asks what became of the saved change until it is live or failed, drawing the page at each
 * answer. A page that is gone (its calls aborted) stops asking.
 * @param {View} view @param {PageState} state
 */
async function followPublishing(view, state) {
  while (state.publishing === 'publishing') {
    await new Promise((next) => setTimeout(next, PUBLISHING_POLL_MS));
    try {
      const answer = /** @type {{ data: { state: Publishing } }} */ (await view.api(`${PATH}/publishing`));
      state.publishing = answer.data.state;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) return;
      state.publishing = 'failed';
    }
    show(view, state);
  }
}

/** @param {View} view @param {PageState} state @param {Settings} draft */
async function save(view, state, draft) {
  const shown = Boolean(state.refused || Object.keys(state.errors).length);
  state.refused = undefined;
  state.errors = problems(view, draft);
  if (Object.keys(state.errors).length) {
    state.refused = view.t('website.error.summary');
    state.focusFirstError = true;
    view.rerender();
    return;
  }
  // Messages of an earlier refusal go; the fields stay as typed.
  if (shown) view.rerender();
  state.saving = true;
  state.publishing = undefined;
  show(view, state);
  let saved = false;
  try {
    await view.api(PATH, { method: 'PUT', body: draft });
    saved = true;
    state.saving = false;
    state.publishing = 'publishing';
    show(view, state);
    // The first answer can already be live (a fast rebuild) or off (no watcher wired).
    const first = /** @type {{ data: { state: Publishing } }} */ (await view.api(`${PATH}/publishing`));
    state.publishing = first.data.state;
    show(view, state);
    await followPublishing(view, state);
  } catch (error) {
    state.saving = false;
    if (saved) {
      // Saved, but the publishing state cannot be read: the site may still show the last version.
      state.publishing = 'failed';
      show(view, state);
      return;
    }
    if (error instanceof ApiError && error.errors) {
      // The API's own word per field, where the page's checks let something through.
      for (const [path, messages] of Object.entries(error.errors)) state.errors[path] = messages.join(' ');
      state.focusFirstError = true;
      state.refused = view.t('website.error.summary');
    } else {
      state.refused = error instanceof ApiError ? error.message : view.t('failed');
    }
    view.rerender();
  }
}

/** @param {View} view @returns {Promise<Node>} */
async function websiteSettings(view) {
  if (!view.user.profile) return waiting(view);
  const state = pageState(view);
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && active.id.startsWith('ws-')
      ? { id: active.id, caret: 'selectionStart' in active && typeof active.selectionStart === 'number' ? active.selectionStart : null }
      : undefined;
  state.draft ??= /** @type {{ data: Settings }} */ (await view.api(PATH)).data;
  const draft = state.draft;
  const t = view.t;

  const about = el(
    'fieldset',
    {},
    el('legend', {}, t('website.about')),
    checkbox('aboutUs.isEnabled', t('website.about.enabled'), draft.aboutUs.isEnabled, (on) => (draft.aboutUs.isEnabled = on)),
    control(view, state, { path: 'aboutUs.title', label: t('website.about.title'), value: draft.aboutUs.title, set: (v) => (draft.aboutUs.title = v) }),
    control(view, state, { path: 'aboutUs.content', label: t('website.about.content'), hint: t('website.html'), value: draft.aboutUs.content, kind: 'area', set: (v) => (draft.aboutUs.content = v) }),
  );

  const questions = el('ol', { class: 'rx__list', 'aria-label': t('website.faq.questions') });
  draft.faq.questions.forEach((item, i) => {
    const n = i + 1;
    const remove = el('button', { type: 'button', class: 'rx-ws__secondary' }, t('website.faq.remove', { n }));
    remove.addEventListener('click', () => {
      draft.faq.questions.splice(i, 1);
      state.errors = {};
      view.rerender();
    });
    questions.append(
      el(
        'li',
        { class: 'rx-ws__question' },
        control(view, state, { path: `faq.questions.${i}.question`, label: t('website.faq.question', { n }), value: item.question, set: (v) => (item.question = v) }),
        control(view, state, { path: `faq.questions.${i}.answer`, label: t('website.faq.answer', { n }), value: item.answer, kind: 'area', set: (v) => (item.answer = v) }),
        remove,
      ),
    );
  });
  const add = el('button', { type: 'button', class: 'rx-ws__secondary' }, t('website.faq.add'));
  add.addEventListener('click', () => {
    draft.faq.questions.push({ question: '', answer: '' });
    view.rerender();
  });
  const faq = el(
    'fieldset',
    {},
    el('legend', {}, t('website.faq')),
    checkbox('faq.isEnabled', t('website.faq.enabled'), draft.faq.isEnabled, (on) => (draft.faq.isEnabled = on)),
    control(view, state, { path: 'faq.headerMessage', label: t('website.faq.header'), value: draft.faq.headerMessage, kind: 'area', set: (v) => (draft.faq.headerMessage = v) }),
    questions,
    add,
  );

  const legal = el(
    'fieldset',
    {},
    el('legend', {}, t('website.legal')),
    el('p', { class: 'rx__muted' }, t('website.legal.intro')),
    ...LEGAL.map((key) => control(view, state, { path: `legal.${key}`, label: t(`website.legal.${key}`), hint: t('website.html'), value: draft.legal[key] ?? '', kind: 'area', set: (v) => (draft.legal[key] = v) })),
  );

  const social = el(
    'fieldset',
    {},
    el('legend', {}, t('website.social')),
    el('p', { class: 'rx__muted' }, t('website.social.intro')),
    ...NETWORKS.map(([key, name]) => control(view, state, { path: `social.${key}`, label: name, value: draft.social[key] ?? '', kind: 'url', set: (v) => (draft.social[key] = v) })),
  );

  const button = el('button', { type: 'submit', class: 'rx__button' });
  const form = el('form', { class: 'rx-ws rx', novalidate: true, 'aria-labelledby': 'ws-heading' }, about, faq, legal, social, button);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!state.saving) void save(view, state, draft);
  });

  const style = el('style');
  style.textContent = STYLE;
  const line = el('p', { role: 'status' });
  state.line = line;
  state.button = button;
  show(view, state);
  // The site's identity, read only here (its theme has a page of its own).
  const a = view.agency;
  const identity = facts([
    [t('website.name'), String(a.agencyName ?? '')],
    [t('website.subdomain'), String(a.subdomain ?? '')],
    [t('website.colour'), typeof a.primaryColor === 'string' ? a.primaryColor : ''],
    [t('website.language'), String(a.defaultLanguage ?? '')],
    [t('website.country'), String(a.defaultCountry ?? '')],
  ]);
  const page = section(
    t('website.title'),
    style,
    identity,
    el('p', { class: 'rx__muted' }, t('website.intro')),
    state.refused ? el('p', { role: 'alert', class: 'rx__alert' }, state.refused) : null,
    line,
    form,
  );
  page.querySelector('h1')?.setAttribute('id', 'ws-heading');
  // Once the page is drawn: after a refused save the first field to fix takes the focus; after any
  // other drawing (a currency or user event) the field that had it keeps it, with its caret.
  const first = Object.keys(state.errors)[0];
  const target = first && state.focusFirstError ? fieldId(first) : focused?.id;
  state.focusFirstError = false;
  if (target) {
    setTimeout(() => {
      const element = document.getElementById(target);
      if (!element || element === document.activeElement) return;
      element.focus();
      if (focused?.id === target && focused.caret !== null && 'setSelectionRange' in element) {
        /** @type {HTMLInputElement} */ (element).setSelectionRange(focused.caret, focused.caret);
      }
    }, 0);
  }
  return page;
}

/** @type {Record<string, Page>} */
export const WEBSITE = {
  '/settings/website/': agentOnly(websiteSettings),
};
