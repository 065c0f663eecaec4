import { customerNavigation } from '../demo/navigation.ts';
import { LANGUAGE_OPTIONS } from '../demo/languages.ts';
import { agencyRoute, ok, type Route } from '../router.ts';

/** SPEC §7 agency calls: agency data, About Us, FAQ, languages, navigation, payment gateway. */
export const agencyRoutes: Route[] = [
  agencyRoute('GET', '/api/agency', ({ agency }) => ok({ data: agency.agency })),
  // SPEC §3: about-us and faqs answer a list whose first item is used.
  agencyRoute('GET', '/api/agency/about-us', ({ agency }) => ok({ data: [agency.aboutUs] })),
  agencyRoute('GET', '/api/agency/faqs', ({ agency }) => ok({ data: [agency.faq] })),
  agencyRoute('GET', '/api/agency/languages', () => ok({ data: LANGUAGE_OPTIONS })),
  agencyRoute('GET', '/api/agency/navigations', ({ agency }) => ok({ data: customerNavigation(agency) })),
  agencyRoute('GET', '/api/getCurrentPaymentGateway', ({ agency }) => ok({ data: agency.payment })),
];
