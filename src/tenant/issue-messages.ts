import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/*
 * zod's English messages for the checks that carry no message of their own ("Too small: …",
 * "Unrecognized key: …"). Classic zod loads them on import; `zod/mini`, the one schema flavour
 * here, does not. People read these messages in build output (tenant registry, agency answers)
 * and in the reference API's 400 answers, so the modules behind those import this once. The
 * browser never shows a schema message (SPEC §8: failureMessage), so it skips the locale.
 */
config(en());
