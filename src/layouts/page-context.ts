import { translator } from '../i18n/i18n.ts';
import type { PageProps } from '../site/site-data.ts';

/**
 * What every page of src/pages starts from (the props its getStaticPaths gave it): the site, the
 * language, the translator for it, and the agency when the API knows one (SPEC §4, §8).
 */
export function pageContext(props: PageProps) {
  const { site, language } = props;
  return { site, language, t: translator(language), agency: site.kind === 'agency' ? site.agency : undefined };
}
