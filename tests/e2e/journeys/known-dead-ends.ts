import type { Failure, FailureKind } from './detectors.ts';
import type { VisitorKind } from './visitors.ts';

/*
 * The dead ends the journey crawler finds on the demo sites today, listed so that the crawl can
 * pass while they are being fixed. Each entry names who meets it (tenant, visitor), the link's
 * route and the exact symptom. A listed dead end is expected; one that no longer happens fails
 * its journey, so the list can only shrink: remove an entry once its dead end is gone.
 */

export interface KnownDeadEnd {
  /** Why the visitor is stuck, in a few words (the cause, not the fix). */
  cause: string;
  tenants: readonly string[];
  visitors: readonly VisitorKind[];
  /** The route of the link the visitor followed (no language prefix), or the search panel's service. */
  link: RegExp;
  kind: FailureKind;
  /** The failure's text, as the crawler writes it. */
  symptom: RegExp;
}

/** None today: the crawl of every demo site finds no dead end. */
export const KNOWN_DEAD_ENDS: readonly KnownDeadEnd[] = [];

/** Whether a failure of a journey is the listed dead end. */
export function isKnown(entry: KnownDeadEnd, tenant: string, visitor: VisitorKind, failure: Failure): boolean {
  return entry.tenants.includes(tenant) && entry.visitors.includes(visitor) && entry.kind === failure.kind && entry.link.test(failure.link) && entry.symptom.test(failure.problem);
}

/** The entries that apply to a journey: each must be met there. */
export const deadEndsOf = (tenant: string, visitor: VisitorKind): KnownDeadEnd[] =>
  KNOWN_DEAD_ENDS.filter((entry) => entry.tenants.includes(tenant) && entry.visitors.includes(visitor));
