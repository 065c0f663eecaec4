import type { TFunction } from 'i18next';
import type { Language } from '../i18n/languages.ts';
import type { BookingService } from '../tenant/agency.ts';

/**
 * The home hero's line naming what the agency sells: only its active services (SPEC §2.6),
 * in the fixed menu order, joined the way the page language joins a list
 * ("hotels, cars and activities", «Hotels, Mietwagen und Aktivitäten», «الفنادق والسيارات»).
 * The sentence is an imperative in every language, so no participle has to agree with the list.
 */
export function heroServicesLine(services: readonly BookingService[], language: Language, t: TFunction, agency: string): string {
  if (!services.length) return t('home.heroSubtitleNoServices', { agency });
  const names = services.map((service) => t(`home.heroServices.${service}`));
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
  return t('home.heroSubtitle', { services: list, agency });
}
