/** SPEC §9 Nav order; these are the booking menu titles the backend uses. */
export const BOOKING_SERVICES = ['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise'] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];
