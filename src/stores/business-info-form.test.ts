import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_ENGINES, BUSINESS_INFO_FAILED, BUSINESS_INFO_SUBMITTED, SOCIAL_PLATFORMS, SUPPORT_MANAGERS } from '../api/business-info.ts';
import {
  $businessInfoForm,
  allEnginesChosen,
  blurBusinessInfo,
  changeBusinessInfo,
  resetBusinessInfoForm,
  setBusinessInfoCountries,
  submitBusinessInfoForm,
  toggleEngine,
} from './business-info-form.ts';
import { BUSINESS_INFO_MODAL } from './business-info-prompt.ts';
import { $modal, openModal } from './modal.ts';
import { $toasts } from './toasts.ts';

// The countries store would call the API when the form is shown; the tests hand the list in.
vi.mock('./countries.ts', async () => {
  const { atom } = await import('nanostores');
  return { $enabledCountries: atom({ status: 'idle', items: [] }), loadCountries: () => new Promise(() => {}) };
});

const COUNTRIES = [
  { name: 'Sweden', code: 'SE', flag: 'https://flags.example/se.svg' },
  { name: 'Norway', code: 'NO', flag: 'https://flags.example/no.svg' },
];
const TOASTS = { success: BUSINESS_INFO_SUBMITTED, failure: BUSINESS_INFO_FAILED };

const state = () => $businessInfoForm.get();

/** Fills every required field validly, Google as how heard (no follow-up). */
function fillValid() {
  changeBusinessInfo('contactEmailId', 'support@nordic.example');
  changeBusinessInfo('countryQuery', 'sweden');
  toggleEngine('Hotels', true);
  changeBusinessInfo('bookingVolume', 'Under $100k');
  changeBusinessInfo('useForBusiness', 'B2C website');
  changeBusinessInfo('hearBy', 'Google');
}

beforeEach(() => {
  resetBusinessInfoForm();
  setBusinessInfoCountries(COUNTRIES);
  $modal.set(null);
  $toasts.set([]);
});

describe('business information form: e-mail (SPEC §5)', () => {
  it('shows no error while typing until the field is left', () => {
    changeBusinessInfo('contactEmailId', 'not-an-email');
    expect(state().errors.contactEmailId).toBeUndefined();
    blurBusinessInfo('contactEmailId');
    expect(state().errors.contactEmailId).toBe('Please enter a valid email address');
  });

  it('requires it: Email is required on blur when empty', () => {
    blurBusinessInfo('contactEmailId');
    expect(state().errors.contactEmailId).toBe('Email is required');
  });

  it('checks again on every change once an error shows', () => {
    blurBusinessInfo('contactEmailId');
    changeBusinessInfo('contactEmailId', 'owner@');
    expect(state().errors.contactEmailId).toBe('Please enter a valid email address');
    changeBusinessInfo('contactEmailId', 'owner@nordic.example');
    expect(state().errors.contactEmailId).toBeUndefined();
  });

  it('takes the phone as optional, checked only when given', () => {
    blurBusinessInfo('contactPhoneNumber');
    expect(state().errors.contactPhoneNumber).toBeUndefined();
    changeBusinessInfo('contactPhoneNumber', 'call me');
    blurBusinessInfo('contactPhoneNumber');
    expect(state().errors.contactPhoneNumber).toBe('Please enter a valid phone number');
  });
});

