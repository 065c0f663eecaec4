import type { Operation } from '../operation.ts';
import { accountOperations } from './account.ts';
import { agencyOperations } from './agency.ts';
import { agentSettingOperations } from './agent-settings.ts';
import { backOfficeOperations } from './back-office.ts';
import { bookingOperations } from './bookings.ts';
import { dealOperations } from './deals.ts';
import { listOperations } from './lists.ts';
import { offerOperations } from './offers.ts';
import { serviceOperations } from './services.ts';
import { suggestionOperations } from './suggestions.ts';
import { visitorOperations } from './visitor.ts';

export { TAGS, type TagName } from './tags.ts';

/**
 * Every call of the agency API the storefront and the reference apps make (SPEC §7 and the
 * storefront's proposals), by domain, in the reference page's order.
 */
export const OPERATIONS: readonly Operation[] = [
  ...agencyOperations,
  ...accountOperations,
  ...visitorOperations,
  ...listOperations,
  ...dealOperations,
  ...suggestionOperations,
  ...serviceOperations,
  ...offerOperations,
  ...bookingOperations,
  ...backOfficeOperations,
  ...agentSettingOperations,
];
