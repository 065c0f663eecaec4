import { mediaPath } from '../media/paths.ts';

/** Cruise lines and their word marks (generated under /media/brands). */
export const CRUISE_BRANDS = {
  'royal-caribbean': { name: 'Royal Caribbean', colour: '#0a2f6b', ink: '#ffffff' },
  carnival: { name: 'Carnival', colour: '#d7263d', ink: '#ffffff' },
  msc: { name: 'MSC Cruises', colour: '#0b1f3a', ink: '#d4af37' },
  celebrity: { name: 'Celebrity Cruises', colour: '#111111', ink: '#ffffff' },
  disney: { name: 'Disney Cruise Line', colour: '#1f4e9c', ink: '#ffffff' },
} as const;

/** SPEC §7 GET /api/cruise/ship-lines; `page` is the SPEC §2.3 line page. */
export const SHIP_LINES = [
  { id: 1, code: 'RCL', name: 'Royal Caribbean International', logo: mediaPath.brand('royal-caribbean'), page: '/royal-caribbean' as const },
  { id: 2, code: 'CCL', name: 'Carnival Cruise Line', logo: mediaPath.brand('carnival'), page: '/carnival' as const },
  { id: 3, code: 'MSC', name: 'MSC Cruises', logo: mediaPath.brand('msc'), page: '/mcl' as const },
  { id: 4, code: 'CEL', name: 'Celebrity Cruises', logo: mediaPath.brand('celebrity'), page: '/celebrity' as const },
  { id: 5, code: 'DCL', name: 'Disney Cruise Line', logo: mediaPath.brand('disney'), page: '/disney' as const },
];
