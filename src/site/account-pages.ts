import { ROUTES } from './routes.ts';

/** The kind of each account page: a form, or a page that acts on its link. */
export type AccountPageKind = 'login' | 'signup' | 'forgot' | 'reset' | 'verify' | 'sso';

/** The account pages of the shell, one for each route, with their title (and intro) keys. */
export const ACCOUNT_PAGES = [
  { route: ROUTES.login, kind: 'login', title: 'accountForms.loginTitle' },
  { route: ROUTES.signup, kind: 'signup', title: 'accountForms.signupTitle' },
  { route: ROUTES.forgotPassword, kind: 'forgot', title: 'accountForms.forgotTitle', intro: 'accountForms.forgotIntro' },
  { route: ROUTES.newPassword, kind: 'reset', title: 'accountForms.resetTitle' },
  { route: ROUTES.verify, kind: 'verify', title: 'accountForms.verifyTitle' },
  { route: ROUTES.sso, kind: 'sso', title: 'accountForms.ssoTitle' },
] as const satisfies ReadonlyArray<{ route: string; kind: AccountPageKind; title: string; intro?: string }>;

export type AccountPage = (typeof ACCOUNT_PAGES)[number];
