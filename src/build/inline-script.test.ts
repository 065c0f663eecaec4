import { describe, expect, it } from 'vitest';
import { chromeScript } from '../site/chrome.ts';
import { globalFailureScript } from '../site/global-failure.ts';
import { minifyInlineScript } from './inline-script.ts';

describe('minifyInlineScript', () => {
  it('shrinks a head script and keeps it working', () => {
    const source = chromeScript(true);
    const small = minifyInlineScript(source);
    expect(small.length).toBeLessThan(source.length * 0.8);
    const dataset: Record<string, string> = {};
    const document = { documentElement: { dataset }, cookie: '' };
    new Function('document', 'location', small)(document, { pathname: '/', search: '?hideHeader=true' });
    expect(dataset.header).toBe('hidden');
  });

  it('keeps the failure watch a whole script: it names nothing outside itself', () => {
    const small = minifyInlineScript(globalFailureScript());
    const added: string[] = [];
    const win = { document: {}, location: { origin: 'http://sunny.localhost' }, addEventListener: (type: string) => added.push(type) };
    new Function('window', small)(win);
    expect(added).toEqual(['error', 'unhandledrejection']);
  });
});
