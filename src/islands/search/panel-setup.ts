import type { Messages } from '../../i18n/island.ts';
import type { Language } from '../../i18n/languages.ts';
import type { SearchService } from '../../search/query.ts';
import type { Handoff } from './handoff.ts';

/** What the build knows of a page's panels (props of the island, plain data). */
export interface PanelSetup {
  /** The search route of each service in the page's language, v2 when the agency's flag is on. */
  actions: Partial<Record<SearchService, string>>;
  /** The remote app that draws each service's results: the panel marks it for prefetch (src/client/prefetch.ts). */
  apps: Partial<Record<SearchService, string>>;
  /** SPEC §2.5, §7: a v2 hotel agency asks the hotel service's /autocomplete for destinations. */
  hotelsV2: boolean;
  hotelServiceUrl: string;
  /** SPEC §2.5, §7: a v2 flights agency asks the flight service's /autocomplete for airports. */
  flightsV2: boolean;
  flightServiceUrl: string;
  /** The page language: the calendars' locale (src/search/widget-locale.ts) and week start. */
  language: Language;
}

export interface PanelProps {
  setup: PanelSetup;
  messages: Messages;
  handoff: Handoff;
}
