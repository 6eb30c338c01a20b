/**
 * Alerts switched off and on by phone number (issue 14: STOP handling on the SMS port). The
 * consent itself lives in migration 011's alert_settings, one row per shopper; a shopper is a
 * phone on one site, so one phone may be several shoppers. Both writes are one statement each:
 * two replies racing (STOP, then START a moment later, on two server instances) leave the
 * consent as the later statement wrote it.
 */
export interface AlertConsentStore {
  /**
   * Stops the alerts of every shopper with this phone (E.164) on every site whose alerts are on:
   * stopped_at = `at`, stopped_by 'sms_stop'. Alerts already stopped (by the link, in settings,
   * or by an earlier STOP) are left as they are, with their own reason. Resolves with the slugs of
   * the sites whose alerts it stopped (none: []); rejects only when the database fails.
   */
  stopByPhone(phone: string, at: Date): Promise<string[]>;
  /**
   * Resumes the alerts of every shopper with this phone that a STOP by SMS stopped (stopped_by
   * 'sms_stop'): the stop is cleared, the consent and its date stand. Alerts stopped by the
   * unsubscribe link or in the shopper's settings stay stopped: a text cannot undo those. Resolves
   * with the slugs of the sites resumed; rejects only when the database fails.
   */
  resumeByPhone(phone: string): Promise<string[]>;
  /** The slugs of the sites where this phone has ever switched alerts on (stopped or not); rejects only when the database fails. */
  sitesWithAlerts(phone: string): Promise<string[]>;
}
