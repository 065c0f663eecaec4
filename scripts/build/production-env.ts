/*
 * Imported first by the build CLI. The data layer imports @tanstack/react-query, which loads
 * `react`; React picks its development or production build from NODE_ENV at that moment, and
 * Astro's renderer later loads react-dom's production build. Both must agree, or server
 * rendering of the islands fails ("dispatcher.getOwner is not a function").
 */
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
