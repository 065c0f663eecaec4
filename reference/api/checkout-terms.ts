import type { Offer, Service } from '../demo/offers.ts';
import { minorDigits } from '../rules/payment-rules.js';

/*
 * What a checkout shows beside the total (SPEC §3 hotel deals name baseRate and taxAndFee): the
 * price split into base and taxes and fees, and the offer's cancellation policy. Money is in the
 * currency's minor units (integers), so base + taxes is the total to the cent, in every currency.
 */

/** The share of a total that is taxes and fees, by service (the reference API's own figures). */
const TAX_SHARE: Record<Service, number> = { hotels: 0.12, flights: 0.15, cars: 0.1, activities: 0.08, cruise: 0.18, resort: 0.12 };

/** A total in minor units split into base and taxes and fees. */
export interface Charge {
  currency: string;
  base: number;
  taxes: number;
  total: number;
}

/** The charge of a USD total in `currency` at `rate`: the total rounds once, to the currency's minor unit. */
export function chargeOf(service: Service, usd: number, currency: string, rate: number): Charge {
  const total = Math.round(usd * rate * 10 ** minorDigits(currency));
  const share = TAX_SHARE[service];
  const taxes = Math.round((total * share) / (1 + share));
  return { currency, base: total - taxes, taxes, total };
}

/** The amount of a charge as the API's `price.amount` (major units; exact for 0–3 minor digits). */
export const amountOf = (charge: Charge) => charge.total / 10 ** minorDigits(charge.currency);

/**
 * An offer's cancellation policy: free (full refund) or partial (percent refunded) until a day,
 * or none. The remote app words it in the visitor's language.
 */
export type CancellationPolicy = { kind: 'free'; until: string } | { kind: 'partial'; percent: number; until: string } | { kind: 'none' };

/** Days before the start a free or partial cancellation ends, by service. */
const NOTICE_DAYS: Record<Service, number> = { hotels: 2, flights: 7, cars: 1, activities: 1, cruise: 30, resort: 3 };

/** The same policy for the same offer every time: derived from the id, like the offer itself. */
export function cancellationOf(offer: Pick<Offer, 'id' | 'service' | 'startDate' | 'facts'>): CancellationPolicy {
  const until = new Date(Date.parse(offer.startDate) - NOTICE_DAYS[offer.service] * 86_400_000).toISOString().slice(0, 10);
  if (offer.service === 'activities') {
    return offer.facts.some((f) => f.key === 'freeCancellation' && f.value === 'yes') ? { kind: 'free', until } : { kind: 'none' };
  }
  const kind = [...offer.id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 3;
  if (kind === 0) return { kind: 'free', until };
  if (kind === 1) return { kind: 'partial', percent: offer.service === 'flights' ? 70 : 50, until };
  return { kind: 'none' };
}
