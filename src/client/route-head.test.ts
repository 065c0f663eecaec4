// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyRouteHead } from './route-head.ts';

beforeEach(() => {
  document.head.replaceChildren();
  document.body.innerHTML = '<div data-app-shell="cruise" data-origin="https://sunny.example" data-default-language="en"></div>';
});

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('head links of a remote app shell page', () => {
  it('gives an indexed route of the catalogue its own canonical link and alternates', () => {
    applyRouteHead(document, { pathname: '/es/carnival' });
    expect(canonical()).toBe('https://sunny.example/es/carnival');
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe('https://sunny.example/carnival');
    expect(document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe('https://sunny.example/carnival');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(10);
    expect(robots()).toBeUndefined();
  });

  it('marks a private or noindex route noindex, without canonical', () => {
    applyRouteHead(document, { pathname: '/booknow/cruise/checkout' });
    expect(robots()).toBe('noindex');
    expect(canonical()).toBeUndefined();
    document.head.replaceChildren();
    applyRouteHead(document, { pathname: '/subscription' });
    expect(robots()).toBe('noindex');
  });

  it('does nothing on a page that is not an app shell', () => {
    document.body.replaceChildren();
    applyRouteHead(document, { pathname: '/carnival' });
    expect(document.head.children).toHaveLength(0);
  });
});
