/**
 * SPEC §4 Analytics: scripts are injected only when enabled and an ID is set. The IDs end up
 * in a script, so they must match the vendors' formats exactly; anything else is refused.
 */
export const GOOGLE_ANALYTICS_ID = /^(?:G|GT|AW|DC)-[A-Z0-9]{4,16}$|^UA-\d{4,12}-\d{1,4}$/;
export const FACEBOOK_PIXEL_ID = /^\d{15,16}$/;

export interface AnalyticsSettings {
  isEnabled?: boolean | null;
  googleAnalyticsId?: string | null;
  facebookAnalyticsId?: string | null;
}

export interface AnalyticsPlan {
  googleAnalyticsId?: string;
  facebookPixelId?: string;
  /** IDs that were set but refused, by field name, for the build's warnings. */
  rejected: string[];
}

/** Which analytics scripts a page may carry, with each ID checked against its vendor format. */
export function planAnalytics(settings: AnalyticsSettings | null | undefined): AnalyticsPlan {
  const plan: AnalyticsPlan = { rejected: [] };
  if (!settings?.isEnabled) return plan;
  const google = settings.googleAnalyticsId?.trim();
  const facebook = settings.facebookAnalyticsId?.trim();
  if (google) {
    if (GOOGLE_ANALYTICS_ID.test(google)) plan.googleAnalyticsId = google;
    else plan.rejected.push('analytics.googleAnalyticsId');
  }
  if (facebook) {
    if (FACEBOOK_PIXEL_ID.test(facebook)) plan.facebookPixelId = facebook;
    else plan.rejected.push('analytics.facebookAnalyticsId');
  }
  return plan;
}

/** Whether a page carries a tracker the visitor must consent to first (GDPR / ePrivacy art. 5(3)). */
export function hasTrackers(plan: AnalyticsPlan): boolean {
  return !!(plan.googleAnalyticsId || plan.facebookPixelId);
}
