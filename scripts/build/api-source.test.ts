import { describe, expect, it } from 'vitest';
import { decideApiSource, demoRequested, refusal, type ApiSourceInput } from './api-source.ts';

const sunny = { id: 'sunny', environment: 'local' } as const;
const nordic = { id: 'nordic', environment: 'local' } as const;
const medina = { id: 'medina', environment: 'prod' } as const;
const alpine = { id: 'alpine', environment: 'qa' } as const;
const own = { id: 'own', environment: 'prod', apiUrl: 'https://api.own.example' } as const;

const decide = (env: ApiSourceInput['env'], tenants: ApiSourceInput['tenants'], flags: Partial<ApiSourceInput['flags']> = {}) =>
  decideApiSource({ env, tenants, flags: { deploy: false, demo: false, ...flags } });

const message = (source: ReturnType<typeof decideApiSource>) => (source.kind === 'refuse' ? source.message : `not refused: ${source.kind}`);

describe('decideApiSource: a deploy build', () => {
  it('on Netlify without AGENCY_API_URL refuses, naming the variable and the tenant', () => {
    const source = decide({ NETLIFY: 'true', TENANT: 'sunny' }, [sunny]);
    expect(source.kind).toBe('refuse');
    expect(message(source)).toBe(
      `sunny: a deployed build (NETLIFY=true) needs AGENCY_API_URL (the agency API's address); without it the site would be built on the demo reference API's data. Set AGENCY_API_URL (or "apiUrl" in tenants/<id>.json), or build with --demo (or STOREFRONT_DEMO=1) for a demo site.`,
    );
  });

  it('with --deploy refuses too, naming every tenant that names no API', () => {
    const source = decide({}, [sunny, own, nordic], { deploy: true });
    expect(message(source)).toMatch(/^sunny, nordic: a deployed build \(--deploy\) needs AGENCY_API_URL .* the sites would be built on the demo reference API's data/);
  });

  it('an empty AGENCY_API_URL (an unset CI secret) is no API', () => {
    expect(decide({ AGENCY_API_URL: '  ' }, [sunny], { deploy: true }).kind).toBe('refuse');
  });

  it('with AGENCY_API_URL uses it for every tenant', () => {
    expect(decide({ NETLIFY: 'true', AGENCY_API_URL: 'https://api.example' }, [sunny, medina], { deploy: true })).toEqual({
      kind: 'external',
      apiOverride: 'https://api.example',
      lines: [],
    });
  });

  it('whose tenants all name their own apiUrl needs no AGENCY_API_URL', () => {
    expect(decide({ NETLIFY: 'true' }, [own], { deploy: true })).toEqual({ kind: 'external', apiOverride: undefined, lines: [] });
  });

  it('with --demo, or STOREFRONT_DEMO=1, is a demo build and says so', () => {
    const flagged = decide({ NETLIFY: 'true' }, [sunny, own], { demo: true });
    expect(flagged).toEqual({ kind: 'embedded', demoTenants: ['sunny'], lines: [expect.stringMatching(/^Demo build \(--demo\): sunny built on the embedded demo reference API's data/)] });
    const byEnv = decide({ NETLIFY: 'true', STOREFRONT_DEMO: '1' }, [medina], { deploy: true });
    expect(byEnv).toMatchObject({ kind: 'embedded', demoTenants: ['medina'], lines: [expect.stringMatching(/^Demo build \(STOREFRONT_DEMO\)/)] });
  });

  it('--demo never replaces an API a tenant names, and says the demo API is not used', () => {
    const source = decide({ AGENCY_API_URL: 'https://api.example' }, [sunny], { demo: true });
    expect(source).toMatchObject({ kind: 'external', apiOverride: 'https://api.example', lines: [expect.stringMatching(/demo reference API is not used/)] });
  });
});

describe('decideApiSource: a build not for deployment', () => {
  it('builds local tenants on the embedded API, as npm run build always did', () => {
    expect(decide({}, [sunny, nordic])).toEqual({
      kind: 'embedded',
      demoTenants: ['sunny', 'nordic'],
      lines: ["No AGENCY_API_URL: sunny, nordic (environment local) built on the embedded demo reference API's data."],
    });
  });

  it('refuses a tenant of a deployed environment (SPEC §9) that names no API, naming only those', () => {
    const source = decide({}, [alpine, sunny, medina, own]);
    expect(message(source)).toMatch(/^alpine, medina: a site of a deployed environment \(qa, prod\) needs AGENCY_API_URL/);
    for (const environment of ['prod', 'qa', 'uat', 'dev'] as const) {
      expect(decide({}, [{ id: 'x', environment }]).kind, environment).toBe('refuse');
    }
  });

  it('builds a deployed-environment tenant on the demo API only when the demo is asked for', () => {
    expect(decide({}, [medina], { demo: true })).toMatchObject({ kind: 'embedded', demoTenants: ['medina'] });
    expect(decide({ STOREFRONT_DEMO: 'true' }, [medina])).toMatchObject({ kind: 'embedded', demoTenants: ['medina'] });
    expect(decide({ STOREFRONT_DEMO: '0' }, [medina]).kind).toBe('refuse');
  });

  it('takes AGENCY_API_URL (npm start, the tests: their own reference API) for every environment', () => {
    expect(decide({ AGENCY_API_URL: 'http://localhost:4500' }, [medina, alpine, sunny])).toEqual({ kind: 'external', apiOverride: 'http://localhost:4500', lines: [] });
  });

  it('only NETLIFY=true marks Netlify', () => {
    expect(decide({ NETLIFY: 'false' }, [sunny]).kind).toBe('embedded');
  });

  it('with no tenant to build, needs no API', () => {
    expect(decide({ NETLIFY: 'true' }, [])).toEqual({ kind: 'external', apiOverride: undefined, lines: [] });
  });
});

describe('demoRequested and refusal', () => {
  it('reads STOREFRONT_DEMO as 1, true or yes', () => {
    for (const value of ['1', 'true', 'TRUE', 'yes', ' 1 ']) expect(demoRequested({ STOREFRONT_DEMO: value }), value).toBe(true);
    for (const value of [undefined, '', '0', 'false', 'no', 'demo']) expect(demoRequested({ STOREFRONT_DEMO: value }), String(value)).toBe(false);
  });

  it('speaks of one site or of several', () => {
    expect(refusal(['a'], 'x')).toMatch(/^a: x needs AGENCY_API_URL .* the site would/);
    expect(refusal(['a', 'b'], 'x')).toMatch(/^a, b: x needs .* the sites would/);
  });
});
