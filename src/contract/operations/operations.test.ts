import { describe, expect, it } from 'vitest';
import { safeParse, toJSONSchema, type $ZodType } from 'zod/v4/core';
import type { Operation } from '../operation.ts';
import { fillSample, placeholdersIn, samplePlaceholders, valueAt } from '../sample.ts';
import { OPERATIONS, TAGS } from './index.ts';

/* The registry's own rules (operation.ts): what the generator and the live checker rely on. */

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
const templateParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
/** The keys of an object schema (z.object / z.looseObject), from its definition. */
const shapeKeys = (schema: $ZodType) => Object.keys((schema._zod.def as { shape?: Record<string, unknown> }).shape ?? {}).sort();

describe('OPERATIONS', () => {
  it('has unique operationIds in camelCase and one operation per method and path', () => {
    const ids = OPERATIONS.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const routes = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('groups every operation under a known tag, and every tag holds one', () => {
    const names = TAGS.map((tag) => tag.name as string);
    for (const op of OPERATIONS) expect(names, op.id).toContain(op.tag);
    for (const name of names) expect(OPERATIONS.some((op) => op.tag === name), name).toBe(true);
  });

  it('says where each call comes from: a SPEC section, or why the storefront proposes it', () => {
    for (const op of OPERATIONS) {
      expect(op.spec ?? op.proposal, op.id).toBeTruthy();
      if (op.spec) expect(op.spec, op.id).toMatch(/^§\d+(\.\d+)?$/);
    }
  });

  it('names each path parameter in its params schema, and no other', () => {
    for (const op of OPERATIONS) {
      const names = templateParams(op.path).sort();
      expect(op.params ? shapeKeys(op.params) : [], op.id).toEqual(names);
    }
  });

  it('gives every call a success answer with a body, and each error a description', () => {
    for (const op of OPERATIONS) {
      const success = Object.entries(op.answers).filter(([status]) => Number(status) < 300);
      expect(success.length, op.id).toBeGreaterThan(0);
      for (const [, answer] of success) expect(answer.schema, op.id).toBeDefined();
      for (const answer of Object.values(op.answers)) expect(answer.description.length, op.id).toBeGreaterThan(3);
    }
  });

  it('keeps the service paths on their mounts and the main API under /api/', () => {
    const mounts: Record<Operation['service'], string> = { main: '/api/', hotel: '/hotel-service/', flight: '/flight-service/', resort: '/resort-service/' };
    for (const op of OPERATIONS) expect(op.path.startsWith(mounts[op.service]), op.id).toBe(true);
  });

  /** Reads the checker cannot send from the registry alone, each with its reason. */
  const NO_SAMPLE: Record<string, string> = { logIn: "needs an account's password: the checker logs in with the credentials it is given" };

  it('never marks a GET as a write, and gives every read a sample', () => {
    for (const op of OPERATIONS) {
      if (op.method === 'GET') expect(op.writes, op.id).toBeFalsy();
      if (!op.writes) expect(op.sample !== undefined || op.id in NO_SAMPLE, op.id).toBe(true);
    }
  });
});

describe('samples', () => {
  const known = Object.keys(samplePlaceholders(new Date()));
  const withSamples = OPERATIONS.filter((op) => op.sample);

  it('use only the placeholders of the convention', () => {
    for (const op of withSamples) for (const name of placeholdersIn(op.sample)) expect(known, `${op.id} {{${name}}}`).toContain(name);
  });

  it('give every path parameter a value', () => {
    for (const op of withSamples) for (const name of templateParams(op.path)) expect(op.sample!.params?.[name], `${op.id} {${name}}`).toBeDefined();
  });

  it('take `from` only an operation with a sample, into a value the sample already holds', () => {
    for (const op of withSamples) {
      for (const [target, source] of Object.entries(op.sample!.from ?? {})) {
        const from = byId.get(source.operation);
        expect(from?.sample, `${op.id} from ${source.operation}`).toBeDefined();
        expect(from!.id, op.id).not.toBe(op.id);
        expect(valueAt(op.sample, target), `${op.id} ${target}`).toBeDefined();
      }
    }
  });

  it('fit their own request schemas once the placeholders are filled', async () => {
    for (const op of withSamples) {
      const sample = (await fillSample(op, new Date()))!;
      if (op.body) expect(safeParse(op.body, sample.body).success, `${op.id} body`).toBe(true);
      // Query values travel as strings, so only the presence of the required ones is checked.
      const required = op.query ? ((toJSONSchema(op.query, { io: 'input', unrepresentable: 'any' }).required as string[] | undefined) ?? []) : [];
      for (const name of required) expect(sample.query?.[name], `${op.id} ?${name}`).toBeDefined();
    }
  });
});
