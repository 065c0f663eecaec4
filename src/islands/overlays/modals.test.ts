import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { BUSINESS_INFO_ERROR_KEYS } from '../../stores/business-info-form.ts';
import { BUSINESS_INFO_MODAL } from '../../stores/business-info-prompt.ts';
import { SIGN_IN_PROMPT_MODAL } from '../../stores/sign-in-prompt.ts';
import { MODALS } from './modals.ts';

const english = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('the modals of the one modal slot (SPEC §2.13)', () => {
  it('registers the sign-in-to-save and business information modals', () => {
    expect(Object.keys(MODALS).sort()).toEqual([BUSINESS_INFO_MODAL, SIGN_IN_PROMPT_MODAL].sort());
  });

  it('loads each body only when its modal opens (React.lazy)', () => {
    for (const view of Object.values(MODALS)) expect((view.Body as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it('has an English text for every key a modal reads, the SPEC texts exact', () => {
    for (const view of Object.values(MODALS)) {
      expect(view.messages).toContain(view.title);
      for (const key of view.messages) expect(typeof english(key), key).toBe('string');
    }
    expect(english('signInPrompt.title')).toBe('Unlock instant savings by signing in');
    expect(english('signInPrompt.signUp')).toBe('Sign Up');
    expect(english('signInPrompt.logIn')).toBe('Log In');
    expect(english('businessInfo.submitted')).toBe('Business information submitted successfully');
    expect(english('businessInfo.failed')).toBe('Error submitting business information. Please try again.');
    expect(english('businessInfo.errors.emailRequired')).toBe('Email is required');
    expect(english('businessInfo.errors.emailInvalid')).toBe('Please enter a valid email address');
  });

  it('hands the business information form the key of every message its rules word', () => {
    const keys = MODALS[BUSINESS_INFO_MODAL]!.messages;
    for (const key of Object.values(BUSINESS_INFO_ERROR_KEYS)) expect(keys, key).toContain(key);
  });
});
