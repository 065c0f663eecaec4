import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { SERVICES } from '../demo/offers.ts';
import { readJsonFile } from './json-file.ts';

/*
 * Bookings made at the reference remote apps' checkout. SPEC §7 lists no booking call;
 * the API keeps them in <dataDir>/bookings.json (atomic writes) so My Trips still lists them after
 * a restart, like accounts and business info.
 */

/**
 * A booking reference: two letters and 8 characters, or a resort service's hold reference (RS- and
 * 6 digits), which a confirmed resort stay keeps so that checkout and My Trips show the same one.
 */
export const BOOKING_REFERENCE = /^[A-Z]{2}-(?:[A-Z0-9]{8}|\d{6})$/;

const booking = z.object({
  reference: z.string().check(z.regex(BOOKING_REFERENCE)),
  agency: z.string(),
  userId: z.string(),
  service: z.enum(SERVICES),
  offerId: z.string(),
  title: z.string(),
  image: z.string(),
  location: z.string(),
  facts: z.array(z.object({ key: z.string(), value: z.string() })),
  startDate: z.string(),
  endDate: z.string(),
  price: z.object({ amount: z.number(), currency: z.string() }),
  /** The lead traveller and the e-mail the booking is sent to. */
  traveller: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** Everyone the search needs, lead first; a flight passenger with a date of birth. */
  travellers: z.optional(z.array(z.object({ firstName: z.string(), lastName: z.string(), dateOfBirth: z.optional(z.string()) }))),
  /** The approved payment: the brand and last four digits of the card, never more of it. */
  payment: z.optional(
    z.object({
      status: z.literal('paid'),
      gateway: z.string(),
      brand: z.string(),
      last4: z.string().check(z.regex(/^\d{4}$/)),
      /** Minor units of `currency` (integers): base + taxes = total. */
      charge: z.object({ currency: z.string(), base: z.number(), taxes: z.number(), total: z.number() }),
      paidAt: z.string(),
    }),
  ),
  correlationId: z.optional(z.string()),
  status: z.literal('confirmed'),
  createdAt: z.string(),
});
const bookingsFile = z.object({ bookings: z.array(booking) });

export type Booking = z.infer<typeof booking>;
/** A booking before it is stored: what POST /api/bookings (or a confirmed payment) hands to `add`. */
export type NewBooking = Omit<Booking, 'reference' | 'status' | 'createdAt'>;

const PREFIX: Record<Booking['service'], string> = { hotels: 'HT', flights: 'FL', cars: 'CR', activities: 'AC', cruise: 'CU', resort: 'RS' };
// No 0/O or 1/I: a reference is read out on the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReference(service: Booking['service']): string {
  const bytes = randomBytes(8);
  return `${PREFIX[service]}-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export type Bookings = ReturnType<typeof createBookings>;

export function createBookings(options: { file: string; write: (file: string, value: unknown) => Promise<void> }) {
  const all: Booking[] = readBookings(options.file);
  return {
    /** A user's bookings, newest first. */
    of: (agency: string, userId: string) => all.filter((b) => b.agency === agency && b.userId === userId).toReversed(),
    /** SPEC §2.11 Bookings: every booking of an agency, its agents' and its customers', newest first. */
    ofAgency: (agency: string) => all.filter((b) => b.agency === agency).toReversed(),
    find: (agency: string, userId: string, reference: string) => all.find((b) => b.reference === reference && b.agency === agency && b.userId === userId),
    /** Whether any user of any agency holds a booking with this reference. */
    has: (reference: string) => all.some((b) => b.reference === reference),
    /**
     * Stores a booking and resolves once it is on disk. A new reference unless one is given (a
     * confirmed resort hold keeps its own).
     */
    async add(input: NewBooking, now: number, reference = newReference(input.service)): Promise<Booking> {
      const created: Booking = { ...input, reference, status: 'confirmed', createdAt: new Date(now).toISOString() };
      all.push(created);
      await options.write(options.file, { bookings: all });
      return created;
    },
  };
}

function readBookings(file: string): Booking[] {
  return readJsonFile(file, bookingsFile)?.bookings ?? [];
}
