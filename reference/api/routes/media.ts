import { RENTAL_BRANDS } from '../../demo/car-deals.ts';
import { CRUISE_BRANDS } from '../../demo/cruise.ts';
import { carSvg } from '../../media/cars.ts';
import { flagSvg } from '../../media/flags.ts';
import { agencyAssetSvg, avatarSvg, brandSvg } from '../../media/logos.ts';
import { AGENCY_ASSETS, CAR_BODIES, SCENE_KINDS, type AgencyAsset, type CarBody, type SceneKind } from '../../media/paths.ts';
import { sceneSvg } from '../../media/scenes.ts';
import { HttpError, openRoute, type Reply, type Route } from '../router.ts';

const DAY = 86_400;
const BRANDS: Record<string, { name: string; colour: string; ink: string }> = { ...RENTAL_BRANDS, ...CRUISE_BRANDS };

const svg = (content: string, cacheSeconds = DAY): Reply => ({ raw: { type: 'image/svg+xml; charset=utf-8', content, cacheSeconds } });
const notFound = () => new HttpError(404, 'request.notFound');
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Pictures generated on request; the URL says everything needed to draw them. */
export const mediaRoutes: Route[] = [
  openRoute('GET', '/media/agency/:subdomain/:file', (ctx) => {
    const record = ctx.store.agency(ctx.params.subdomain!);
    const asset = ctx.params.file!.replace(/\.svg$/, '');
    if (!record || !ctx.params.file!.endsWith('.svg') || !oneOf<AgencyAsset>(AGENCY_ASSETS, asset)) throw notFound();
    // Shorter cache: an agency's name or colour may change between runs.
    return svg(agencyAssetSvg(asset, record.agency.agencyName, record.agency.primaryColor), 300);
  }),
  openRoute('GET', '/media/scenes/:file', (ctx) => {
    const found = /^([a-z]+)-(\d{1,6})\.svg$/.exec(ctx.params.file!);
    if (!found || !oneOf<SceneKind>(SCENE_KINDS, found[1]!)) throw notFound();
    return svg(sceneSvg(found[1] as SceneKind, Number(found[2])));
  }),
  openRoute('GET', '/media/cars/:file', (ctx) => {
    const found = /^([a-z]+)-([0-9a-f]{6})\.svg$/.exec(ctx.params.file!);
    if (!found || !oneOf<CarBody>(CAR_BODIES, found[1]!)) throw notFound();
    return svg(carSvg(found[1] as CarBody, found[2]!));
  }),
  openRoute('GET', '/media/brands/:file', (ctx) => {
    const brand = BRANDS[ctx.params.file!.replace(/\.svg$/, '')];
    if (!brand || !ctx.params.file!.endsWith('.svg')) throw notFound();
    return svg(brandSvg(brand.name, brand.colour, brand.ink));
  }),
  openRoute('GET', '/media/flags/:file', (ctx) => {
    const found = /^([a-z]{2})\.svg$/.exec(ctx.params.file!);
    if (!found) throw notFound();
    return svg(flagSvg(found[1]!));
  }),
  openRoute('GET', '/media/avatars/:file', (ctx) => {
    const found = /^([\p{L}\p{N}]{1,3})-([0-9a-f]{6})\.svg$/u.exec(ctx.params.file!);
    if (!found) throw notFound();
    return svg(avatarSvg(found[1]!, `#${found[2]}`));
  }),
];
