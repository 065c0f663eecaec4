/*
 * The locale keys of the modals registered in ./modals.ts, apart from their bodies so that the
 * shell (which hands the keys to the overlay island at build time) never pulls a body's code
 * into the overlay chunk: each body loads only when its modal opens.
 */

/** SPEC §2.13, §4 Sign-in-to-save modal (./SignInPrompt.tsx). */
export const SIGN_IN_PROMPT_MESSAGES = ['signInPrompt.title', 'signInPrompt.text', 'signInPrompt.signUp', 'signInPrompt.logIn'] as const;

/** SPEC §4, §5 Business information modal (./BusinessInfoForm.tsx). */
export const BUSINESS_INFO_MESSAGES = [
  'businessInfo.title',
  'businessInfo.intro',
  'businessInfo.required',
  'businessInfo.email',
  'businessInfo.phone',
  'businessInfo.country',
  'businessInfo.countryHint',
  'businessInfo.countriesLoading',
  'businessInfo.engines',
  'businessInfo.engine.All',
  'businessInfo.engine.Resorts',
  'businessInfo.engine.Hotels',
  'businessInfo.engine.Flights',
  'businessInfo.engine.Cars',
  'businessInfo.engine.Activities',
  'businessInfo.engine.Cruises',
  'businessInfo.volume',
  'businessInfo.volumeOption.0',
  'businessInfo.volumeOption.1',
  'businessInfo.volumeOption.2',
  'businessInfo.volumeOption.3',
  'businessInfo.volumeOption.4',
  'businessInfo.usage',
  'businessInfo.usageOption.0',
  'businessInfo.usageOption.1',
  'businessInfo.usageOption.2',
  'businessInfo.hearBy',
  'businessInfo.hearByOption.socialMedia',
  'businessInfo.hearByOption.peerReferral',
  'businessInfo.hearByOption.supportManager',
  'businessInfo.hearByOption.other',
  'businessInfo.platform',
  'businessInfo.referral',
  'businessInfo.manager',
  'businessInfo.other',
  'businessInfo.choose',
  'businessInfo.submit',
  'businessInfo.submitted',
  'businessInfo.failed',
  'businessInfo.errors.emailRequired',
  'businessInfo.errors.emailInvalid',
  'businessInfo.errors.phoneInvalid',
  'businessInfo.errors.countryRequired',
  'businessInfo.errors.enginesRequired',
  'businessInfo.errors.volumeRequired',
  'businessInfo.errors.usageRequired',
  'businessInfo.errors.hearByRequired',
  'businessInfo.errors.platformRequired',
  'businessInfo.errors.referralRequired',
  'businessInfo.errors.managerRequired',
  'businessInfo.errors.otherRequired',
] as const;
