import type { AstroIntegration } from 'astro';
import { LANGUAGES } from '../i18n/languages.ts';
import { moneyTableJson } from './money-table.ts';

/** The module src/components/MoneyTable.astro reads the tables from (src/build/money-tables.d.ts). */
export const MONEY_TABLES_MODULE = 'virtual:storefront/money-tables';
const RESOLVED = `\0${MONEY_TABLES_MODULE}`;

/** The module's source: each language's money table block text, or null where it has none. */
export function moneyTablesSource(languages: readonly string[] = LANGUAGES): string {
  return `export default ${JSON.stringify(Object.fromEntries(languages.map((language) => [language, moneyTableJson(language) ?? null])))};`;
}

/**
 * The money tables (src/build/money-table.ts) are made while Vite bundles the code, so
 * they sit in the kept render bundle as constants: a rebuild of one agency's pages does not ask
 * Intl about every currency again (25–90 ms a language on this machine).
 */
export function storefrontMoneyTables(): AstroIntegration {
  return {
    name: 'storefront-money-tables',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'storefront-money-tables',
                resolveId: (id: string) => (id === MONEY_TABLES_MODULE ? RESOLVED : undefined),
                load: (id: string) => (id === RESOLVED ? moneyTablesSource() : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
