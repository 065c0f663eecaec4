import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataOf } from './envelopes.ts';
import { currencyCode, optionalHttpUrl, requiredEmail } from '../validation/fields.ts';
import { languageSchema } from './languages.ts';

/*
 * The language calls of SPEC §4 live in languages.ts, whose schemas the browser can afford;
 * re-exported here for the callers that know them as user calls.
 */
export { changeLanguage, languageAnswer, languageSaveRequest, saveLanguage } from './languages.ts';

/** SPEC §1, §6 agent user types; the backend may send others. */
export const USER_TYPES = ['AgencyOwner', 'Admin', 'SalesAgent', 'Agent', 'Customer'] as const;
export type KnownUserType = (typeof USER_TYPES)[number];

/**
 * SPEC §3 User profile. isRestrictedAgent is a SPEC §3 user flag; enableHotelsV2 and
 * enableFlightsV2 are the agent settings of SPEC §2.5 ('/v2' on Book Now targets).
 */
export const userProfileSchema = z.object({
  id: z.string().check(z.minLength(1)),
  userType: z.string().check(z.minLength(1)),
  isTravelAgent: z.boolean(),
  isRestrictedAgent: z._default(z.boolean(), false),
  isRewardWalletEnable: z.boolean(),
  enableHotelsV2: z._default(z.boolean(), false),
  enableFlightsV2: z._default(z.boolean(), false),
  language: z.optional(languageSchema),
  personal_info: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.email(),
    profile_image: optionalHttpUrl,
    credits: z.object({
      amount: z.number(),
      currency: currencyCode,
    }),
  }),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** SPEC §6: AgencyOwner and Admin see Website Settings and are sent to /subscription when unsubscribed. */
export const isOwnerOrAdmin = (user: Pick<UserProfile, 'userType'>) =>
  user.userType === 'AgencyOwner' || user.userType === 'Admin';

/** POST /api/user/login body. */
export const loginRequest = z.object({
  email: requiredEmail,
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required')),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginAnswer = dataOf(z.object({ token: z.string().check(z.minLength(1)), user: userProfileSchema }));
export const profileAnswer = dataOf(userProfileSchema);

export const userPaths = {
  login: '/api/user/login',
  profile: '/api/user/profile',
} as const;

export const login = async (api: ApiClient, body: LoginRequest) => (await api.post(userPaths.login, body, loginAnswer)).data;
export const fetchProfile = async (api: ApiClient, signal?: AbortSignal) => (await api.get(userPaths.profile, profileAnswer, { signal })).data;
