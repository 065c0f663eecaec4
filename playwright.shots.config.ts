import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run shots`: the browser-test stack, but only the screenshot takers of tests/shots/.
export default defineConfig({ ...base, testDir: 'tests/shots', testMatch: '*.shots.ts' });
