import { describe, expect, it } from 'vitest';
import { CHROME_RULES, chromeState, PROPOSAL_QUERY } from '../site/chrome.ts';
import { stripLanguagePrefix } from '../i18n/language-prefix.ts';
import { isPropertyId, PROPERTY_PARAM, readResortQuery, resortQueryString } from './query.ts';

describe('the resort pages address', () => {
  it('reads the place, the stay and the property, and writes them back the same', () => {
    const search = '?property=R-7004&place=Riviera+Maya&lat=20.6&lon=-87.1&checkIn=2027-03-01&checkOut=2027-03-06&adults=3&children=1';
    const query = readResortQuery(search);
    expect(query).toEqual({ propertyId: 'R-7004', place: { name: 'Riviera Maya', lat: 20.6, lon: -87.1 }, checkIn: '2027-03-01', checkOut: '2027-03-06', adults: 3, children: 1 });
    expect(resortQueryString(query)).toBe(search);
  });

  it("drops invalid days (SPEC §5 'Select date'), and caps a stay over 60 days (SPEC §5, §9)", () => {
    expect(readResortQuery('?checkIn=2027-02-30&checkOut=2027-03-06')).toMatchObject({ checkIn: undefined, checkOut: undefined });
    expect(readResortQuery('?checkIn=2027-03-06&checkOut=2027-03-01')).toMatchObject({ checkIn: undefined, checkOut: undefined });
    expect(readResortQuery('?checkIn=2027-03-01&checkOut=2027-03-01')).toMatchObject({ checkIn: undefined, checkOut: undefined });
    expect(readResortQuery('?checkIn=2027-01-01&checkOut=2027-06-01')).toMatchObject({ checkIn: '2027-01-01', checkOut: '2027-03-02' });
  });

  it('keeps guests within limits, with 2 adults and no children by default', () => {
    expect(readResortQuery('')).toMatchObject({ adults: 2, children: 0, place: undefined, propertyId: undefined });
    expect(readResortQuery('?adults=0&children=40')).toMatchObject({ adults: 1, children: 6 });
    expect(readResortQuery('?adults=two&children=-1')).toMatchObject({ adults: 2, children: 0 });
  });

  it('refuses a property id that is not a plain id, and a place without a real position', () => {
    for (const id of ['', '../x', 'R 1', '<script>', 'R-1"', 'a'.repeat(65)]) expect(isPropertyId(id), id).toBe(false);
    expect(readResortQuery('?property=%3Cscript%3E').propertyId).toBeUndefined();
    expect(readResortQuery('?property=..%2Fx').propertyId).toBeUndefined();
    expect(readResortQuery('?place=Nowhere&lat=95&lon=0').place).toBeUndefined();
    expect(readResortQuery('?place=Nowhere&lat=&lon=0').place).toBeUndefined();
    expect(readResortQuery('?place=&lat=1&lon=2').place).toBeUndefined();
  });
});

describe('the resort pages address and the header (SPEC §2.4, §2.9)', () => {
  const full = { propertyId: 'R-7004', place: { name: 'Riviera Maya', lat: 20.6, lon: -87.1 }, checkIn: '2027-03-01', checkOut: '2027-03-06', adults: 2, children: 0 };

  it('names the property `property`, and reads no other parameter as the property', () => {
    expect(PROPERTY_PARAM).toBe('property');
    expect(new URLSearchParams(resortQueryString(full)).get('property')).toBe('R-7004');
    expect(readResortQuery('?id=R-7004').propertyId).toBeUndefined();
  });

  it('writes no SPEC §2.4 deal-proposal parameter (dealLinkId, id, proposalId, checkout)', () => {
    const names = [...new URLSearchParams(resortQueryString(full)).keys()];
    for (const name of PROPOSAL_QUERY) expect(names).not.toContain(name);
  });

  it('keeps the full header on details and checkout (SPEC §2.9)', () => {
    for (const page of ['/booknow/resort/details', '/ar/booknow/resort/checkout']) {
      const state = chromeState({ pathname: page, search: resortQueryString(full), cookie: '', hideHeaderForDealProposal: true }, CHROME_RULES, stripLanguagePrefix);
      expect(state).toMatchObject({ header: 'shown', footer: 'shown' });
    }
  });
});
