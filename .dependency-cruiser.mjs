/*
 * The floors of src/ (docs/architecture.md "Folder map"), from the ground up. A folder imports
 * only from its own folder and from floors below it, never from a floor above nor from another
 * folder on its own floor. Type-only imports count: a type shared upwards belongs lower down.
 * tests/architecture/layers.test.ts runs these rules over src/ with dependency-cruiser's API;
 * `npx depcruise src` runs them from the command line.
 */

/** @type {readonly (readonly string[])[]} */
export const FLOORS = [
  ['platform', 'validation', 'payment'],
  ['i18n'],
  ['tenant'],
  ['api'],
  ['roles', 'config'],
  ['site'],
  ['currency', 'deals', 'resort', 'home'],
  ['contract'],
  ['search'],
  ['stores'],
  ['islands'],
  ['client'],
  ['build', 'layouts'],
];

/**
 * The arrows that run back up, each with its reason (docs/architecture.md "Arrows that run back
 * up"). Named file to file, so no other import can ride on them.
 */
export const UPWARD_ARROWS = [
  {
    name: 'browser-client-reads-page-state',
    comment:
      "src/api/browser.ts wires the API client to the page: the access token and the session id from their one store each (SPEC §3, §4 Start-up), and a 401 goes to the page language's logout route (SPEC §4, §8).",
    from: '^src/api/browser\\.ts$',
    to: '^src/(stores/(auth|session)|site/routes)\\.ts$',
  },
  {
    name: 'cruise-answer-names-cruise-line-pages',
    comment:
      "src/api/cruise.ts accepts only the cruise-line pages the route catalogue serves (SPEC §2.3), so a line the storefront has no page for fails validation.",
    from: '^src/api/cruise\\.ts$',
    to: '^src/site/route-catalogue\\.ts$',
  },
];

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Per folder: nothing from its own floor or above, save a named arrow's own targets. */
export const floorRules = FLOORS.flatMap((floor, index) =>
  floor.flatMap((folder) => {
    const above = `^src/(${FLOORS.slice(index).flat().filter((other) => other !== folder).map(escape).join('|')})/`;
    const arrows = UPWARD_ARROWS.filter((arrow) => arrow.from.startsWith(`^src/${escape(folder)}/`));
    const comment = `src/${folder}/ stands on floor ${index + 1}: it imports only from itself and the floors below.`;
    return [
      { name: `floor-${folder}`, comment, severity: 'error', from: { path: `^src/${escape(folder)}/`, pathNot: arrows.map((arrow) => arrow.from) }, to: { path: above } },
      ...arrows.map((arrow) => ({ name: `floor-${folder}`, comment: `${comment} (${arrow.name})`, severity: 'error', from: { path: arrow.from }, to: { path: above, pathNot: arrow.to } })),
    ];
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: floorRules,
  options: {
    exclude: { path: '\\.test\\.[cm]?[jt]sx?$|\\.d\\.ts$|(^|/)fixtures/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json'] },
  },
};
