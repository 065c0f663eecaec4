import type { AgencyRecord } from '../types.ts';
import { alpine } from './alpine.ts';
import { medina } from './medina.ts';
import { nordic } from './nordic.ts';
import { paused } from './paused.ts';
import { sunny } from './sunny.ts';
import { viajes } from './viajes.ts';

/** The demo agencies, one per storefront scenario (tenants/<subdomain>.json). */
export const DEMO_AGENCIES: readonly AgencyRecord[] = [sunny, medina, nordic, viajes, alpine, paused];
