import { useDeferredValue, useEffect, useId, type ReactNode } from 'react';
import { dealViewer, priceBlock, classicPrices, v2Prices, type DealPriceAgency } from '../../deals/price-block.ts';
import { DEAL_TAB_SLUGS, type DealService } from '../../deals/tabs.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import { agentV2Settings, bookingTarget } from '../../site/route-catalogue.ts';
import { $currency, $rates, RATES_BEFORE_START } from '../../stores/currency.ts';
import {
  $productDeals,
  dealMoney,
  PRODUCT_DEALS_BEFORE_START,
  retryDeals,
  selectDealTab,
  startProductDeals,
  type DealsList,
} from '../../stores/product-deals.ts';
import { $user, USER_BEFORE_START } from '../../stores/user.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { ActivityCard, CarCard, DealBanner, HotelCard, HotelV2Card, type CardFrame } from './DealCards.tsx';
import { DealCarousel } from './DealCarousel.tsx';
import { DealTabs } from './DealTabs.tsx';
import { PriceBlockView } from './PriceBlockView.tsx';
import { useMedia } from './use-media.ts';
import styles from './ProductDeals.module.scss';

/** The locale keys this island reads (islandMessages(language, PRODUCT_DEALS_MESSAGES)). */
export const PRODUCT_DEALS_MESSAGES = [
  'deals.tabsLabel',
  'deals.loading',
  'deals.retry',
  'deals.viewDeal',
  'deals.newTab',
  'deals.revealPrice',
  'deals.bookNow',
  'deals.bannerTitle',
  'deals.bannerText',
  'deals.stars',
  'deals.discount',
  'deals.retail',
  'deals.notAvailable',
  'deals.traveller',
  'deals.saved',
  'deals.loginToSave',
  'deals.wholesale',
  'deals.markup',
  'deals.near',
  'deals.duration',
  'deals.freeCancellation',
  'deals.supplier',
  'deals.passengers',
  'deals.bags',
  'deals.doors',
  'deals.pickUp',
  'deals.dropOff',
  'deals.carousel',
  'deals.slide',
  'deals.previous',
  'deals.next',
  'services.Hotels',
  'services.Air Travel',
  'services.Cars',
  'services.Activities',
  'services.Cruise',
  'deals.service.Hotels',
  'deals.service.Air Travel',
  'deals.service.Cars',
  'deals.service.Activities',
  'deals.service.Cruise',
] as const;

export interface ProductDealsProps {
  tabs: readonly DealService[];
  hotelsV2: boolean;
  hotelServiceUrl: string;
  agency: DealPriceAgency;
  language: string;
  rtl: boolean;
  /** This language's home page: 'Reveal Price' goes there with the tab set (SPEC §2.6). */
  homePath: string;
  messages: Messages;
}

/** Desktop: a fine pointer that hovers on a wide screen; View Deal opens a new tab there (SPEC §2.6). */
const DESKTOP = '(hover: hover) and (pointer: fine) and (min-width: 64rem)';
/** The carousel layout of SPEC §2.6 small screens (the cards' one-column width). */
const SMALL = '(max-width: 39.99rem)';
/** SPEC §9 deal row: the first four cards are row 1, their pictures load at once. */
const ROW = 4;

