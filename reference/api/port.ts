/** The port the demo sites' pages call the reference API on: API_PORT, default 4500. */
export const DEFAULT_PORT = 4500;

export function referenceApiPort(): number {
  return Number(process.env.API_PORT ?? DEFAULT_PORT);
}
