import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';
import { currencyCode, httpUrl, requiredEmail } from './fields.ts';
import { navigationItemSchema } from './navigation.ts';

/** SPEC §1, §6 agent user types; the backend may send others. */
export const USER_TYPES = ['AgencyOwner', 'Admin', 'SalesAgent', 'Agent', 'Customer'] as const;
export type KnownUserType = (typeof USER_TYPES)[number];

const language = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` });

/**
 * SPEC §3 User profile. isRestrictedAgent is a SPEC §3 user flag; enableHotelsV2 and
 * enableFlightsV2 are the agent settings of SPEC §2.5 ('/v2' on Book Now targets).
 */
export const userProfileSchema = z.object({
  id: z.string().min(1),
  userType: z.string().min(1),
  isTravelAgent: z.boolean(),
  isRestrictedAgent: z.boolean().default(false),
  isRewardWalletEnable: z.boolean(),
  enableHotelsV2: z.boolean().default(false),
  enableFlightsV2: z.boolean().default(false),
  language: language.optional(),
  personal_info: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.email(),
    profile_image: z
      .union([httpUrl, z.literal(''), z.null()])
      .optional()
      .transform((value) => value || undefined),
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
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginAnswer = dataOf(z.object({ token: z.string().min(1), user: userProfileSchema }));
export const profileAnswer = dataOf(userProfileSchema);
/** SPEC §2.11 agent side navigation. */
export const agentNavigationAnswer = dataList(navigationItemSchema);

/** POST /api/user/language body: the language save of SPEC §4. */
export const languageSaveRequest = z.object({ language });
/** Both language calls answer with the language now on record. */
export const languageAnswer = dataOf(z.object({ language }));

export const userPaths = {
  login: '/api/user/login',
  profile: '/api/user/profile',
  agentNavigation: '/api/user/agent-navigation',
  /** SPEC §7 GET api/user/changeLanguage/{language}. */
  changeLanguage: (lang: Language) => `/api/user/changeLanguage/${lang}`,
  saveLanguage: '/api/user/language',
} as const;

export const login = async (api: ApiClient, body: LoginRequest) => (await api.post(userPaths.login, body, loginAnswer)).data;
export const fetchProfile = async (api: ApiClient) => (await api.get(userPaths.profile, profileAnswer)).data;
export const fetchAgentNavigation = async (api: ApiClient) =>
  (await api.get(userPaths.agentNavigation, agentNavigationAnswer)).data;
export const changeLanguage = async (api: ApiClient, lang: Language) =>
  (await api.get(userPaths.changeLanguage(lang), languageAnswer)).data;
export const saveLanguage = async (api: ApiClient, lang: Language) =>
  (await api.post(userPaths.saveLanguage, { language: lang }, languageAnswer)).data;

export const userKeys = {
  all: ['user'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  agentNavigation: () => [...userKeys.all, 'agent-navigation'] as const,
};

export const userQueries = {
  profile: (api: ApiClient) => queryOptions({ queryKey: userKeys.profile(), queryFn: () => fetchProfile(api) }),
  agentNavigation: (api: ApiClient) =>
    queryOptions({ queryKey: userKeys.agentNavigation(), queryFn: () => fetchAgentNavigation(api) }),
};
