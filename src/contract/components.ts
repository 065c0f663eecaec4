import type { $ZodType } from 'zod/v4/core';
import { accountProfileSchema } from '../api/account.ts';
import { holdPaymentSchema, pendingPaymentSchema, chargeSchema } from '../api/booking-payment.ts';
import { businessInfoSchema } from '../api/business-info.ts';
import { countrySchema, enabledCountrySchema } from '../api/countries.ts';
import { shipLineSchema } from '../api/cruise.ts';
import { currencyOptionSchema } from '../api/currency.ts';
import { activityDealSchema, carDealSchema, dealRatesSchema, hotelDealSchema, hotelDealV2Schema } from '../api/deals/shapes.ts';
import { navigationItemSchema } from '../api/navigation.ts';
import { currentPaymentSchema } from '../api/payment.ts';
import { availabilitySchema, holdSchema, regionSchema, resortDealSchema, resortSuggestionSchema } from '../api/resort-service.ts';
import { activityDestinationSchema, airportSchema, carLocationSchema, locationSuggestionSchema } from '../api/suggestions.ts';
import { userProfileSchema } from '../api/user.ts';
import { agencySchema } from '../tenant/agency.ts';
import { aboutUsSchema, faqSchema } from '../tenant/content.ts';
import { errorEnvelope } from './error-envelope.ts';
import { agencyBookingSchema, paymentLinkSchema } from './schemas/back-office.ts';
import { bookingSchema, paymentSchema } from './schemas/bookings.ts';
import { cancellationSchema, moneySchema, offerSchema } from './schemas/offers.ts';
import { proposalSchema, proposalViewSchema, searchRecordSchema } from './schemas/proposals.ts';
import { markupSchema, websiteSettingsSchema } from './schemas/settings.ts';

/**
 * The schemas the document names (`#/components/schemas/<name>`): the records several calls share,
 * so a reader meets each once. Any other schema is written where it is used.
 */
export const COMPONENTS: Readonly<Record<string, $ZodType>> = {
  Error: errorEnvelope,
  Agency: agencySchema,
  AboutUs: aboutUsSchema,
  Faq: faqSchema,
  NavigationItem: navigationItemSchema,
  BusinessInfo: businessInfoSchema,
  CurrentPayment: currentPaymentSchema,
  UserProfile: userProfileSchema,
  AccountProfile: accountProfileSchema,
  Country: countrySchema,
  EnabledCountry: enabledCountrySchema,
  CurrencyOption: currencyOptionSchema,
  ShipLine: shipLineSchema,
  DealRates: dealRatesSchema,
  HotelDeal: hotelDealSchema,
  HotelDealV2: hotelDealV2Schema,
  ActivityDeal: activityDealSchema,
  CarDeal: carDealSchema,
  LocationSuggestion: locationSuggestionSchema,
  CarLocation: carLocationSchema,
  ActivityDestination: activityDestinationSchema,
  Airport: airportSchema,
  ResortSuggestion: resortSuggestionSchema,
  ResortDeal: resortDealSchema,
  ResortAvailability: availabilitySchema,
  Hold: holdSchema,
  Region: regionSchema,
  Money: moneySchema,
  Charge: chargeSchema,
  Cancellation: cancellationSchema,
  Offer: offerSchema,
  Payment: paymentSchema,
  PendingPayment: pendingPaymentSchema,
  HoldPayment: holdPaymentSchema,
  Booking: bookingSchema,
  AgencyBooking: agencyBookingSchema,
  SearchRecord: searchRecordSchema,
  Proposal: proposalSchema,
  ProposalView: proposalViewSchema,
  PaymentLink: paymentLinkSchema,
  Markup: markupSchema,
  WebsiteSettings: websiteSettingsSchema,
};
