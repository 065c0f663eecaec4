import {
  accountPaths,
  forgotPasswordRequest,
  resetPasswordRequest,
  signupRequest,
  verifyEmailRequest,
} from '../../../src/contract/schemas/storefront.ts';
import type { Account } from '../accounts.ts';
import { issueLinkToken, issueToken, readLinkToken, type LinkPurpose } from '../auth.ts';
import { isTenantOrigin } from '../cors.ts';
import { profileOf } from '../current-user.ts';
import type { Mail } from '../outbox.ts';
import { agencyRoute, HttpError, ok, validate, type AgencyContext, type Route } from '../router.ts';
import { messageFor } from '../messages.ts';

/** The storefront page each mailed link opens (SPEC §2.1). */
const LINK_PAGES: Record<LinkPurpose, string> = { 'reset-password': '/newPassword', 'verify-email': '/verify' };

/** What a link token is bound to: a new password ends a reset link; a verify link names the address. */
const bindingOf = (ctx: AgencyContext, purpose: LinkPurpose, account: Account) =>
  purpose === 'reset-password' ? ctx.store.accounts.passwordBinding(account) : account.user.email.toLowerCase();

/**
 * Mails a link to the agency's own site. The site is the request's Origin only when it is one
 * of the agency's own origins (cors.ts): a forged Origin must not receive someone's reset link.
 */
function mailLink(ctx: AgencyContext, purpose: LinkPurpose, account: Account): void {
  const origin = ctx.req.headers.origin;
  if (!origin || !isTenantOrigin(origin, ctx.agency)) {
    console.warn(`[reference-api] no ${purpose} mail: ${origin ?? 'no Origin'} is not a site of agency ${ctx.agency.subdomain}`);
    return;
  }
  const token = issueLinkToken(purpose, account.user.id, bindingOf(ctx, purpose, account), ctx.store.secret, ctx.store.now());
  const mail: Mail = {
    kind: purpose,
    agency: ctx.agency.subdomain,
    to: account.user.email,
    link: `${new URL(origin).origin}${LINK_PAGES[purpose]}?token=${encodeURIComponent(token)}`,
    token,
    sentAt: new Date(ctx.store.now()).toISOString(),
  };
  ctx.store.outbox.send(mail);
}

/** The account of this agency a link token names, if the token still holds. */
function accountOfLink(ctx: AgencyContext, purpose: LinkPurpose, token: string): Account | undefined {
  const { accounts, secret } = ctx.store;
  const sameAgency = (id: string) => {
    const account = accounts.byId(id);
    return account && account.user.agency === ctx.agency.subdomain ? account : undefined;
  };
  const binding = (id: string) => {
    const account = sameAgency(id);
    return account && bindingOf(ctx, purpose, account);
  };
  const userId = readLinkToken(token, purpose, secret, binding, ctx.store.now());
  return userId ? sameAgency(userId) : undefined;
}

/** Sign-up, forgot and new password, e-mail verification: the calls the SPEC leaves to us. */
export const accountRoutes: Route[] = [
  agencyRoute('POST', accountPaths.signup, async (ctx) => {
    if (ctx.agency.agency.isHideSignupOption) throw new HttpError(403, 'account.signupClosed');
    const body = validate(signupRequest, await ctx.body());
    const account = await ctx.store.accounts.signUp(ctx.agency, body);
    mailLink(ctx, 'verify-email', account);
    const { user } = account;
    return ok({ data: { token: issueToken(user.id, ctx.store.secret, ctx.store.now()), user: profileOf(user, ctx.store) } }, 201);
  }),

  // The same answer whether or not the address has an account here: no account probing.
  agencyRoute('POST', accountPaths.forgotPassword, async (ctx) => {
    const { email } = validate(forgotPasswordRequest, await ctx.body());
    const account = ctx.store.accounts.byEmail(ctx.agency.subdomain, email);
    if (account) mailLink(ctx, 'reset-password', account);
    return ok({ data: { message: messageFor(ctx.req, 'account.resetLinkSent') } });
  }),

  agencyRoute('POST', accountPaths.resetPassword, async (ctx) => {
    const { token, password } = validate(resetPasswordRequest, await ctx.body());
    const account = accountOfLink(ctx, 'reset-password', token);
    // Checked again after hashing: two requests with one link must not both succeed.
    const changed = account && (await ctx.store.accounts.setPassword(account, password, () => accountOfLink(ctx, 'reset-password', token) === account));
    if (!changed) throw new HttpError(400, 'account.resetLinkInvalid');
    return ok({ data: { message: messageFor(ctx.req, 'account.passwordChanged') } });
  }),

  // Verifying twice is fine: the link only ever says the address is the user's.
  agencyRoute('POST', accountPaths.verifyEmail, async (ctx) => {
    const { token } = validate(verifyEmailRequest, await ctx.body());
    const account = accountOfLink(ctx, 'verify-email', token);
    if (!account) throw new HttpError(400, 'account.verifyLinkInvalid');
    await ctx.store.accounts.markVerified(account);
    return ok({ data: { isEmailVerified: true, message: messageFor(ctx.req, 'account.emailVerified') } });
  }),
];
