import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataOf } from './envelopes.ts';
import { requiredEmail } from '../validation/fields.ts';
import { userProfileSchema } from './user.ts';

/*
 * Account calls the SPEC leaves to us (sign-up, forgot and new password, e-mail
 * verification). The reference API validates with these same schemas, so the storefront form
 * and the server say the same thing. Messages are English; each has a stable key
 * (ACCOUNT_MESSAGES) the storefront translates by, via accountMessageKey.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work a single request can cause. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;

/** Every message of the account forms and answers, by stable key. */
export const ACCOUNT_MESSAGES = {
  'account.firstNameRequired': 'First name is required',
  'account.lastNameRequired': 'Last name is required',
  'account.nameTooLong': `Use at most ${NAME_MAX_LENGTH} characters`,
  // The SPEC §5 e-mail messages of requiredEmail (fields.ts), keyed here for the forms.
  'account.emailRequired': 'Email is required',
  'account.emailInvalid': 'Please enter a valid email address',
  'account.passwordRequired': 'Password is required',
  'account.passwordTooShort': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'account.passwordTooLong': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'account.passwordNeedsLetter': 'Password must contain a letter',
  'account.passwordNeedsDigit': 'Password must contain a digit',
  'account.linkIncomplete': 'This link is incomplete. Please open the link from your email again.',
  // Answers of the reference API.
  'account.emailTaken': 'An account with this email already exists',
  'account.signupClosed': 'Sign-up is not available for this agency',
  'account.resetLinkSent': 'If an account exists for this email, we have sent a link to reset the password.',
  'account.resetLinkInvalid': 'This password reset link is invalid or has expired',
  'account.passwordChanged': 'Your password has been changed. You can log in with it now.',
  'account.verifyLinkInvalid': 'This verification link is invalid or has expired',
  'account.emailVerified': 'Your email address is verified.',
} as const;
export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

const M = ACCOUNT_MESSAGES;
const KEY_OF = new Map<string, AccountMessageKey>(
  (Object.entries(ACCOUNT_MESSAGES) as [AccountMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of an English account message (a zod issue or a server answer), to translate it. */
export const accountMessageKey = (message: string): AccountMessageKey | undefined => KEY_OF.get(message);

const personName = (required: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(NAME_MAX_LENGTH, M['account.nameTooLong']),
  );

/**
 * The password rule for a new password (sign-up, reset): at least 8 characters with a letter
 * and a digit, in any script. Never trimmed. Log-in keeps accepting any non-empty password.
 */
export const newPassword = z.string({ error: M['account.passwordRequired'] }).check(
  z.minLength(1, { error: M['account.passwordRequired'], abort: true }),
  z.minLength(PASSWORD_MIN_LENGTH, M['account.passwordTooShort']),
  z.maxLength(PASSWORD_MAX_LENGTH, M['account.passwordTooLong']),
  z.regex(/\p{L}/u, M['account.passwordNeedsLetter']),
  z.regex(/\p{Nd}/u, M['account.passwordNeedsDigit']),
);

/** A one-time token from an e-mailed link. */
const linkToken = z.string({ error: M['account.linkIncomplete'] }).check(
  z.trim(),
  z.minLength(1, M['account.linkIncomplete']),
  z.maxLength(512, M['account.linkIncomplete']),
);

/** POST /api/user/signup body; the field names are the ones password managers expect. */
export const signupRequest = z.object({
  firstName: personName(M['account.firstNameRequired']),
  lastName: personName(M['account.lastNameRequired']),
  email: requiredEmail,
  password: newPassword,
});
export type SignupRequest = z.input<typeof signupRequest>;

/** POST /api/user/forgot-password body. */
export const forgotPasswordRequest = z.object({ email: requiredEmail });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/user/reset-password body: the token of the `/newPassword?token=…` link. */
export const resetPasswordRequest = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** POST /api/user/verify body: the token of the `/verify?token=…` link. */
export const verifyEmailRequest = z.object({ token: linkToken });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequest>;

/** The profile with the verification flag the account calls add (absent means not verified). */
export const accountProfileSchema = z.extend(userProfileSchema, { isEmailVerified: z._default(z.boolean(), false) });
export type AccountProfile = z.output<typeof accountProfileSchema>;

/** Sign-up answers like log-in: the visitor is logged in at once. */
export const signupAnswer = dataOf(z.object({ token: z.string().check(z.minLength(1)), user: accountProfileSchema }));
/** Forgot and reset password: a message to show. */
export const accountMessageAnswer = dataOf(z.object({ message: z.string() }));
export const verifyEmailAnswer = dataOf(z.object({ isEmailVerified: z.boolean(), message: z.string() }));

export const accountPaths = {
  signup: '/api/user/signup',
  forgotPassword: '/api/user/forgot-password',
  resetPassword: '/api/user/reset-password',
  verifyEmail: '/api/user/verify',
} as const;

export const signup = async (api: ApiClient, body: SignupRequest) =>
  (await api.post(accountPaths.signup, body, signupAnswer)).data;
export const forgotPassword = async (api: ApiClient, body: ForgotPasswordRequest) =>
  (await api.post(accountPaths.forgotPassword, body, accountMessageAnswer)).data;
export const resetPassword = async (api: ApiClient, body: ResetPasswordRequest) =>
  (await api.post(accountPaths.resetPassword, body, accountMessageAnswer)).data;
export const verifyEmail = async (api: ApiClient, body: VerifyEmailRequest) =>
  (await api.post(accountPaths.verifyEmail, body, verifyEmailAnswer)).data;
