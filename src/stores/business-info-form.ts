import { atom, onMount } from 'nanostores';
import { browserApi } from '../api/browser.ts';
import {
  BOOKING_ENGINES,
  businessInfoFields,
  businessInfoSubmit,
  followUpIssue,
  submitBusinessInfo,
  type BusinessInfoSubmit,
} from '../api/business-info.ts';
import type { EnabledCountry } from '../api/countries.ts';
import { BUSINESS_INFO_MODAL } from './business-info-prompt.ts';
import { $enabledCountries, loadCountries } from './countries.ts';
import { closeModal } from './modal.ts';
import { showToast } from './toasts.ts';

/*
 * SPEC §5 Business information form, as a store: the values, the errors shown, whether it can be
 * submitted, and the submit of SPEC §4 (the modal closes, then a toast). The rules themselves are
 * src/api/business-info.ts's (businessInfoFields, businessInfoSubmit); this decides when each
 * shows: on blur, and on change once the field shows an error. Loaded only with the modal.
 */

export type BusinessInfoField = 'contactEmailId' | 'contactPhoneNumber' | 'hqCountry' | 'productInterested' | 'bookingVolume' | 'useForBusiness' | 'hearBy' | 'hearByName';

export interface BusinessInfoValues {
  contactEmailId: string;
  contactPhoneNumber: string;
  /** What the visitor typed in the searchable country field; hqCountry is the code it names. */
  countryQuery: string;
  hqCountry: string;
  /** The chosen booking engines, in the SPEC §9 order. */
  engines: string[];
  bookingVolume: string;
  useForBusiness: string;
  hearBy: string;
  hearByName: string;
}

export interface BusinessInfoFormState {
  values: BusinessInfoValues;
  /** The English message of each field's error, as src/api/business-info.ts words it; only those shown. */
  errors: Partial<Record<BusinessInfoField, string>>;
  /** SPEC §5: submit stays disabled until every required field is filled and valid. */
  complete: boolean;
  submitting: boolean;
  /** The countries the headquarters field searches (GET /api/admin/country/enable, SPEC §5). */
  countries: readonly EnabledCountry[];
}

const EMPTY: BusinessInfoValues = {
  contactEmailId: '',
  contactPhoneNumber: '',
  countryQuery: '',
  hqCountry: '',
  engines: [],
  bookingVolume: '',
  useForBusiness: '',
  hearBy: '',
  hearByName: '',
};

/** The POST body as typed, before businessInfoSubmit checks it. */
export type BusinessInfoBody = Record<keyof BusinessInfoSubmit, string>;

/** The POST body the values make (productInterested comma-joined, SPEC §3). */
export function businessInfoBody(values: BusinessInfoValues): BusinessInfoBody {
  return {
    contactEmailId: values.contactEmailId,
    contactPhoneNumber: values.contactPhoneNumber,
    hqCountry: values.hqCountry,
    productInterested: values.engines.join(','),
    bookingVolume: values.bookingVolume,
    useForBusiness: values.useForBusiness,
    hearBy: values.hearBy,
    hearByName: values.hearByName,
  };
}

const isComplete = (values: BusinessInfoValues) => businessInfoSubmit.safeParse(businessInfoBody(values)).success;

const initial = (): BusinessInfoFormState => ({ values: { ...EMPTY }, errors: {}, complete: false, submitting: false, countries: [] });

export const $businessInfoForm = atom<BusinessInfoFormState>(initial());

