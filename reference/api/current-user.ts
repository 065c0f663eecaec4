import { bearerToken, readToken } from './auth.ts';
import type { DemoUser } from '../demo/types.ts';
import { mediaPath } from '../media/paths.ts';
import { HttpError, type AgencyContext } from './router.ts';
import type { Store } from './store.ts';

const AVATAR_COLOURS = ['#0ea5e9', '#8b5cf6', '#f43f5e', '#10b981', '#f59e0b', '#6366f1'];

/** The user a valid token of this agency names, if any. */
export function currentUser(ctx: AgencyContext): DemoUser | undefined {
  const token = bearerToken(ctx.req);
  const userId = token && readToken(token, ctx.store.secret, ctx.store.now());
  const user = userId ? ctx.store.userById(userId) : undefined;
  return user && user.agency === ctx.agency.subdomain ? user : undefined;
}

/** 401 without a valid token for this agency; 403 when the user's type is not among `userTypes`. */
export function requireUser(ctx: AgencyContext, userTypes?: readonly string[]): DemoUser {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'auth.unauthorized');
  if (userTypes && !userTypes.includes(user.userType)) throw new HttpError(403, 'auth.forbidden');
  return user;
}

/** SPEC §3 User profile of a demo user. */
export function profileOf(user: DemoUser, store: Store) {
  const initials = /^[A-Za-z]/.test(user.firstName) ? `${user.firstName[0]}${user.lastName[0] ?? ''}` : user.email[0]!;
  const colour = AVATAR_COLOURS[[...user.id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % AVATAR_COLOURS.length]!;
  return {
    id: user.id,
    userType: user.userType,
    isTravelAgent: user.isTravelAgent,
    isRestrictedAgent: user.isRestrictedAgent,
    isRewardWalletEnable: user.isRewardWalletEnable,
    enableHotelsV2: user.enableHotelsV2 ?? false,
    enableFlightsV2: user.enableFlightsV2 ?? false,
    isEmailVerified: store.accounts.byId(user.id)?.isEmailVerified ?? false,
    ...(store.languages.has(user.id) ? { language: store.languages.get(user.id) } : {}),
    personal_info: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      profile_image: mediaPath.avatar(initials, colour),
      credits: user.credits,
    },
  };
}