describe('business information form: the other fields (SPEC §5, §9)', () => {
  it('finds the headquarters country among the enabled countries by name or code, any case', () => {
    changeBusinessInfo('countryQuery', 'nOrWaY');
    expect(state().values.hqCountry).toBe('NO');
    changeBusinessInfo('countryQuery', 'se');
    expect(state().values.hqCountry).toBe('SE');
    changeBusinessInfo('countryQuery', 'Narnia');
    expect(state().values.hqCountry).toBe('');
    blurBusinessInfo('hqCountry');
    expect(state().errors.hqCountry).toBe('Headquarters country is required');
  });

  it('looks a country typed before the list came up again once it comes', () => {
    setBusinessInfoCountries([]);
    changeBusinessInfo('countryQuery', 'Sweden');
    expect(state().values.hqCountry).toBe('');
    setBusinessInfoCountries(COUNTRIES);
    expect(state().values.hqCountry).toBe('SE');
  });

  it('All selects every booking engine, and unticking it clears them', () => {
    toggleEngine('All', true);
    expect(state().values.engines).toEqual([...BOOKING_ENGINES]);
    expect(allEnginesChosen(state().values)).toBe(true);
    toggleEngine('Cars', false);
    expect(allEnginesChosen(state().values)).toBe(false);
    expect(state().values.engines).toEqual(['Resorts', 'Hotels', 'Flights', 'Activities', 'Cruises']);
    toggleEngine('Cars', true);
    expect(allEnginesChosen(state().values)).toBe(true);
    toggleEngine('All', false);
    expect(state().values.engines).toEqual([]);
    expect(state().errors.productInterested).toBe('Choose at least one booking engine');
  });

  it('keeps the engines in the SPEC §9 order, whatever the ticking order', () => {
    toggleEngine('Cruises', true);
    toggleEngine('Resorts', true);
    expect(state().values.engines).toEqual(['Resorts', 'Cruises']);
  });

  it('asks each how-heard answer for its follow-up', () => {
    fillValid();
    const cases: [string, string, string][] = [
      ['Social Media', SOCIAL_PLATFORMS[0], 'Please choose a platform'],
      ['Peer referral', 'Jane at Fjord Travel', 'Please tell us who referred you'],
      ['Customer Support Manager', SUPPORT_MANAGERS[3], 'Please choose a manager'],
      ['Other', 'A travel fair', 'Please tell us how you heard about us'],
    ];
    for (const [hearBy, answer, message] of cases) {
      changeBusinessInfo('hearBy', hearBy);
      expect(state().complete, hearBy).toBe(false);
      blurBusinessInfo('hearByName');
      expect(state().errors.hearByName, hearBy).toBe(message);
      changeBusinessInfo('hearByName', answer);
      expect(state().errors.hearByName, hearBy).toBeUndefined();
      expect(state().complete, hearBy).toBe(true);
    }
    changeBusinessInfo('hearBy', 'Google');
    expect(state().values.hearByName).toBe('');
    expect(state().complete).toBe(true);
  });

  it('a new how-heard answer starts its follow-up afresh', () => {
    changeBusinessInfo('hearBy', 'Social Media');
    changeBusinessInfo('hearByName', 'LinkedIn');
    changeBusinessInfo('hearBy', 'Customer Support Manager');
    expect(state().values.hearByName).toBe('');
  });

  it('stays incomplete (submit disabled) until every required field is filled', () => {
    expect(state().complete).toBe(false);
    changeBusinessInfo('contactEmailId', 'support@nordic.example');
    changeBusinessInfo('countryQuery', 'Sweden');
    toggleEngine('Hotels', true);
    changeBusinessInfo('bookingVolume', 'Under $100k');
    changeBusinessInfo('useForBusiness', 'B2C website');
    expect(state().complete).toBe(false);
    changeBusinessInfo('hearBy', 'Google');
    expect(state().complete).toBe(true);
    changeBusinessInfo('contactEmailId', 'support@');
    expect(state().complete).toBe(false);
  });
});

describe('business information submit (SPEC §4, §8)', () => {
  it('sends nothing while incomplete and shows every error', async () => {
    const send = vi.fn(async () => ({}));
    expect(await submitBusinessInfoForm(TOASTS, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(state().errors).toMatchObject({
      contactEmailId: 'Email is required',
      hqCountry: 'Headquarters country is required',
      bookingVolume: 'Annual volume is required',
    });
  });

  it('closes the modal, then posts and shows the success toast', async () => {
    openModal(BUSINESS_INFO_MODAL, { dismissible: false });
    fillValid();
    toggleEngine('All', true);
    let modalWhenSent: unknown = 'unset';
    const send = vi.fn(async () => {
      modalWhenSent = $modal.get();
      return {};
    });
    expect(await submitBusinessInfoForm(TOASTS, send)).toBe(true);
    expect(modalWhenSent).toBeNull();
    expect(send).toHaveBeenCalledWith({
      contactEmailId: 'support@nordic.example',
      contactPhoneNumber: '',
      hqCountry: 'SE',
      productInterested: 'Resorts,Hotels,Flights,Cars,Activities,Cruises',
      bookingVolume: 'Under $100k',
      useForBusiness: 'B2C website',
      hearBy: 'Google',
      hearByName: '',
    });
    expect($toasts.get().map(({ kind, message }) => ({ kind, message }))).toEqual([{ kind: 'success', message: 'Business information submitted successfully' }]);
  });

  it('shows the error toast when the server refuses', async () => {
    openModal(BUSINESS_INFO_MODAL, { dismissible: false });
    fillValid();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await submitBusinessInfoForm(TOASTS, async () => Promise.reject(new Error('500')))).toBe(false);
    expect($modal.get()).toBeNull();
    expect($toasts.get().map(({ kind, message }) => ({ kind, message }))).toEqual([{ kind: 'error', message: 'Error submitting business information. Please try again.' }]);
    expect(state().submitting).toBe(false);
    error.mockRestore();
  });
});