/** The error `field` has now, or undefined (the rules of src/api/business-info.ts). */
export function fieldError(field: BusinessInfoField, values: BusinessInfoValues): string | undefined {
  const body = businessInfoBody(values);
  if (field === 'hearByName') return followUpIssue(body.hearBy, body.hearByName);
  const result = businessInfoFields[field].safeParse(body[field]);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function update(values: BusinessInfoValues, errors: BusinessInfoFormState['errors']): void {
  $businessInfoForm.set({ ...$businessInfoForm.get(), values, errors, complete: isComplete(values) });
}

function withError(errors: BusinessInfoFormState['errors'], field: BusinessInfoField, values: BusinessInfoValues): BusinessInfoFormState['errors'] {
  const message = fieldError(field, values);
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

/** The code of the enabled country `query` names (its name or code, any case), or ''. */
export function countryCodeOf(query: string, list: readonly EnabledCountry[] = $businessInfoForm.get().countries): string {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return '';
  return list.find((country) => country.name.toLowerCase() === wanted || country.code.toLowerCase() === wanted)?.code ?? '';
}

/** Sets the countries the headquarters field searches; a query typed before they came is looked up again. */
export function setBusinessInfoCountries(list: readonly EnabledCountry[]): void {
  const { values, errors } = $businessInfoForm.get();
  $businessInfoForm.set({ ...$businessInfoForm.get(), countries: list });
  const next = { ...values, hqCountry: countryCodeOf(values.countryQuery, list) };
  update(next, errors.hqCountry ? withError(errors, 'hqCountry', next) : errors);
}

type TextField = 'contactEmailId' | 'contactPhoneNumber' | 'bookingVolume' | 'useForBusiness' | 'hearBy' | 'hearByName';

/**
 * A change of one field. SPEC §5: a field showing an error is checked again at once; one that
 * shows none waits for its blur. A new hearBy starts its follow-up afresh.
 */
export function changeBusinessInfo(field: TextField | 'countryQuery', value: string): void {
  const { values, errors } = $businessInfoForm.get();
  const next: BusinessInfoValues = { ...values, [field]: value };
  let nextErrors = { ...errors };
  if (field === 'countryQuery') {
    next.hqCountry = countryCodeOf(value);
    if (errors.hqCountry) nextErrors = withError(nextErrors, 'hqCountry', next);
  } else {
    if (field === 'hearBy' && value !== values.hearBy) {
      next.hearByName = '';
      delete nextErrors.hearByName;
    }
    if (errors[field]) nextErrors = withError(nextErrors, field, next);
  }
  update(next, nextErrors);
}

/** SPEC §5: a field checked when it loses focus. */
export function blurBusinessInfo(field: BusinessInfoField): void {
  const { values, errors } = $businessInfoForm.get();
  update(values, withError(errors, field, values));
}

/**
 * Ticks or unticks a booking engine. SPEC §5: 'All' selects every engine (and, when all are
 * already chosen, clears them).
 */
export function toggleEngine(engine: string, checked: boolean): void {
  const { values, errors } = $businessInfoForm.get();
  let engines: string[];
  if (engine === 'All') engines = checked ? [...BOOKING_ENGINES] : [];
  else {
    const picked = new Set(values.engines);
    if (checked) picked.add(engine);
    else picked.delete(engine);
    engines = BOOKING_ENGINES.filter((name) => picked.has(name));
  }
  const next = { ...values, engines };
  // A group of boxes has no single blur: a change is its moment to be checked.
  update(next, withError(errors, 'productInterested', next));
}

/** Whether every engine is chosen, i.e. the All box is ticked. */
export const allEnginesChosen = (values: BusinessInfoValues) => BOOKING_ENGINES.every((engine) => values.engines.includes(engine));

/** Starts the form empty (each time the modal opens). */
export function resetBusinessInfoForm(): void {
  $businessInfoForm.set({ ...initial(), countries: $businessInfoForm.get().countries });
}

/**
 * When the form is shown (its island listens): the enabled countries load, once per page; a
 * failure leaves the list empty (logged by the countries store, SPEC §4 Async lists).
 */
onMount($businessInfoForm, () => {
  void loadCountries().then(() => setBusinessInfoCountries($enabledCountries.get().items));
});

/** The translated toast texts (SPEC §8); the island reads them from its messages. */
export interface BusinessInfoToasts {
  success: string;
  failure: string;
}

export type SubmitBusinessInfo = (body: BusinessInfoSubmit) => Promise<unknown>;

const submitFromBrowser: SubmitBusinessInfo = (body) => submitBusinessInfo(browserApi(), body);

/**
 * SPEC §4: submits the form. Invalid: every error shows and nothing is sent. Valid: the modal
 * closes, the info is posted, and then the success or error toast shows (SPEC §8). Answers
 * whether the server took it.
 */
export async function submitBusinessInfoForm(toasts: BusinessInfoToasts, send: SubmitBusinessInfo = submitFromBrowser): Promise<boolean> {
  const state = $businessInfoForm.get();
  if (state.submitting) return false;
  const parsed = businessInfoSubmit.safeParse(businessInfoBody(state.values));
  if (!parsed.success) {
    const errors: BusinessInfoFormState['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BusinessInfoField;
      errors[field] ??= issue.message;
    }
    if (!errors.hearByName && fieldError('hearByName', state.values)) errors.hearByName = fieldError('hearByName', state.values);
    $businessInfoForm.set({ ...state, errors });
    return false;
  }
  $businessInfoForm.set({ ...state, submitting: true });
  closeModal(BUSINESS_INFO_MODAL);
  try {
    await send(parsed.data);
    showToast({ kind: 'success', message: toasts.success });
    $businessInfoForm.set({ ...initial(), countries: $businessInfoForm.get().countries });
    return true;
  } catch (error) {
    console.error('The business information could not be submitted.', error);
    showToast({ kind: 'error', message: toasts.failure });
    $businessInfoForm.set({ ...$businessInfoForm.get(), submitting: false });
    return false;
  }
}

/**
 * The locale key of each message src/api/business-info.ts words (the island translates them);
 * the English locale holds the exact SPEC §5 texts.
 */
export const BUSINESS_INFO_ERROR_KEYS: Readonly<Record<string, string>> = {
  'Email is required': 'businessInfo.errors.emailRequired',
  'Please enter a valid email address': 'businessInfo.errors.emailInvalid',
  'Please enter a valid phone number': 'businessInfo.errors.phoneInvalid',
  'Headquarters country is required': 'businessInfo.errors.countryRequired',
  'Choose at least one booking engine': 'businessInfo.errors.enginesRequired',
  'Annual volume is required': 'businessInfo.errors.volumeRequired',
  'Business usage is required': 'businessInfo.errors.usageRequired',
  'How you heard about us is required': 'businessInfo.errors.hearByRequired',
  'Please choose a platform': 'businessInfo.errors.platformRequired',
  'Please tell us who referred you': 'businessInfo.errors.referralRequired',
  'Please choose a manager': 'businessInfo.errors.managerRequired',
  'Please tell us how you heard about us': 'businessInfo.errors.otherRequired',
};

/** The key of `message`; a message without one (the country code rule) reads as the field's required message. */
export function errorKeyOf(field: BusinessInfoField, message: string): string {
  return BUSINESS_INFO_ERROR_KEYS[message] ?? (field === 'hqCountry' ? 'businessInfo.errors.countryRequired' : message);
}
