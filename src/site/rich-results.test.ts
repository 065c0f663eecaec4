import { describe, expect, it } from 'vitest';
import { absoluteMedia } from '../../reference/api/absolute-media.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { agencySchema } from '../tenant/agency.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { breadcrumbData, faqPageData, ogLocale, socialProfiles, travelAgencyData } from './rich-results.ts';
import { scriptJson } from './script-json.ts';

/*
 * The properties Google's documentation requires (FAQPage: mainEntity of Questions, each with
 * name and acceptedAnswer.text; BreadcrumbList: itemListElement of ListItems with position and
 * name, and item on all but the last) and those it names for an Organization (name, url, logo,
 * and address, contact and sameAs where the agency has them).
 */

// As the API answers it: media paths made absolute.
const sunny = agencySchema.parse(absoluteMedia(DEMO_AGENCIES.find((a) => a.subdomain === 'sunny')!.agency, 'http://api.example'));

describe('rich results', () => {
  it('gives Open Graph locales from each language’s likely region', () => {
    expect(ogLocale('en')).toBe('en_US');
    expect(ogLocale('sv')).toBe('sv_SE');
    expect(ogLocale('ar')).toMatch(/^ar_[A-Z]{2}$/);
    expect(new Set(LANGUAGES.map(ogLocale)).size).toBe(LANGUAGES.length);
  });

  it('describes the agency as a TravelAgency with the Organization properties Google reads', () => {
    const data = travelAgencyData(sunny, 'https://sunny.example/');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'TravelAgency', name: sunny.agencyName, url: 'https://sunny.example/', logo: sunny.logo });
    expect(data).toMatchObject({ email: sunny.contactEmailId, sameAs: socialProfiles(sunny) });
    expect(socialProfiles(sunny)).toHaveLength(7);
    expect(data).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: '1200 Ocean Drive, Suite 4', addressLocality: 'Miami Beach', addressRegion: 'FL', postalCode: '33139', addressCountry: 'US' },
    });
  });

  it('leaves out the address and phone the agency keeps off its footer (SPEC §2.12)', () => {
    const data = travelAgencyData({ ...sunny, displayAddressFooter: false, displaySupportPhoneFooter: false }, 'https://sunny.example/');
    expect(data).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('telephone');
  });

  it('makes a FAQPage whose every question has a name and an accepted answer’s text', () => {
    const data = faqPageData({ isEnabled: true, headerMessage: '', questions: [{ question: 'Can I cancel?', answer: '<p>Yes, <b>free</b> up to 48 h.</p>' }] });
    expect(data['@type']).toBe('FAQPage');
    const questions = data.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(questions).toHaveLength(1);
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(question.name).not.toBe('');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text).not.toBe('');
    }
  });

  it('makes a BreadcrumbList of numbered ListItems, each with a name and a URL', () => {
    const data = breadcrumbData([
      { name: 'Home', url: 'https://sunny.example/' },
      { name: 'FAQ', url: 'https://sunny.example/faqs' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://sunny.example/' },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://sunny.example/faqs' },
    ]);
  });

  it('cannot end its script element early: agency text holding </script> is escaped', () => {
    const json = scriptJson(travelAgencyData({ ...sunny, agencyName: 'Sun</script><script>alert(1)</script>' }, 'https://sunny.example/'));
    expect(json).not.toContain('</script');
    expect((JSON.parse(json) as { name: string }).name).toBe('Sun</script><script>alert(1)</script>');
  });
});
