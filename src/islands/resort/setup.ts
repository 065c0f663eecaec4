import type { Messages } from '../../i18n/island.ts';
import type { Language } from '../../i18n/languages.ts';
import type { ResortPaths } from '../../resort/query.ts';

/** What the build gives every resort island (src/components/ResortPage.astro). */
export interface ResortIslandProps {
  /** SPEC §7 resort service base URL. */
  serviceUrl: string;
  language: Language;
  /** The four resort pages in the page language. */
  paths: ResortPaths;
  messages: Messages;
}
