import type { IncomingMessage } from 'node:http';
import { LANGUAGES, textDirection, type Language } from '../../../src/contract/languages.ts';
import { safeRedirectTarget } from '../../../src/contract/rules.ts';
import { issueToken } from '../auth.ts';
import { isTenantOrigin } from '../cors.ts';
import { idpSignInPath, siteOrigin } from '../../demo/agency-parts.ts';
import type { AgencyRecord } from '../../demo/types.ts';
import { DEMO_USERS } from '../../demo/users.ts';
import { IDP_TEXTS, type IdpTexts } from '../idp-texts.ts';
import { HttpError, openRoute, type Context, type Reply, type Route } from '../router.ts';

/*
 * SPEC §4 Login/signup redirect: an SSO-only agency sends its visitors to its own site to sign in.
 * The reference API plays that site for the demo (nordic's returnUrl): GET /idp/<agency>/sign-in
 * shows a plain HTML form (no script, so a strict CSP), POST checks the account like
 * /api/user/login and sends the browser to the storefront's `/sso?token=…&redirect=…`. The token
 * goes only to the agency's own site origin (cors.ts isTenantOrigin), and the redirect is a path
 * on it (src/site/safe-redirect.ts).
 */

export const IDP_PATH = '/idp/:agency/sign-in';

/** A form body is two fields and two hidden ones: a few hundred bytes. */
const MAX_FORM_BYTES = 16 * 1024;

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The SSO agency an IdP path names; 404 for any other. */
function ssoAgency(ctx: Context): AgencyRecord {
  const record = ctx.store.agency(ctx.params.agency ?? '');
  if (!record?.agency.sso?.isSSOEnabled) throw new HttpError(404, 'request.notFound');
  return record;
}

/** The storefront origin the token goes back to: the one named, when it is the agency's own; else its local site. */
export function siteOf(candidate: string | null | undefined, record: AgencyRecord): string {
  if (candidate) {
    try {
      const origin = new URL(candidate).origin;
      if (isTenantOrigin(origin, record)) return origin;
    } catch {
      // Not a URL: the agency's own site below.
    }
  }
  return siteOrigin(record.subdomain);
}

/** The page language: `lng` when it is one of ours, else the agency's default. */
function languageOf(candidate: string | null | undefined, record: AgencyRecord): Language {
  return LANGUAGES.find((language) => language === candidate) ?? record.agency.defaultLanguage;
}

interface FormState {
  site: string;
  navigateTo: string;
  language: Language;
  email?: string;
  wrong?: boolean;
}

function signInPage(record: AgencyRecord, state: FormState): string {
  const t: IdpTexts = IDP_TEXTS[state.language];
  const fill = (text: string) => escapeHtml(text.replace('{agency}', record.agency.agencyName));
  const demo = DEMO_USERS.find((user) => user.agency === record.subdomain)?.email;
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="${state.language}" dir="${textDirection(state.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${fill(t.title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
main { max-width: 24rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem; }
label { display: grid; gap: 0.25rem; margin-block: 0.75rem; }
input { font: inherit; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 0.25rem; }
button { font: inherit; padding: 0.5rem 1rem; border: 0; border-radius: 0.25rem; background: #0b3d91; color: #fff; cursor: pointer; }
.alert { color: #b91c1c; }
.note { color: #4b5563; font-size: 0.875rem; }
</style>
</head>
<body>
<main>
<h1>${fill(t.title)}</h1>
<p>${fill(t.intro)}</p>
<form method="post" action="${escapeHtml(idpSignInPath(record.subdomain))}">
${hidden('site', state.site)}${hidden('navigateTo', state.navigateTo)}${hidden('lng', state.language)}
<label>${fill(t.email)} <input type="email" name="email" autocomplete="username" required value="${escapeHtml(state.email ?? '')}"></label>
<label>${fill(t.password)} <input type="password" name="password" autocomplete="current-password" required></label>
${state.wrong ? `<p class="alert" role="alert">${fill(t.wrong)}</p>` : ''}
<button type="submit">${fill(t.submit)}</button>
</form>
${demo ? `<p class="note">${escapeHtml(t.demo.replace('{email}', demo))}</p>` : ''}
<p><a href="${escapeHtml(state.site)}/">${fill(t.back)}</a></p>
</main>
</body>
</html>
`;
}

const html = (content: string, status = 200): Reply => ({
  status,
  raw: { type: 'text/html; charset=utf-8', content, cacheSeconds: 0 },
  headers: { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
});

/** The url-encoded body of the sign-in form; 413 when huge. */
async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, 'request.tooLarge');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export const idpRoutes: Route[] = [
  openRoute('GET', IDP_PATH, (ctx) => {
    const record = ssoAgency(ctx);
    // The storefront sends the visitor here; its origin comes as the Referer (its policy sends the origin).
    const site = siteOf(ctx.url.searchParams.get('site') ?? ctx.req.headers.referer, record);
    const navigateTo = safeRedirectTarget(ctx.url.searchParams.get('navigateTo'), site, '/');
    return html(signInPage(record, { site, navigateTo, language: languageOf(ctx.url.searchParams.get('lng'), record) }));
  }),
  openRoute('POST', IDP_PATH, async (ctx) => {
    const record = ssoAgency(ctx);
    const form = await formBody(ctx.req);
    const site = siteOf(form.get('site'), record);
    const navigateTo = safeRedirectTarget(form.get('navigateTo'), site, '/');
    const language = languageOf(form.get('lng'), record);
    const email = (form.get('email') ?? '').trim().slice(0, 254);
    const { accounts } = ctx.store;
    const account = await accounts.checkPassword(email ? accounts.byEmail(record.subdomain, email) : undefined, form.get('password') ?? '');
    if (!account) return html(signInPage(record, { site, navigateTo, language, email, wrong: true }), 401);
    const back = new URL('/sso', site);
    back.searchParams.set('token', issueToken(account.user.id, ctx.store.secret, ctx.store.now()));
    back.searchParams.set('redirect', navigateTo);
    return { status: 303, headers: { Location: back.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } };
  }),
];
