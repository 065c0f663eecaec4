import { describe, expect, it } from 'vitest';
import { crossings, packageBoundaryCrossings } from './package-boundary.ts';

const root = new URL('../../', import.meta.url).pathname;

describe('the storefront and its stand-in, apart', () => {
  it('no import crosses the line', async () => {
    expect(await packageBoundaryCrossings(root)).toEqual([]);
  });

  it('names each kind of crossing', () => {
    expect(crossings('reference/api/routes/x.ts', "import { agencySchema } from '../../../src/tenant/agency.ts';")).toEqual([
      expect.objectContaining({ specifier: '../../../src/tenant/agency.ts', why: expect.stringContaining('src/contract') }),
    ]);
    expect(crossings('reference/api/routes/x.ts', "import { agencySchema } from '../../../src/contract/schemas/storefront.ts';")).toEqual([]);
    expect(crossings('src/site/x.ts', "import { sunny } from '../../reference/demo/agencies/sunny.ts';")).toHaveLength(1);
    expect(crossings('src/site/x.ts', "const api = await import('@agency-storefront/reference/server');")).toHaveLength(1);
    expect(crossings('src/site/x.test.ts', "import { sunny } from '../../reference/demo/agencies/sunny.ts';")).toEqual([]);
    expect(crossings('scripts/start.ts', "import { startReferenceApi } from '../reference/api/server.ts';")).toHaveLength(1);
    expect(crossings('scripts/start.ts', "import { startReferenceApi } from '@agency-storefront/reference/server';")).toEqual([]);
  });
});
