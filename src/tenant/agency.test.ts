import { describe, expect, it } from 'vitest';
import { agencyAnswer } from '../api/agency.ts';
import { describeIssues } from './format-error.ts';
import { activeServices, agencySchema, isInactive, type AgencyInput } from './agency.ts';
import { planAnalytics } from './analytics.ts';
import { faqQuestionsValid } from './content.ts';

export const minimalAgency: AgencyInput = {
  agencyName: 'Sunny Holidays',
  subdomain: 'sunny',
  status: 'Active',
  metaData: { title: 'Sunny Holidays', description: null, keywords: null },
  logo: 'https://cdn.example.com/logo.svg',
  primaryColor: '#f97316',
  defaultLanguage: 'en',
  defaultCountry: 'US',
  bookingMenuItemOptions: [
    { title: 'Cars', active: true },
    { title: 'Hotels', active: false },
    { title: 'Air Travel', active: true },
  ],
};

function errorOf(value: unknown): string {
  const result = agencyAnswer.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return describeIssues('tenant "sunny": answer of GET /api/agency', result.error);
}

describe('agency schema (SPEC §3)', () => {
  it('fills the optional settings with safe defaults', () => {
    const agency = agencySchema.parse(minimalAgency);
    expect(agency.isAbousUsEnable).toBe(false);
    expect(agency.sso).toEqual({ isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false });
    expect(agency.metaData.keywords).toEqual([]);
    expect(agency.contactEmailId).toBeUndefined();
  });

  it('treats blank strings as absent (SPEC §5 "present")', () => {
    const agency = agencySchema.parse({ ...minimalAgency, privacyPolicy: '   ', returnUrl: '', contactEmailId: '' });
    expect(agency.privacyPolicy).toBeUndefined();
    expect(agency.returnUrl).toBeUndefined();
  });

  it.each([
    [{ primaryColor: 'red' }, 'data.primaryColor: must be a hex colour such as #1a73e8'],
    [{ primaryColor: '#fff;}body{display:none' }, 'data.primaryColor: must be a hex colour'],
    [{ defaultLanguage: 'it' }, 'data.defaultLanguage: must be one of en, pt, es, da, no, de, ar, fr, sv'],
    [{ logo: 'javascript:alert(1)' }, 'data.logo: must be an http(s) URL'],
    [{ facebook: 'javascript:alert(1)' }, 'data.facebook: must be an http(s) URL'],
    [{ metaData: { title: ' ' } }, 'data.metaData.title: must not be empty'],
    [{ defaultCountry: 'usa' }, 'data.defaultCountry: must be an ISO 3166-1 alpha-2'],
    [{ contactEmailId: 'not-an-email' }, 'data.contactEmailId'],
    [{ bookingMenuItemOptions: [{ title: 'Hotels' }] }, 'data.bookingMenuItemOptions.0.active'],
  ])('names the tenant and the field of a malformed answer: %j', (patch, message) => {
    const text = errorOf({ data: { ...minimalAgency, ...patch } });
    expect(text).toMatch(/^tenant "sunny": answer of GET \/api\/agency:/);
    expect(text).toContain(message);
  });

  it('keeps the spec field spellings', () => {
    const agency = agencySchema.parse({ ...minimalAgency, isAbousUsEnable: true, aboutUsEnableTitle: 'Who we are' });
    expect(agency.isAbousUsEnable).toBe(true);
  });

  it('orders active services as the nav does (SPEC §2.9)', () => {
    const agency = agencySchema.parse(minimalAgency);
    expect(activeServices(agency)).toEqual(['Air Travel', 'Cars']);
  });

  it('knows the blocking state', () => {
    expect(isInactive({ status: 'Inactive' })).toBe(true);
    expect(isInactive({ status: 'Active' })).toBe(false);
  });
});

describe('analytics IDs (SPEC §4 Analytics)', () => {
  it('plans scripts only when enabled and an ID is set', () => {
    expect(planAnalytics({ isEnabled: false, googleAnalyticsId: 'G-ABC1234567' })).toEqual({ rejected: [] });
    expect(planAnalytics({ isEnabled: true })).toEqual({ rejected: [] });
    expect(planAnalytics({ isEnabled: true, googleAnalyticsId: 'G-ABC1234567', facebookAnalyticsId: '123456789012345' })).toEqual({
      googleAnalyticsId: 'G-ABC1234567',
      facebookPixelId: '123456789012345',
      rejected: [],
    });
  });

  it.each(['G-<script>', "G-1');alert(1);//", 'UA-12', 'GTM-ABC', 'g-abc12345'])('refuses the Google ID %s', (id) => {
    expect(planAnalytics({ isEnabled: true, googleAnalyticsId: id })).toEqual({ rejected: ['analytics.googleAnalyticsId'] });
  });

  it.each(['12345', '1234567890123456789', "123456789012345');"])('refuses the Facebook ID %s', (id) => {
    expect(planAnalytics({ isEnabled: true, facebookAnalyticsId: id })).toEqual({ rejected: ['analytics.facebookAnalyticsId'] });
  });

  it('accepts UA and GA4 forms', () => {
    expect(planAnalytics({ isEnabled: true, googleAnalyticsId: 'UA-1234567-1' }).googleAnalyticsId).toBe('UA-1234567-1');
  });
});

describe('FAQ rule (SPEC §2.8, §5)', () => {
  it('shows only when every question is longer than 3 characters', () => {
    expect(faqQuestionsValid({ questions: [{ question: 'Visa?', answer: '' }] })).toBe(true);
    expect(faqQuestionsValid({ questions: [{ question: 'Visa?', answer: '' }, { question: 'Spa', answer: '' }] })).toBe(false);
    expect(faqQuestionsValid({ questions: [{ question: ' Tip ', answer: '' }] })).toBe(false);
  });
});
