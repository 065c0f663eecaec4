import { describe, expect, it } from 'vitest';
import { sanitizeAgencyHtml } from './sanitize.ts';

describe('agency HTML sanitising (SPEC §2.7; security)', () => {
  const payloads: Array<[string, RegExp]> = [
    ['<script>alert(1)</script><p>hi</p>', /script/i],
    ['<img src="x.png" onerror="alert(1)">', /onerror/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', /javascript/i],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', /data:/i],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:/i],
    ['<form action="https://evil.test"><input name="card"></form><p>ok</p>', /<form|<input/i],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', /iframe/i],
    ['<base href="https://evil.test/"><p>ok</p>', /<base/i],
    ['<meta http-equiv="refresh" content="0;url=https://evil.test"><p>ok</p>', /<meta|refresh/i],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', /svg|script/i],
    ['<p style="background:url(javascript:alert(1))">x</p>', /style|javascript/i],
    ['<div onclick="alert(1)">click</div>', /onclick/i],
  ];

  it.each(payloads)('drops the dangerous part of %s', (input, forbidden) => {
    expect(sanitizeAgencyHtml(input)).not.toMatch(forbidden);
  });

  it('keeps ordinary rich text and safe links', () => {
    const html = '<h2>Our story</h2><p>Since <strong>1998</strong>, <a href="https://example.com/x">read more</a>.</p><img src="https://cdn.example.com/a.jpg" alt="team">';
    expect(sanitizeAgencyHtml(html)).toBe(html);
  });

  it('strips empty tags, nested ones too, but keeps images and line breaks with text', () => {
    expect(sanitizeAgencyHtml('<p></p><p> <span> </span></p><p>a<br>b</p><div><img src="/a.png" alt=""></div>')).toBe(
      '<p>a<br>b</p><div><img src="/a.png" alt=""></div>',
    );
  });

  it('protects the opener of new-tab links', () => {
    expect(sanitizeAgencyHtml('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('prefixes ids and names so agency content cannot clobber the shell, and keeps its own links working', () => {
    const html = sanitizeAgencyHtml('<p id="global-failure">x</p><a id="main" name="analytics-config" href="#main">skip</a>');
    expect(html).not.toMatch(/(?:id|name)="(?:global-failure|main|analytics-config)"/);
    for (const kept of ['id="user-content-global-failure"', 'id="user-content-main"', 'name="user-content-analytics-config"', 'href="#user-content-main"']) {
      expect(html).toContain(kept);
    }
    expect(sanitizeAgencyHtml('<h2 id="terms">Terms</h2><p aria-labelledby="terms">t</p><a href="#">top</a>')).toBe(
      '<h2 id="user-content-terms">Terms</h2><p aria-labelledby="user-content-terms">t</p><a href="#">top</a>',
    );
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeAgencyHtml(undefined)).toBe('');
    expect(sanitizeAgencyHtml('  <p> </p> ')).toBe('');
  });
});

describe('agency pictures', () => {
  it('gives a picture without a description an empty alt, and keeps a given one', () => {
    expect(sanitizeAgencyHtml('<p>a<img src="https://x.example/a.png"></p>')).toContain('alt=""');
    expect(sanitizeAgencyHtml('<p>a<img src="https://x.example/a.png" alt="Beach"></p>')).toContain('alt="Beach"');
  });
});
