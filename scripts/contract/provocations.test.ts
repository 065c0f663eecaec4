import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../src/contract/operation.ts';
import { AGENCY_NOT_FOUND } from '../../src/contract/operations/define.ts';
import { provocationProblems } from './checker.ts';
import type { Answer } from './exchange.ts';
import { BAD_TOKEN, provocationsFor, UNKNOWN_VALUE, type Provocation } from './provocations.ts';

const op = (fields: Partial<Operation>): Operation => ({
  id: 'op',
  method: 'GET',
  path: '/api/thing',
  service: 'main',
  summary: '',
  tag: '',
  auth: 'origin',
  answers: { 200: { description: '' }, 404: { description: AGENCY_NOT_FOUND } },
  ...fields,
});
const names = (operation: Operation, context: Parameters<typeof provocationsFor>[1] = { write: false }) => provocationsFor(operation, context).map((p) => p.name);
const body = z.object({ text: z.string(), isManageLocation: z.optional(z.boolean()) });

describe('the deliberate errors derived from the registry', () => {
  it('a token call: 401 without a token and with one no API issued', () => {
    const provocations = provocationsFor(op({ auth: 'token' }), { write: false });
    expect(provocations.map((p) => [p.name, p.token, p.status])).toEqual([
      ['no-token', undefined, 401],
      ['bad-token', BAD_TOKEN, 401],
    ]);
  });

  it('a write behind a token is provoked with a refused body at parameters naming nothing', () => {
    const write = op({ method: 'PUT', path: '/api/things/{id}', auth: 'token', body, writes: true, sample: { params: { id: 'real' }, body: { text: 'x' } } });
    const [noToken] = provocationsFor(write, { write: false, token: 't', sample: { params: { id: 'real' }, body: { text: 'x' } } });
    expect(noToken).toMatchObject({ params: { id: UNKNOWN_VALUE }, body: {} });
    // Its {} 400 would carry the token: only with --write.
    expect(names(write, { write: false, token: 't' })).not.toContain('{}');
    expect(names(write, { write: true, token: 't', sample: { params: { id: 'real' } } })).toContain('{}');
  });

  it('a body its schema refuses as {}: 400 naming one of the fields it faults', () => {
    const search = op({ method: 'POST', body });
    expect(provocationsFor(search, { write: false })).toEqual([expect.objectContaining({ name: '{}', status: 400, fields: ['text'], body: {} })]);
    expect(names(op({ method: 'POST', body: z.object({ text: z.optional(z.string()) }) }))).toEqual([]);
  });

  it('a read whose query its schema refuses when empty: 400 without it', () => {
    const search = op({ query: z.object({ key: z.string(), page: z.optional(z.string()) }) });
    expect(provocationsFor(search, { write: false, sample: { query: { key: 'lis' } } })).toEqual([
      expect.objectContaining({ name: 'no-query', query: {}, status: 400, fields: ['key'] }),
    ]);
  });

  it('a lookup 404 of its own: the last free path parameter unknown; the Origin 404 alone is no lookup', () => {
    const lookup = op({
      path: '/api/offers/{service}/{id}',
      params: z.object({ service: z.enum(['hotels']), id: z.string() }),
      answers: { 200: { description: '' }, 404: { description: 'No such offer' } },
    });
    const sample = { params: { service: 'hotels', id: 'h1' } };
    expect(provocationsFor(lookup, { write: false, sample })).toEqual([expect.objectContaining({ name: 'unknown-{id}', params: { service: 'hotels', id: UNKNOWN_VALUE } })]);
    expect(names({ ...lookup, answers: { 200: { description: '' }, 404: { description: AGENCY_NOT_FOUND } } }, { write: false, sample })).toEqual([]);
  });

  it('the Origin naming no agency: 404, with no CORS grant asked for', () => {
    expect(provocationsFor(op({}), { write: false, unknownAgencyOrigin: 'http://x.localhost:4321' })).toEqual([
      expect.objectContaining({ name: 'unknown-agency', origin: 'http://x.localhost:4321', granted: false }),
    ]);
  });
});

describe('how a provoked answer is judged', () => {
  const json = (status: number, body: unknown): Answer => ({ status, headers: new Headers(), text: JSON.stringify(body), json: body });
  const empty: Provocation = { name: '{}', what: 'with body {}', params: {}, body: {}, status: 400, fields: ['text'], granted: true };

  it('a 400 must name one of the faulted fields, or any field when the whole body is at fault', () => {
    expect(provocationProblems(empty, json(400, { message: 'Invalid request', errors: { text: ['Required'] } }))).toEqual([]);
    expect(provocationProblems(empty, json(400, { message: 'Invalid request', errors: { other: ['Required'] } }))).toEqual(['errors names other, none of: text']);
    expect(provocationProblems(empty, json(400, { message: 'Invalid request' }))).toEqual(['400 has no errors naming the fields (expected one of: text)']);
    expect(provocationProblems({ ...empty, fields: ['(root)'] }, json(400, { message: 'Invalid request', errors: { service: ['Required'] } }))).toEqual([]);
  });

  it('a documented refusal of the caller may come before the body is read, in the envelope', () => {
    const refusable = { ...empty, orElse: [403] };
    expect(provocationProblems(refusable, json(403, { message: 'Sign-up is not available for this agency' }))).toEqual([]);
    expect(provocationProblems(refusable, json(403, { error: 'no' }))).toEqual(['error envelope: message: missing (expected string)']);
    expect(provocationProblems(empty, json(403, { message: 'Forbidden' }))).toEqual(['answered 403 ("Forbidden"), expected 400']);
  });

  it('a provocation with a documented 403 accepts it instead of the 400', () => {
    const signup = op({ method: 'POST', body, answers: { 200: { description: '' }, 403: { description: 'sign-up hidden' } } });
    expect(provocationsFor(signup, { write: false })).toEqual([expect.objectContaining({ name: '{}', orElse: [403] })]);
  });
});
