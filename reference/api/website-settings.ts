import * as z from 'zod/mini';
import { FAQ_QUESTION_MIN_EXCLUSIVE } from '../../src/contract/schemas/storefront.ts';
import type { AgencyRecord } from '../demo/types.ts';

/*
 * SPEC §2.7, §2.8, §2.12, §3: what the Website settings page edits — About Us, FAQ, the legal
 * texts of the footer's Useful Links and the footer's social links. The agency record keeps them
 * where the build reads them (GET /api/agency, /about-us, /faqs), so a save reaches the next build.
 */

/** SPEC §2.12: the social networks of the footer, in its order. */
export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook', 'twitter', 'youtube', 'discord', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** SPEC §2.12: the legal texts behind Privacy Policy, Cookies Policy and Disclaimer (agency HTML). */
export const LEGAL_TEXTS = ['privacyPolicy', 'cookiesPolicy', 'disclaimer'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

/** Longest values the page takes: large enough for real pages, small enough for one request. */
export const LIMITS = { title: 80, headerMessage: 300, question: 200, answer: 5_000, content: 20_000, legal: 50_000, url: 300, questions: 50 } as const;

const upTo = (max: number) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

/** A social link: none (empty), or an https address. */
const socialLink = z.union([
  z.literal(''),
  z.url({ protocol: /^https$/, error: 'must be an https:// address' }).check(z.maxLength(LIMITS.url, `must be at most ${LIMITS.url} characters`)),
]);

export const websiteSettingsSchema = z.object({
  aboutUs: z.object({ isEnabled: z.boolean(), title: upTo(LIMITS.title), content: upTo(LIMITS.content) }),
  faq: z.object({
    isEnabled: z.boolean(),
    headerMessage: upTo(LIMITS.headerMessage),
    questions: z
      .array(
        z.object({
          // SPEC §5, §9: a question is longer than 3 characters, else the FAQ page shows 'No Faqs Found !'.
          question: upTo(LIMITS.question).check(
            z.refine((text) => text.trim().length > FAQ_QUESTION_MIN_EXCLUSIVE, `must be longer than ${FAQ_QUESTION_MIN_EXCLUSIVE} characters`),
          ),
          answer: upTo(LIMITS.answer).check(z.refine((text) => text.trim().length > 0, 'must not be empty')),
        }),
      )
      .check(z.maxLength(LIMITS.questions, `must be at most ${LIMITS.questions} questions`)),
  }),
  legal: z.object({ privacyPolicy: upTo(LIMITS.legal), cookiesPolicy: upTo(LIMITS.legal), disclaimer: upTo(LIMITS.legal) }),
  social: z.object({
    linkedin: socialLink,
    instagram: socialLink,
    facebook: socialLink,
    twitter: socialLink,
    youtube: socialLink,
    discord: socialLink,
    tiktok: socialLink,
  }),
});
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The settings as the page shows them, read from the agency record. */
export function settingsOf(record: AgencyRecord): WebsiteSettings {
  const agency = record.agency as Record<string, unknown>;
  return {
    aboutUs: { isEnabled: Boolean(agency.isAbousUsEnable && record.aboutUs.isEnabled), title: textOf(record.aboutUs.title), content: textOf(record.aboutUs.content) },
    faq: {
      isEnabled: Boolean(agency.isFaqEnable && record.faq.isEnabled),
      headerMessage: textOf(record.faq.headerMessage),
      questions: record.faq.questions.map(({ question, answer }) => ({ question, answer })),
    },
    legal: Object.fromEntries(LEGAL_TEXTS.map((key) => [key, textOf(agency[key])])) as WebsiteSettings['legal'],
    social: Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, textOf(agency[key])])) as WebsiteSettings['social'],
  };
}

/**
 * A new record holding the settings (the old one is left as it was: demo records are shared).
 * SPEC §2.9, §2.7: the header shows the About link by the agency's isAbousUsEnable with the title
 * aboutUsEnableTitle, and the page needs About Us' own isEnabled too; one switch sets both.
 */
export function withSettings(record: AgencyRecord, settings: WebsiteSettings): AgencyRecord {
  const blankless = (value: string) => value || undefined;
  return {
    ...record,
    agency: {
      ...record.agency,
      isAbousUsEnable: settings.aboutUs.isEnabled,
      aboutUsEnableTitle: blankless(settings.aboutUs.title),
      isFaqEnable: settings.faq.isEnabled,
      ...Object.fromEntries(LEGAL_TEXTS.map((key) => [key, blankless(settings.legal[key])])),
      ...Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, blankless(settings.social[key])])),
    },
    aboutUs: { ...record.aboutUs, isEnabled: settings.aboutUs.isEnabled, title: settings.aboutUs.title, content: settings.aboutUs.content },
    faq: { isEnabled: settings.faq.isEnabled, headerMessage: settings.faq.headerMessage, questions: settings.faq.questions },
  };
}
