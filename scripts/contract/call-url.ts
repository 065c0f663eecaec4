/** The `{name}` parameters of an OpenAPI path template (src/contract/operation.ts `path`). */
export const templateParams = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The sample does not say what to put in a path parameter. */
export class MissingParamError extends Error {
  override name = 'MissingParamError';
}

/** `base` + the template with its parameters filled (percent-encoded) + the query. */
export function operationUrl(base: string, template: string, params: Record<string, string> = {}, query: Record<string, string> = {}): URL {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new MissingParamError(`sample lacks path parameter {${name}}`);
    return encodeURIComponent(value);
  });
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}
