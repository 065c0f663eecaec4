/**
 * The storefront's budgets, in one place. `npm test` checks every built demo tenant against those
 * computed from what was built (tests/e2e/budgets.spec.ts: JavaScript; tests/e2e/page-weight.spec.ts:
 * requests before the largest paint, image bytes); `npm run test:lighthouse` the Lighthouse ones;
 * the benches report against them too.
 * Raising one is a decision to make on purpose, in this file, with its reason.
 */
export const BUDGETS = {
  /**
   * JavaScript a tenant's home page makes the browser load as it opens, gzip bytes, measured from
   * the built files by scripts/bench/js-budget.ts (≤ 90 KB). About 88 KB today.
   */
  homePageJsGzip: 90 * 1024,
  /**
   * The same for a home page that shows the Product Deals island: the shell's
   * 90 KB plus at most 20 KB for the deals (TanStack Query, the deal schemas, the cards). The island
   * loads at once (client:load) so the deal search starts as the page opens; that is why it counts
   * as eager. A home page without deal tabs keeps the 90 KB budget.
   */
  homePageWithDealsJsGzip: 110 * 1024,
  /**
   * The consent banner's JavaScript (src/client/consent-start.ts: the banner, its store and the
   * consent-aware analytics loader), gzip, measured by scripts/bench/consent-budget.ts: at most
   * 3 KB. Boot imports it as the page opens, only on an agency with trackers (#analytics-config),
   * so a page without trackers loads none of it.
   */
  consentBannerJsGzip: 3 * 1024,
  /**
   * Requests a home page needs answered before it can paint its largest element, at 390 and
   * 1280 px, counted from the built HTML by scripts/bench/critical-requests.ts (a count, not a
   * time: any machine judges it the same; tests/e2e/page-weight.spec.ts, per demo tenant). What
   * counts: the document, the stylesheets whose media match and the parser-blocking scripts the
   * parser meets before that element, font and style preloads, and the element's own picture.
   * Module scripts do not: the page is static HTML and paints without them (the spec holds every
   * other request unanswered and the largest paint still comes). The largest paint is the hero's
   * scene (tests/e2e/home-lcp.spec.ts; on a wide screen sometimes the hero's title), inline in the
   * HTML, with inline styles: 1 request on every demo tenant today, the document alone. The one
   * request of slack is for one deliberate addition (a web font, the scene as a file); a second
   * makes the first paint wait on a chain of round trips, which the Lighthouse score pays for.
   */
  homePageRequestsBeforeLcp: 2,
  /**
   * Bytes of the images a home page loads at first view, as they travel (SVG gzipped, as the
   * site server, Netlify and the agency API send it to a browser), at 390 and 1280 px at DPR 1,
   * measured by scripts/bench/image-bytes.ts in tests/e2e/page-weight.spec.ts: every eager image
   * with the srcset candidate or <picture> source that width picks, lazy ones only in the first
   * viewport, the favicon, first-view CSS backgrounds, an inline (data:) picture at its gzip size.
   * Measured on the demo tenants: 6.3 KB at most (sunny: favicon, logo, currency flag, the inline
   * hero scene, the first row of four deal pictures), 4.2 to 6.3 KB with deals, 1.9 KB without
   * (nordic), alike at both widths (a phone takes the logo's mobile mark). 7 KB leaves 0.7 KB over
   * the heaviest: a second row of deal pictures loaded at once, or one raster picture, fails. The
   * demo's pictures are small generated SVGs, so this holds the storefront's choices (how many
   * pictures load at once, which candidate, what is inline), not an agency's picture sizes.
   */
  homePageImageBytes: 7 * 1024,
  /**
   * Pages one tenant publishes per language (a tenant's budget is this × the 9 languages). The
   * shell has 18 pages: 12 content and home pages and the six account pages (/login,
   * /signup, /forgotpassword, /newPassword, /verify, /sso). An agency without optional pages (e.g.
   * top destinations) has fewer. There is one shell page per remote app (main, hotels,
   * flights, cars, activities, cruise, blog: src/site/app-shells.ts), which serves all of that
   * app's routes through Netlify rewrites instead of a page per route. The resort
   * pages are the shell's own: four (/booknow/resort, its search, details and checkout) instead of
   * resort's one app shell, only when the agency's Resorts item is active. So 29 per language,
   * 261 per tenant at most. An accidental
   * doubling (a route rendered twice, a language published twice) fails; a new page is a
   * decision to raise this.
   */
  pagesPerLanguage: 29,
  /**
   * Lighthouse performance score, mobile preset with simulated throttling (the same
   * for the home pages with the deals). `npm run test:lighthouse` checks it on a representative set
   * of pages (tests/e2e/lighthouse-budgets.spec.ts), alone on the machine: a timing, so not a verdict
   * of `npm test`.
   */
  lighthousePerformance: 95,
  /**
   * Lighthouse SEO score of every demo home page that may be indexed (a sandbox tenant's pages say
   * noindex on purpose: tests/e2e/lighthouse-budgets.spec.ts checks that this is all it loses).
   */
  lighthouseSeo: 95,
  /** Cumulative layout shift in the same Lighthouse run. */
  lighthouseCls: 0.02,
} as const;
