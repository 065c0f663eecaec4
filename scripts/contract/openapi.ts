import * as z from 'zod/mini';
import { toJSONSchema, type $ZodType, type JSONSchema } from 'zod/v4/core';
import { COMPONENTS } from '../../src/contract/components.ts';
import { LANGUAGES } from '../../src/contract/languages.ts';
import type { Operation } from '../../src/contract/operation.ts';
import { OPERATIONS, TAGS } from '../../src/contract/operations/index.ts';

/*
 * The registry (src/contract/operations) as an OpenAPI 3.1 document: a pure function, written to
 * docs/api/openapi.json by write.ts and checked against it by openapi.test.ts. Schemas go through
 * zod's own JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1), from their input side:
 * what a parser accepts is what travels on the wire, for a request and for an answer alike.
 */

/** The contract's version: raise the major on a change an agency API must follow. */
export const CONTRACT_VERSION = '1.0.0';

/** The reference API's address when `npm start` or `npm run api` runs it (reference/api/port.ts). */
export const REFERENCE_API_URL = 'http://localhost:4500';

type Json = JSONSchema.BaseSchema;
type Document = Record<string, unknown>;

const COMPONENT_REF = '#/components/schemas/';
/** Registry ids of the schemas that are written in place rather than named. */
const INLINE = '__inline_';

const DESCRIPTION = `The calls a white-label travel storefront makes to its agency's backend (SPEC §7), written once for three readers:

- **an agency backend team**, who implement these calls so that the storefront, its remote booking apps and the agent area work against their API;
- **storefront developers**, for whom the schemas here are the very zod schemas the storefront parses with (\`src/api\`, \`src/contract\`);
- **the live checker** (\`npm run contract\`), which sends each call's sample to an agency API and holds its answer to this document.

**The agency** is named by the request's \`Origin\` header: the first label of the site's host is the agency subdomain (\`https://sunny.example.com\` names \`sunny\`). A browser sends it itself; the static build sets it. An Origin that names no agency gets 404 \`Agency not found\`, and only an agency's own site origins are granted CORS.

**Every call** carries the SPEC §7 headers \`x-session-id\`, \`x-language\` and \`x-time-zone\`, and \`Authorization: Bearer <token>\` when the visitor is logged in. A 401 from the main API or the flight service logs the visitor out (SPEC §4).

**Errors** answer \`{ "message": "…" }\` in the request's \`x-language\` where the API has it; a 400 also names each field at fault in \`errors\` (\`{ "card.number": ["…"] }\`), so a form can show each message at its field (SPEC §8).

**The hotel, flight and resort services** are separate backends (SPEC §7); their paths here start with their default mounts on the agency API (\`/hotel-service\`, \`/flight-service\`, \`/resort-service\`), which a tenant's \`hotelServiceUrl\`, \`flightServiceUrl\` and \`resortServiceUrl\` replace.

Calls and fields SPEC does not define are the storefront's proposals: each says why in \`x-storefront-proposal\`; \`x-spec\` names the SPEC section a call comes from, and \`x-writes\` marks a call that changes state.`;

