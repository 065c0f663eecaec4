/** The agency settings of SPEC §4 Login/signup redirect (SPEC §3 Agency data: sso, returnUrl). */
export interface SsoSettings {
  sso: { isSSOEnabled: boolean; isDirectLoginAllowedForSSOUsers: boolean };
  returnUrl?: string | null | undefined;
}

/** SPEC §4: with SSO on and direct login refused, log-in and sign-up happen on the agency's own site. */
export const ssoOnly = ({ sso }: SsoSettings): boolean => sso.isSSOEnabled && !sso.isDirectLoginAllowedForSSOUsers;
