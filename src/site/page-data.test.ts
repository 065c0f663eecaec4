// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sunny } from '../../reference/demo/agencies/sunny.ts';
import { agencySchema } from '../tenant/agency.ts';
import { PAGE_DATA_ID, pageDataJson, publicAgency, PUBLIC_AGENCY_FIELDS, readPageData } from './page-data.ts';

// The demo record's pictures are paths the API makes absolute; absolute here for the schema.
const agency = agencySchema.parse({
  ...sunny.agency,
  logo: 'https://api.example/media/sunny/logo.svg',
  logoMobile: 'https://api.example/media/sunny/logo-mobile.svg',
  favicon: 'https://api.example/media/sunny/favicon.svg',
});
/** SPEC §3 fields that carry agency-supplied HTML, and the analytics the build already applied. */
const LEFT_OUT = ['profileInformation', 'privacyPolicy', 'cookiesPolicy', 'disclaimer', 'userTermsAndConditions', 'analytics'];

function print(text: string) {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('page data (SPEC §1 storefront:agency; data, not code)', () => {
  it('carries the public agency fields and leaves the agency HTML and analytics out', () => {
    expect(agency.privacyPolicy).toBeTruthy();
    const shown = publicAgency(agency);
    expect(Object.keys(shown).sort()).toEqual([...PUBLIC_AGENCY_FIELDS].sort());
    for (const field of LEFT_OUT) expect(shown).not.toHaveProperty(field);
    // Every other field of the agency is public.
    expect(Object.keys(agency).filter((field) => !(field in shown)).sort()).toEqual([...LEFT_OUT].sort());
    expect(shown).toMatchObject({ agencyName: 'Sunny Holidays', defaultCountry: 'US', allowNonLoginFlow: true, bookingMenuItemOptions: agency.bookingMenuItemOptions });
  });

  it('cannot be closed early by agency text, and reads back as printed', () => {
    const hostile = { ...publicAgency(agency), agencyName: 'Sun</script><script>alert(1)</script><!--' };
    const text = pageDataJson({ agency: hostile, partnerCurrency: 'MXN' });
    expect(text).not.toMatch(/</);
    print(text);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toEqual({ agency: JSON.parse(JSON.stringify(hostile)), partnerCurrency: 'MXN' });
  });

  it('is undefined on a page without it, or when it is broken', () => {
    expect(readPageData()).toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    print('{not json');
    expect(readPageData()).toBeUndefined();
    print('{"partnerCurrency":"MXN"}');
    expect(readPageData()).toBeUndefined();
  });
});
