/* Apart from the islands, so the key lists stay at build time and never reach the browser. */

/** The search widgets' own texts the resort islands reuse (SuggestField, DateRangeField, Counter). */
const WIDGETS = ['search.loading', 'search.noMatches', 'search.suggestFailed', 'search.selectDate', 'search.stayCapped', 'search.decrease', 'search.increase'] as const;

const SHARED = ['resort.failed', 'resort.retry', 'resort.stars', 'resort.allInclusive', 'resort.findResort', 'resort.stayDates', 'resort.adults', 'resort.children'] as const;

/** The landing and search pages: search, region browsing and deals. */
export const RESORT_FINDER_MESSAGES = [
  ...WIDGETS,
  ...SHARED,
  'resort.searchTitle',
  'resort.destination',
  'resort.destinationPlaceholder',
  'resort.missingPlace',
  'resort.browseRegions',
  'resort.regionsLoading',
  'resort.regionsFailed',
  'resort.allOf',
  'resort.guests',
  'resort.guestsSummary',
  'resort.done',
  'resort.submit',
  'resort.dealsNear',
  'resort.dealsIn',
  'resort.dealsLoading',
  'resort.noDeals',
  'resort.perNight',
  'resort.viewResort',
  // SPEC §2.6, §6: the deal cards' 'Reveal Price' for visitors who may not see prices.
  'deals.revealPrice',
] as const;

/** The details page: availability for dates and guests. */
export const RESORT_DETAILS_MESSAGES = [
  ...WIDGETS,
  ...SHARED,
  'resort.missingProperty',
  'resort.chooseDates',
  'resort.availabilityLoading',
  'resort.available',
  'resort.unavailable',
  'resort.nights',
  'resort.perNight',
  'resort.total',
  'resort.reserve',
] as const;

const PAY_MESSAGES = [
  'resort.pay.title',
  'resort.pay.cardName',
  'resort.pay.cardNumber',
  'resort.pay.cardExpiry',
  'resort.pay.cardCvc',
  'resort.pay.submit',
  'resort.pay.fix',
  'resort.pay.problem.name.required',
  'resort.pay.problem.number.invalid',
  'resort.pay.problem.expiry.invalid',
  'resort.pay.problem.expiry.past',
  'resort.pay.problem.cvc.invalid',
  'resort.pay.decline.insufficient_funds',
  'resort.pay.decline.expired_card',
  'resort.pay.decline.test_cards_only',
  'resort.pay.stepTitle',
  'resort.pay.stepBody',
  'resort.pay.approve',
  'resort.pay.cancelStep',
  'resort.pay.cancelled',
  'resort.pay.paidWith',
  'resort.pay.brand.visa',
  'resort.pay.brand.mastercard',
  'resort.pay.brand.amex',
  'resort.pay.brand.card',
  'resort.pay.paying',
  'resort.pay.failed',
] as const;

/** The checkout page: the hold, its countdown, Confirm and Cancel. */
export const RESORT_CHECKOUT_MESSAGES = [
  ...SHARED,
  'resort.missingProperty',
  'resort.needDates',
  'resort.yourStay',
  'resort.checkIn',
  'resort.checkOut',
  'resort.nights',
  'resort.total',
  'resort.placing',
  'resort.heldFor',
  'resort.holdNote',
  'resort.confirm',
  'resort.confirming',
  'resort.cancel',
  'resort.releasing',
  'resort.confirmed',
  'resort.reference',
  'resort.holdExpired',
  'resort.holdReleased',
  'resort.holdLeft',
  'resort.holdAgain',
  'resort.holdUnavailable',
  'resort.backToResort',
  'resort.moreResorts',
  // SPEC §3 currentGateway: the card that pays the hold, its problems, declines and confirmation step.
  ...PAY_MESSAGES,
] as const;
