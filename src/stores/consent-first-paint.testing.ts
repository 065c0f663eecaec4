import { consentFirstPaintScript } from './consent.ts';

/*
 * Test helper: prints the banner's markup, then runs its first-paint script as the parser runs the
 * inline script printed right after it (src/components/ConsentBanner.astro), with the script as
 * document.currentScript. Answers the banner.
 */
export function printBannerWithFirstPaint(bannerHtml: string): HTMLElement {
  document.body.innerHTML = bannerHtml;
  const script = document.createElement('script');
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(consentFirstPaintScript())();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  return document.getElementById('consent')!;
}
