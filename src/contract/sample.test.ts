import { describe, expect, it } from 'vitest';
import type { Operation } from './operation.ts';
import { fillPlaceholders, fillSample, samplePlaceholders, valueAt } from './sample.ts';

const NOW = new Date('2027-03-10T12:00:00Z');

describe('sample placeholders', () => {
  it('are a stay a month ahead: check-in in 30 days, check-out three nights later, and its month', () => {
    expect(samplePlaceholders(NOW)).toEqual({ today: '2027-03-10', checkIn: '2027-04-09', checkOut: '2027-04-12', checkInMonth: '2027-04' });
  });

  it('are filled at any depth and inside longer strings', () => {
    expect(fillPlaceholders({ a: ['{{checkIn}}T10:00:00'], b: { c: '{{ today }}' }, n: 2 }, NOW)).toEqual({ a: ['2027-04-09T10:00:00'], b: { c: '2027-03-10' }, n: 2 });
  });

  it('refuse a name the convention does not have', () => {
    expect(() => fillPlaceholders('{{tomorrow}}', NOW)).toThrow(/unknown sample placeholder \{\{tomorrow\}\}/);
  });
});

describe('fillSample', () => {
  const op = {
    id: 'getThing',
    sample: {
      params: { id: 'fallback' },
      query: { from: '{{checkIn}}' },
      body: { nested: { offerId: 'fallback' } },
      from: { 'params.id': { operation: 'listThings', path: 'data.0.id' }, 'body.nested.offerId': { operation: 'listThings', path: 'data.0.n' } },
    },
  } as unknown as Operation;

  it('takes `from` values out of the source answer: strings on the path, the own type in a body', async () => {
    const answers = { listThings: { data: [{ id: 'T-1', n: 7 }] } } as Record<string, unknown>;
    const sample = await fillSample(op, NOW, async (id) => answers[id]);
    expect(sample).toEqual({ params: { id: 'T-1' }, query: { from: '2027-04-09' }, body: { nested: { offerId: 7 } } });
  });

  it('keeps the literal when the source answers nothing there', async () => {
    const sample = await fillSample(op, NOW, async () => ({ data: [] }));
    expect(sample?.params).toEqual({ id: 'fallback' });
    expect(op.sample?.params).toEqual({ id: 'fallback' });
  });

  it('reads dotted paths through arrays and stops at a dead end', () => {
    expect(valueAt({ a: [{ b: 1 }] }, 'a.0.b')).toBe(1);
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
  });
});
