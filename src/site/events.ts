import type { Country, EnabledCountry } from '../api/countries.ts';
import type { CurrencyOption, ExchangeRates } from '../api/currency.ts';
import type { UserProfile } from '../api/user.ts';
import type { Permissions, Role } from '../roles/permissions.ts';
import type { PublicAgency } from './page-data.ts';

/*
 * SPEC §1: the shell and the remote sub-applications share events for user, agency, currencies
 * and countries. They are DOM CustomEvents dispatched on `window`, the one object the shell and a
 * separately built remote both see; the payload is the event's `detail`. The names live here
 * only, and remote apps receive this same map in their mount context (src/site/remote-apps.ts).
 */

export const SHELL_EVENTS = {
  /** The signed-in user changed (log-in, log-out, profile loaded). */
  user: 'storefront:user',
  /** The agency data is known or changed. */
  agency: 'storefront:agency',
  /** The enabled currencies or their exchange rates are known. */
  currencies: 'storefront:currencies',
  /** The visitor picked another currency (SPEC §4 Currency: "broadcasts an event"). */
  currency: 'storefront:currency',
  /** The country lists are known. */
  countries: 'storefront:countries',
} as const;

export type ShellEventName = (typeof SHELL_EVENTS)[keyof typeof SHELL_EVENTS];

/** `storefront:user`: sent once the visitor is known (anonymous too) and on every change after. */
export interface UserEventDetail {
  /** SPEC §3: the access-token cookie is present. */
  loggedIn: boolean;
  /** success: the profile is known; failure: logged in, but the profile call failed. */
  status: 'anonymous' | 'success' | 'failure';
  profile: UserProfile | null;
  role: Role;
  /** SPEC §6, derived from the profile and the agency (src/roles/permissions.ts). */
  permissions: Permissions;
}

/** `storefront:currencies`: sent when the enabled currencies or the rates settle (each may be empty after a failure). */
export interface CurrenciesEventDetail {
  currencies: CurrencyOption[];
  /** Units per USD by code (SPEC §3). */
  rates: ExchangeRates['rates'];
}

/** `storefront:currency`: the selected currency and its rate, sent at start and on each change. */
export interface CurrencyEventDetail {
  currency: string;
  /** Units of the currency per USD (SPEC §3); undefined while, or when, rates are unavailable. */
  rate: number | undefined;
}

/** `storefront:countries`: sent when both country lists have settled (a failed one is empty). */
export interface CountriesEventDetail {
  /** SPEC §7 GET /api/code. */
  countries: Country[];
  /** SPEC §7 GET /api/admin/country/enable. */
  enabledCountries: EnabledCountry[];
}

/** The detail each shared event carries. */
export interface ShellEventDetails {
  'storefront:user': UserEventDetail;
  /** SPEC §3 agency data, public fields only (no agency HTML): src/site/page-data.ts. */
  'storefront:agency': PublicAgency;
  'storefront:currencies': CurrenciesEventDetail;
  'storefront:currency': CurrencyEventDetail;
  'storefront:countries': CountriesEventDetail;
}

const NAMES = Object.values(SHELL_EVENTS) as ShellEventName[];

export function isShellEventName(value: unknown): value is ShellEventName {
  return typeof value === 'string' && (NAMES as string[]).includes(value);
}

/*
 * A remote app mounts after the shell may already have announced the user or the currency, so the
 * last detail of each event is kept. Recording listens on window rather than wrapping the emitter,
 * so an event dispatched by any code (or by another copy of this module) is seen too.
 */
const latest = new Map<ShellEventName, unknown>();
if (typeof window !== 'undefined') {
  for (const name of NAMES) window.addEventListener(name, (event) => latest.set(name, (event as CustomEvent).detail));
}

/**
 * Announces a shared event to the shell's islands and every mounted remote app. `target` is for
 * tests; the page's events go to window, where the remotes listen and `latest` records.
 */
export function emitShellEvent<Name extends ShellEventName>(name: Name, detail: ShellEventDetails[Name], target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to a shared event; returns the function that stops listening. */
export function onShellEvent(name: ShellEventName, listener: (detail: unknown) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}

/** The detail of the last such event seen on this page, or undefined if none was sent yet. */
export function latestShellEvent(name: ShellEventName): unknown {
  return latest.get(name);
}