/** SPEC §7 request headers, as reusable parameters. */
const HEADER_PARAMETERS = {
  Origin: {
    name: 'Origin',
    in: 'header',
    required: true,
    description: "The tenant site's origin: its first host label names the agency (SPEC §7). Browsers send it; the static build sets it.",
    schema: { type: 'string', format: 'uri', examples: ['https://sunny.example.com'] },
  },
  SessionId: {
    name: 'x-session-id',
    in: 'header',
    required: false,
    description: 'SPEC §4 Start-up: the visitor session id, kept in a cookie; the page query parameter `xsessionid` overrides it.',
    schema: { type: 'string' },
  },
  Language: {
    name: 'x-language',
    in: 'header',
    required: false,
    description: 'SPEC §1, §7: the page language; error messages are worded in it where the API has them.',
    schema: { type: 'string', enum: [...LANGUAGES] },
  },
  TimeZone: {
    name: 'x-time-zone',
    in: 'header',
    required: false,
    description: "SPEC §7: the visitor's IANA time zone, e.g. `Europe/Berlin`.",
    schema: { type: 'string', examples: ['Europe/Berlin'] },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'One charge per checkout: a key the page makes for one payment attempt (a UUID). The same key from the same user with the same request (method, path, body) answers the first answer again, status and body byte for byte, with `Idempotent-Replayed: true`, and charges and stores nothing more; the key with another request is 422; while the first request is still being answered, 409 with `Retry-After`. Answers are kept at least 24 hours. Without a key, every request is carried out.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]+$', examples: ['5f0c6a57-3c0e-4d7c-9a55-0b0c1f6f2e11'] },
    'x-storefront-proposal':
      'SPEC §7 lists no payment call, so nothing in it stops a double click, a network retry, a refresh or Back and Pay again from charging twice: payment APIs take an idempotency key for this (Stripe, the IETF httpapi Idempotency-Key draft), and the checkout sends one per attempt.',
  },
  AuthOptional: {
    name: 'x-auth-optional',
    in: 'header',
    required: false,
    description: 'SPEC §6 optional-auth marker: sent with no bearer token on a call where a log-in is optional (a payment-gateway lookup, a payment link, a proposal).',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

const headerRef = (name: keyof typeof HEADER_PARAMETERS) => ({ $ref: `#/components/parameters/${name}` });

/** Formats whose pattern is zod's own spelling of the format: the format alone says it. */
const SELF_DESCRIBED_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'uuid']);

/**
 * A pattern with the `i` flag as JSON Schema has no flags: each letter matches both cases
 * (`[0-9a-f]` → `[0-9a-fA-F]`, `x` → `[xX]`).
 */
export function caselessPattern(source: string): string {
  let out = '';
  let inClass = false;
  const letter = (c: string | undefined) => c !== undefined && /[a-z]/i.test(c);
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[++i] ?? '');
    } else if (inClass) {
      if (c === ']') inClass = false;
      if (letter(c) && source[i + 1] === '-' && letter(source[i + 2])) {
        const end = source[i + 2]!;
        out += `${c.toLowerCase()}-${end.toLowerCase()}${c.toUpperCase()}-${end.toUpperCase()}`;
        i += 2;
      } else out += letter(c) ? c.toLowerCase() + c.toUpperCase() : c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else out += letter(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
  }
  return out;
}

/**
 * Adjusts zod's JSON Schema of one schema: caseless patterns, no pattern beside a standard format,
 * and a boolean read from text (`z.stringbool`, a query flag) as the two words a client sends.
 */
function tidy(zodSchema: $ZodType, json: Json): void {
  if (typeof json.format === 'string' && SELF_DESCRIBED_FORMATS.has(json.format)) delete json.pattern;
  const def = zodSchema._zod.def as { type: string; in?: $ZodType; out?: $ZodType };
  if (def.type === 'pipe' && def.in?._zod.def.type === 'string' && def.out?._zod.def.type === 'boolean') json.enum = ['true', 'false'];
  const checks = (zodSchema._zod.def as { checks?: { _zod: { def: { pattern?: unknown } } }[] }).checks ?? [];
  for (const check of checks) {
    const pattern = check._zod.def.pattern;
    if (pattern instanceof RegExp && pattern.flags.includes('i') && json.pattern === pattern.source) json.pattern = caselessPattern(pattern.source);
  }
}

