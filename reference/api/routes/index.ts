import type { Route } from '../router.ts';
import { accountRoutes } from './account.ts';
import { agencyRoutes } from './agency.ts';
import { agencyUserRoutes } from './agency-users.ts';
import { backOfficeRoutes } from './back-office.ts';
import { agencySettingRoutes } from './agency-settings.ts';
import { bookingRoutes } from './bookings.ts';
import { businessInfoRoutes } from './business-info.ts';
import { countryRoutes } from './countries.ts';
import { cruiseRoutes } from './cruise.ts';
import { currencyRoutes } from './currency.ts';
import { dealRoutes } from './deals.ts';
import { flightServiceRoutes } from './flight-service.ts';
import { geolocationRoutes } from './geolocation.ts';
import { healthRoutes } from './health.ts';
import { hotelServiceRoutes } from './hotel-service.ts';
import { idpRoutes } from './idp.ts';
import { mediaRoutes } from './media.ts';
import { offerRoutes } from './offers.ts';
import { paymentRoutes } from './payments.ts';
import { proposalRoutes } from './proposals.ts';
import { remoteRoutes } from './remotes.ts';
import { resortServiceRoutes } from './resort-service.ts';
import { suggestionRoutes } from './suggestions.ts';
import { userRoutes } from './user.ts';
import { websiteSettingsRoutes } from './website-settings.ts';

/** Every route of the reference API, by domain. */
export const ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...agencyRoutes,
  ...businessInfoRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...geolocationRoutes,
  ...countryRoutes,
  ...currencyRoutes,
  ...dealRoutes,
  ...suggestionRoutes,
  ...cruiseRoutes,
  ...offerRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...agencyUserRoutes,
  ...backOfficeRoutes,
  ...agencySettingRoutes,
  ...hotelServiceRoutes,
  ...flightServiceRoutes,
  ...resortServiceRoutes,
  ...mediaRoutes,
  ...remoteRoutes,
  ...idpRoutes,
  ...proposalRoutes,
  ...websiteSettingsRoutes,
];
