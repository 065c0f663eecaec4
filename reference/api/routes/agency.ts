import { currentUser } from '../current-user.ts';
import { agentNavigation, customerNavigation } from '../../demo/navigation.ts';
import { LANGUAGE_OPTIONS } from '../../demo/languages.ts';
import { agencyRoute, ok, type Route } from '../router.ts';

/** SPEC §7 agency calls: agency data, About Us, FAQ, languages, navigation, payment gateway. */
export const agencyRoutes: Route[] = [
  agencyRoute('GET', '/api/agency', ({ agency }) => ok({ data: agency.agency })),
  // SPEC §3: about-us and faqs answer a list whose first item is used.
  agencyRoute('GET', '/api/agency/about-us', ({ agency }) => ok({ data: [agency.aboutUs] })),
  agencyRoute('GET', '/api/agency/faqs', ({ agency }) => ok({ data: [agency.faq] })),
  agencyRoute('GET', '/api/agency/languages', () => ok({ data: LANGUAGE_OPTIONS })),
  // SPEC §7, §2.11 (docs/decisions.md): the caller's navigation. A logged-in travel agent gets the
  // agent side navigation with their role's read flags; anyone else the customer navigation.
  agencyRoute('GET', '/api/agency/navigations', (ctx) => {
    const user = currentUser(ctx);
    return ok({ data: user?.isTravelAgent ? agentNavigation(ctx.agency, user) : customerNavigation(ctx.agency) });
  }),
  agencyRoute('GET', '/api/getCurrentPaymentGateway', ({ agency }) => ok({ data: agency.payment })),
];
