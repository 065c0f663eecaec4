import { describe, expect, it } from 'vitest';
import type { ResortSuggestion } from '../api/resort-service.ts';
import { dealsHeading, propertyHref, resortPick, suggestionDetail } from './suggestion.ts';

const RESORT: ResortSuggestion = { id: 'R-7007', name: 'Algarve Cliffs Resort', type: 'resort', region: 'Algarve', countryCode: 'PT', lat: 37.0893, lon: -8.2479 };
const REGION: ResortSuggestion = { id: 'region-31', name: 'Algarve', type: 'region', region: 'Europe', lat: 37.1, lon: -8.2 };
const TOP: ResortSuggestion = { id: 'region-1', name: 'Caribbean', type: 'region', region: 'Caribbean', lat: 16.5, lon: -73.5 };
const STAY = { checkIn: '2027-03-01', checkOut: '2027-03-06', adults: 3, children: 1 };

describe('what a resort suggestion leads to (SPEC §2.3 Resort)', () => {
  it('opens a resort at its details page, with the stay chosen so far', () => {
    expect(resortPick(RESORT)).toEqual({ kind: 'property', propertyId: 'R-7007' });
    const searched = { ...STAY, place: { name: 'Riviera Maya', lat: 20.6, lon: -87.1 } };
    expect(propertyHref('/pt/booknow/resort/details', 'R-7007', searched)).toBe('/pt/booknow/resort/details?property=R-7007&checkIn=2027-03-01&checkOut=2027-03-06&adults=3&children=1');
  });

  it('lists deals around a region, at its centre', () => {
    expect(resortPick(REGION)).toEqual({ kind: 'place', place: { name: 'Algarve', lat: 37.1, lon: -8.2 } });
  });

  it('drops a resort whose id cannot go into a link, rather than list deals around it', () => {
    expect(resortPick({ ...RESORT, id: '../R-7007' })).toBeUndefined();
  });

  it('says where a suggestion lies without repeating a name', () => {
    expect(suggestionDetail(RESORT, 'en')).toBe('Algarve, Portugal');
    expect(suggestionDetail({ ...RESORT, name: 'Eagle Beach Retreat', region: 'Aruba', countryCode: 'AW' }, 'en')).toBe('Aruba');
    expect(suggestionDetail(REGION, 'en')).toBe('Europe');
    expect(suggestionDetail(TOP, 'en')).toBeUndefined();
  });
});

describe('the resort deals heading', () => {
  it('names the place or region the deals are for, or the visitor’s surroundings', () => {
    expect(dealsHeading({ name: 'Algarve', lat: 37.1, lon: -8.2 })).toEqual({ key: 'dealsIn', values: { place: 'Algarve' } });
    expect(dealsHeading(undefined)).toEqual({ key: 'dealsNear' });
  });

  it('never names a resort: a picked resort gives no place to head the deals', () => {
    const pick = resortPick(RESORT);
    expect(pick?.kind).toBe('property');
    expect(pick && 'place' in pick).toBe(false);
  });
});
