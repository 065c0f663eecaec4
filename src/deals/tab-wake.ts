/*
 * What else, besides a person reaching for it, wakes a `client:interact` island. Kept apart from
 * the stores so the directive (inlined in every page that uses it) stays a few hundred bytes.
 */

/**
 * Sent on window by the Product Deals store when the visitor picks a deal tab. The home page's
 * search tabs follow the deals' tab, so they wake to follow it.
 */
export const DEAL_TAB_EVENT = 'storefront:deal-tab';

/** `client:interact="deal-tab"`: also wake on a deal-tab choice, or at once when the address names a tab (SPEC §2.2 `tab`). */
export const WAKE_ON_DEAL_TAB = 'deal-tab';
