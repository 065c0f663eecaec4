/** src/build/money-tables-integration.ts: each language's money table block text, or null. */
declare module 'virtual:storefront/money-tables' {
  const tables: Readonly<Record<string, string | null>>;
  export default tables;
}
