/** The reference page's groups, in its order; every operation's `tag` is one of these names. */
export const TAGS = [
  { name: 'Agency', description: 'SPEC §3 agency data, its pages and navigation: what every storefront page is built from. The agency is named by the request Origin.' },
  { name: 'User and account', description: 'Log-in, the user profile and language (SPEC §3, §4, §7), and the sign-up, password and e-mail verification calls the storefront proposes.' },
  { name: 'Lists', description: 'SPEC §3 other lists: countries, enabled countries and currencies, exchange rates, cruise ship lines.' },
  { name: 'Deals', description: 'SPEC §2.6 Product Deals of the home page: the hotel, activity and car deal searches of SPEC §7.' },
  { name: 'Suggestions', description: 'SPEC §3 auto-suggest results for the search panels; on failure the storefront shows `Failed to fetch suggestions` (SPEC §8).' },
  { name: 'Hotel service', description: 'SPEC §7 hotel service client: its own backend (a tenant `hotelServiceUrl`), by default mounted at `/hotel-service` of the agency API. No agency token.' },
  { name: 'Flight service', description: 'SPEC §7 flight service client: its own backend (a tenant `flightServiceUrl`), by default mounted at `/flight-service`. A 401 logs the visitor out (SPEC §4).' },
  { name: 'Resort service', description: 'SPEC §7 resort service client: its own backend (a tenant `resortServiceUrl`), by default mounted at `/resort-service`. Holds belong to the traveller whose token placed or paid them.' },
  { name: 'Offers', description: 'Search results and details of the booking pages (SPEC §2.3), priced in the asked currency. Proposed by the storefront: SPEC §7 names no result call.' },
  { name: 'Bookings and payments', description: "Booking an offer through the agency's payment gateway (SPEC §3 currentGateway), paying a resort hold, and My Trips. Proposed by the storefront: SPEC §7 names no booking call." },
  { name: 'Back office', description: "The travel agents' area (SPEC §2.3, §2.11): Command Center, bookings, clients and agents, proposals, searches and payment links. Each call needs the read flag of its page." },
  { name: 'Agent settings', description: 'The agent area settings (SPEC §2.3, §2.11): markup, theme, payment gateway, booking menu, profile and website content. Each call needs the read flag of its page.' },
  { name: 'Visitor', description: 'SPEC §3 user flags the storefront asks the API for: the visitor geolocation.' },
] as const;

export type TagName = (typeof TAGS)[number]['name'];
