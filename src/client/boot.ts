import { refreshAuth } from '../stores/auth.ts';
import { startSession } from '../stores/session.ts';
import { loadAnalytics } from './analytics.ts';
import { installGlobalFailure } from './global-failure.ts';

installGlobalFailure();
startSession();
refreshAuth();
// Analytics never competes with the page for the network or the main thread.
if (document.readyState === 'complete') loadAnalytics();
else window.addEventListener('load', () => loadAnalytics(), { once: true });