/** SPEC §2.6 Product Deals: tabs of the active services, then cards, a banner or the failure. */
export default function ProductDeals({ tabs, hotelsV2, hotelServiceUrl, agency, language, rtl, homePath, messages }: ProductDealsProps) {
  // Deferred: a store update renders at once with the old value, then the new cards render in a
  // transition React splits into short slices, so the deals' arrival (and the currency's, which
  // comes with the rates) never blocks the main thread in one long task (TBT).
  const live = useHydratedStore($productDeals, PRODUCT_DEALS_BEFORE_START);
  const state = useDeferredValue(live);
  const user = useHydratedStore($user, USER_BEFORE_START);
  const currency = useDeferredValue(useHydratedStore($currency, undefined));
  const rates = useDeferredValue(useHydratedStore($rates, RATES_BEFORE_START));
  const desktop = useMedia(DESKTOP);
  const small = useMedia(SMALL);
  const idPrefix = useId();

  useEffect(() => startProductDeals({ tabs, hotelsV2, hotelServiceUrl }), [tabs, hotelsV2, hotelServiceUrl]);

  const tab = state.tab ?? tabs[0];
  if (!tab) return null;
  const labels = Object.fromEntries(tabs.map((service) => [service, translate(messages, `services.${service}`)])) as Record<DealService, string>;
  const bookNow = bookingTarget(tab, agentV2Settings(user.permissions.seesAgentNav, user.profile));
  const banner = <DealBanner service={translate(messages, `deals.service.${tab}`)} bookNow={bookNow} messages={messages} />;

  let panel: ReactNode;
  const deals = state.deals;
  if (deals.status === 'banner') panel = banner;
  else if (deals.status === 'loading') {
    panel = (
      <div className={styles.grid} aria-busy="true">
        <span className={styles.hidden} role="status">
          {translate(messages, 'deals.loading')}
        </span>
        {Array.from({ length: ROW }, (_, key) => (
          <div key={key} className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (deals.status === 'failure') {
    panel = (
      <div className={styles.failure} role="alert">
        <p>{deals.message}</p>
        <button type="button" className="button button--primary" onClick={retryDeals}>
          {translate(messages, 'deals.retry')}
        </button>
      </div>
    );
  } else if (deals.list.deals.length === 0) panel = banner;
  else {
    const money = dealMoney(deals.pricedIn, currency ?? deals.pricedIn, rates.rates);
    const viewer = dealViewer(user);
    const revealHref = `${homePath}?tab=${DEAL_TAB_SLUGS[tab]}`;
    const frame = (position: number, prices: ReturnType<typeof priceBlock>): CardFrame => ({
      messages,
      newTab: desktop,
      eager: position < ROW,
      prices: <PriceBlockView block={prices} currency={money.currency} language={language} messages={messages} revealHref={revealHref} />,
    });
    const cards = cardsOf(deals.list, (kind, prices, position) => frame(position, priceBlock(kind, prices, viewer, agency, money.convert)));
    panel = small ? (
      // A new tab starts its carousel at its first deal.
      <DealCarousel key={tab} cards={cards} messages={messages} rtl={rtl} />
    ) : (
      <ul className={styles.grid}>
        {cards.map((card, position) => (
          <li key={position}>{card}</li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {/* The tabs show the choice at once; the panel under them follows in the transition. */}
      <DealTabs tabs={tabs} selected={live.tab ?? tab} labels={labels} label={translate(messages, 'deals.tabsLabel')} idPrefix={idPrefix} rtl={rtl} onSelect={selectDealTab} />
      <div
        id={`${idPrefix}-panel`}
        className={styles.panel}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${tabs.indexOf(tab)}`}
        data-deals-status={deals.status}
      >
        {panel}
      </div>
    </>
  );
}

type Frame = (kind: 'classic' | 'v2', prices: ReturnType<typeof classicPrices>, position: number) => CardFrame;

/** The cards of one tab's list (SPEC §3 card per service). */
function cardsOf(list: DealsList, frame: Frame): ReactNode[] {
  switch (list.service) {
    case 'Hotels':
      return list.v2
        ? list.deals.map((deal, position) => <HotelV2Card key={deal.property_id} deal={deal} frame={frame('v2', v2Prices(deal.rate), position)} />)
        : list.deals.map((deal, position) => <HotelCard key={deal.link} deal={deal} frame={frame('classic', classicPrices(deal.rates), position)} />);
    case 'Activities':
      return list.deals.map((deal, position) => <ActivityCard key={deal.link} deal={deal} frame={frame('classic', classicPrices(deal.rates), position)} />);
    case 'Cars':
      return list.deals.map((deal, position) => <CarCard key={deal.link} deal={deal} frame={frame('classic', classicPrices(deal.rates), position)} />);
  }
}
