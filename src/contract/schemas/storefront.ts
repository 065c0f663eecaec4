/*
 * The request and record schemas an agency API validates with: the very zod schemas the storefront
 * parses and sends with (src/api, src/tenant), so a backend that follows them answers what the
 * storefront reads. docs/api/openapi.json is generated from the same schemas (operations/). The
 * reference backend (reference/) reaches the storefront only through src/contract.
 */
// zod's English messages for checks that carry none, read in 400 answers and build output.
import '../../tenant/issue-messages.ts';

export { ACCOUNT_MESSAGES, accountPaths, forgotPasswordRequest, resetPasswordRequest, signupRequest, verifyEmailRequest } from '../../api/account.ts';
export { type AgencyInput, agencySchema, BOOKING_SERVICES, type BookingService } from '../../tenant/agency.ts';
export { type BusinessInfo, businessInfoSchema, businessInfoSubmit } from '../../api/business-info.ts';
export { activitySearchRequest, carSearchRequest, hotelSearchRequest } from '../../api/deals/search-requests.ts';
export { availabilityQuery, holdCheckQuery, holdRequest, hotelServiceDealsQuery, itineraryUpdateRequest, keyQuery, regionsQuery, resortDealsQuery, resortDealsRequest } from '../../api/service-requests.ts';
export { suggestRequest } from '../../api/suggestions.ts';
export { languageSaveRequest, loginRequest } from '../../api/user.ts';
export { currentPaymentSchema } from '../../api/payment.ts';
export { aboutUsSchema, FAQ_QUESTION_MIN_EXCLUSIVE, faqSchema } from '../../tenant/content.ts';
