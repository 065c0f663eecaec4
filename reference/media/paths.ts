/*
 * Every picture the demo data names lives under /media on this API. Records hold these
 * site-relative paths; answers carry them absolute, built from the request's Host (see absolute-media.ts).
 */

export const SCENE_KINDS = ['beach', 'island', 'mountains', 'snow', 'city', 'desert', 'lake', 'forest'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export const CAR_BODIES = ['compact', 'sedan', 'suv', 'van', 'convertible', 'luxury'] as const;
export type CarBody = (typeof CAR_BODIES)[number];

export const AGENCY_ASSETS = ['logo', 'logo-mobile', 'favicon'] as const;
export type AgencyAsset = (typeof AGENCY_ASSETS)[number];

const hex = (colour: string) => colour.replace(/^#/, '').toLowerCase();

export const mediaPath = {
  agency: (subdomain: string, asset: AgencyAsset) => `/media/agency/${subdomain}/${asset}.svg`,
  /** A scenic picture; the seed varies colours and shapes. */
  scene: (kind: SceneKind, seed: number) => `/media/scenes/${kind}-${seed}.svg`,
  car: (body: CarBody, colour: string) => `/media/cars/${body}-${hex(colour)}.svg`,
  /** Rental companies and cruise lines: a word mark. */
  brand: (slug: string) => `/media/brands/${slug}.svg`,
  flag: (countryCode: string) => `/media/flags/${countryCode.toLowerCase()}.svg`,
  avatar: (initials: string, colour: string) => `/media/avatars/${initials.toUpperCase()}-${hex(colour)}.svg`,
};
