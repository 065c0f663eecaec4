/**
 * SPEC §6 agency markup per service (SPEC §2.3 /settings/agency, Markup Settings): the share of a
 * deal's total that is the agency's, in percent. The demo deals are priced with these until an
 * agency saves its own (routes/agency-settings.ts); routes/deals.ts prices with the saved ones.
 */
export const MARKUP_SERVICES = ['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise', 'Resorts'] as const;
export type MarkupService = (typeof MARKUP_SERVICES)[number];

export interface Markup {
  service: MarkupService;
  percent: number;
}

export const DEFAULT_MARKUPS: readonly Markup[] = [
  { service: 'Hotels', percent: 8 },
  { service: 'Air Travel', percent: 8 },
  { service: 'Cars', percent: 7 },
  { service: 'Activities', percent: 10 },
  { service: 'Cruise', percent: 8 },
  { service: 'Resorts', percent: 8 },
];

/** The markup of one service as a share of the total (8 % → 0.08). */
export const markupShare = (markups: readonly Markup[], service: MarkupService): number =>
  (markups.find((m) => m.service === service) ?? DEFAULT_MARKUPS.find((m) => m.service === service)!).percent / 100;