/** The JSON Schemas of every schema the operations use, named ones as `$ref`s to components. */
function convertSchemas(operations: readonly Operation[]) {
  const registry = z.registry<{ id: string }>();
  const named = new Map<$ZodType, string>();
  for (const [name, schema] of Object.entries(COMPONENTS)) {
    registry.add(schema, { id: name });
    named.set(schema, name);
  }
  const inline = new Map<$ZodType, string>();
  const idOf = (schema: $ZodType) => {
    let id = named.get(schema) ?? inline.get(schema);
    if (!id) {
      id = `${INLINE}${inline.size}`;
      inline.set(schema, id);
      registry.add(schema, { id });
    }
    return id;
  };
  for (const op of operations) {
    for (const schema of [op.params, op.query, op.body, ...Object.values(op.answers).map((a) => a.schema)]) if (schema) idOf(schema);
  }

  const { schemas } = toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => COMPONENT_REF + id,
    override: ({ zodSchema, jsonSchema }) => tidy(zodSchema, jsonSchema),
  }) as { schemas: Record<string, Json> };

  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  // A schema written in place that another one holds is put there whole.
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT_REF + INLINE)) return resolve(schemas[ref.slice(COMPONENT_REF.length)]);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  const jsonOf = (schema: $ZodType): Json => {
    const id = idOf(schema);
    return id.startsWith(INLINE) ? (resolve(schemas[id]) as Json) : { $ref: COMPONENT_REF + id };
  };
  const components = Object.fromEntries([...named.values()].map((name) => [name, resolve(schemas[name]) as Json]));
  return { jsonOf, components };
}

/** The properties of an object schema as OpenAPI parameters `in` path or query. */
function parametersOf(schema: Json, location: 'path' | 'query') {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as Json;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const SECURITY: Record<Operation['auth'], unknown[]> = {
  origin: [],
  none: [],
  token: [{ bearer: [] }],
  // Either no credentials or a bearer token (OpenAPI: an empty requirement makes it optional).
  optional: [{}, { bearer: [] }],
};

function operationObject(op: Operation, jsonOf: (schema: $ZodType) => Json) {
  const main = op.service === 'main';
  const parameters: unknown[] = [
    ...(main ? [headerRef('Origin')] : []),
    headerRef('SessionId'),
    headerRef('Language'),
    headerRef('TimeZone'),
    ...(op.auth === 'optional' ? [headerRef('AuthOptional')] : []),
    ...(op.idempotent ? [headerRef('IdempotencyKey')] : []),
    ...(op.params ? parametersOf(jsonOf(op.params), 'path') : []),
    ...(op.query ? parametersOf(jsonOf(op.query), 'query') : []),
  ];
  const responses = Object.fromEntries(
    Object.entries(op.answers).map(([status, { description, schema }]) => {
      const body = schema ? jsonOf(schema) : Number(status) >= 400 ? { $ref: `${COMPONENT_REF}Error` } : undefined;
      return [status, { description, ...(body ? { content: { 'application/json': { schema: body } } } : {}) }];
    }),
  );
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    parameters,
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonOf(op.body) } } } } : {}),
    responses,
    security: SECURITY[op.auth],
    ...(op.spec ? { 'x-spec': op.spec } : {}),
    ...(op.proposal ? { 'x-storefront-proposal': op.proposal } : {}),
    ...(op.writes ? { 'x-writes': true } : {}),
  };
}

/** The OpenAPI 3.1 document of `operations`. */
export function openApiDocument(operations: readonly Operation[] = OPERATIONS): Document {
  const { jsonOf, components } = convertSchemas(operations);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op, jsonOf);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency API for the storefront',
      version: CONTRACT_VERSION,
      summary: 'What an agency backend answers so that the white-label storefront works against it.',
      description: DESCRIPTION,
    },
    servers: [
      { url: '/', description: "The tenant's agency API (tenants/<id>.json `apiUrl`; `AGENCY_API_URL` overrides it)." },
      { url: REFERENCE_API_URL, description: 'The reference API: the demo stand-in that `npm start` runs, with its demo agencies and test-mode gateway.' },
    ],
    tags: TAGS.map((tag) => ({ ...tag })),
    paths,
    components: {
      schemas: components,
      parameters: HEADER_PARAMETERS,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token of POST /api/user/login or sign-up, which the storefront keeps in its access-token cookie (SPEC §3).',
        },
      },
    },
  };
}
