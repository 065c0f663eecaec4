import { geoLocationAnswer, geoLocationPaths } from '../../api/geolocation.ts';
import type { Operation } from '../operation.ts';
import { answer, define } from './define.ts';

/* SPEC §3 user flags the storefront asks the API for. */

export const visitorOperations: readonly Operation[] = [
  define({
    id: 'getGeoLocation',
    method: 'GET',
    path: geoLocationPaths.lookup,
    service: 'main',
    summary: 'Visitor geolocation',
    description: "SPEC §3 geoLocation of the visitor, from the request's IP: it picks the default currency (SPEC §4). The storefront falls back to United States, US (SPEC §9).",
    tag: 'Visitor',
    spec: '§3',
    proposal: 'SPEC §3 names the flag and its default, not the call.',
    auth: 'origin',
    answers: { 200: answer("The visitor's country and position.", geoLocationAnswer) },
    sample: {},
  }),
];
