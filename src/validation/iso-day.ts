const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A local calendar date as YYYY-MM-DD. A module of its own: the deal links of the home page's
 * first load need this alone, not the search panels' date rules (dates.ts).
 */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
