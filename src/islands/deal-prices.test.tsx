// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelDealV2 } from '../api/deals/shapes.ts';
import type { ResortDeal } from '../api/resort-service.ts';
import type { UserProfile } from '../api/user.ts';
import type { DealPriceAgency } from '../deals/price-block.ts';
import { DEFAULT_STAY } from '../resort/query.ts';
import type { DestinationDealsState } from '../stores/destination-deals.ts';
import { $user, USER_BEFORE_START } from '../stores/user.ts';
import DestinationDeals from './DestinationDeals.tsx';
import { ResortDeals } from './resort/ResortDeals.tsx';

/*
 * SPEC §2.6, §6 on the destination and resort deal cards: the same price block as the home cards,
 * so an anonymous visitor of an agency without the non-login flow sees 'Reveal Price', no price.
 */

const $destination = atom<DestinationDealsState>({ status: 'loading' });
vi.mock('../stores/destination-deals.ts', async (original) => ({
  ...(await original<typeof import('../stores/destination-deals.ts')>()),
  destinationDeals: () => $destination,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const open: DealPriceAgency = { allowNonLoginFlow: true, showPublishedPriceToCustomerHotels: true };
const closed: DealPriceAgency = { allowNonLoginFlow: false, showPublishedPriceToCustomerHotels: true };

const customer: UserProfile = {
  id: 'u-customer',
  userType: 'Customer',
  isTravelAgent: false,
  isRestrictedAgent: false,
  isRewardWalletEnable: false,
  enableHotelsV2: false,
  enableFlightsV2: false,
  personal_info: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@sunny.demo', profile_image: undefined, credits: { amount: 0, currency: 'USD' } },
};

const messages = {
  'deals.revealPrice': 'Reveal Price',
  'deals.discount': '{{percent}}% off',
  'deals.retail': 'Retail price',
  'deals.notAvailable': 'N/A',
  'deals.traveller': 'Price to traveller',
  'deals.saved': 'Saved {{amount}}',
  'deals.loginToSave': 'Log In to save up to {{amount}}',
  'resort.perNight': '{{price}} per night',
};

const palms: HotelDealV2 = {
  property_id: 'P-100231',
  name: 'The Palms Oceanfront',
  image: { large: 'https://media.example/palms.jpg' },
  contact: { address: { line_1: '3025 Collins Ave', city: 'Miami Beach', state: 'FL' } },
  ratings: { star_rating: 4 },
  rate: { recommended_selling_price: 529, total_rate: 412, saved_price: 117, base_rate: 329.6, tax_and_fees: 49.44 },
};

const resort: ResortDeal = {
  property_id: 'R-7001',
  name: 'Coral Cove Resort',
  image: 'https://media.example/coral.jpg',
  region: 'Caribbean',
  countryCode: 'JM',
  lat: 18.47,
  lon: -77.92,
  star_rating: 4,
  nightly_rate: 289.6,
  currency: 'USD',
  all_inclusive: true,
};

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  $user.set(USER_BEFORE_START);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const destination = (agency: DealPriceAgency) =>
  act(() => {
    $destination.set({ status: 'success', deals: [palms], place: undefined, currency: 'USD' });
    root.render(<DestinationDeals mode="top" hotelServiceUrl="http://hotels.test" agency={agency} language="en" links={{ topDestinations: '/top-destination', flights: '/booknow/flights', home: '/en/' }} messages={messages} />);
  });

const resortDeals = (agency: DealPriceAgency) =>
  act(() => {
    root.render(
      <ResortDeals
        state={{ status: 'success', place: undefined, deals: [resort], currency: 'USD' }}
        stay={DEFAULT_STAY}
        detailsPath="/booknow/resort/details"
        onRetry={() => {}}
        pricing={{ agency, homePath: '/en/' }}
        language="en"
        messages={messages}
      />,
    );
  });

const reveal = () => [...host.querySelectorAll('a')].find((link) => link.textContent === 'Reveal Price');

describe('destination deal cards', () => {
  it('anonymous, no non-login flow: Reveal Price to the home page with the Hotels tab, no price', () => {
    destination(closed);
    expect(reveal()?.getAttribute('href')).toBe('/en/?tab=hotels');
    expect(host.textContent).not.toContain('$');
  });

  it('anonymous with the non-login flow: the home cards’ price block', () => {
    destination(open);
    expect(reveal()).toBeUndefined();
    expect(host.querySelector('s')?.textContent).toBe('Retail price $529');
    expect(host.textContent).toContain('22% off');
    expect(host.textContent).toContain('$412');
    expect(host.textContent).toContain('Log In to save up to $117');
    expect(host.textContent).not.toContain('N/A');
  });

  it('a logged-in customer sees the prices whatever the non-login flow', () => {
    $user.set({ ...USER_BEFORE_START, status: 'success', profile: customer });
    destination(closed);
    expect(reveal()).toBeUndefined();
    expect(host.textContent).toContain('$412');
  });
});

describe('resort deal cards', () => {
  it('anonymous, no non-login flow: Reveal Price to the home page, no nightly rate', () => {
    resortDeals(closed);
    expect(reveal()?.getAttribute('href')).toBe('/en/');
    expect(host.querySelector('[data-price]')).toBeNull();
    expect(host.textContent).not.toContain('$');
  });

  it('with the non-login flow, or logged in: the nightly rate in whole units', () => {
    resortDeals(open);
    expect(host.querySelector('[data-price]')?.textContent).toBe('$290 per night');
    act(() => $user.set({ ...USER_BEFORE_START, status: 'success', profile: customer }));
    resortDeals(closed);
    expect(reveal()).toBeUndefined();
    expect(host.querySelector('[data-price]')?.textContent).toBe('$290 per night');
  });
});
