/**
 * The consent behind price-drop, sold and new-stock alerts (issue 14 'Consent is asked for and
 * recorded when the alert is switched on'). Australia's Spam Act 2003 asks three things of a
 * commercial electronic message: consent (s 16; express consent here: a box the shopper ticks
 * beside these words), the sender identified (s 17: the dealer's name is in the words and in
 * every message) and a functional unsubscribe (s 18: the link in any message, and reply STOP
 * when the texts come from a number that takes replies).
 * The words are kept with the consent (alert_settings.consent_text), so what a shopper agreed to
 * stays on record even when the wording changes later.
 */

/**
 * The words beside the alerts box, naming the dealer who will send the messages. They promise
 * 'replying STOP' only when `smsTakesReplies` — the texts come from a number that takes replies
 * (SMS_REPLY_NUMBER). Otherwise they come from the dealer's name (an alphanumeric sender id),
 * which no phone can reply to, and the link in every message is the way to stop.
 */
export function alertConsentText(siteName: string, smsTakesReplies: boolean): string {
  const sender = siteName.trim() === '' ? 'this dealer' : siteName.trim();
  return (
    `Send me a text from ${sender} (and an email, if I give one) when a car on my watchlist drops in price or sells, ` +
    'or new cars match a saved search — at most one message a day. ' +
    (smsTakesReplies ? 'I can stop at any time by replying STOP or using the link in any message.' : 'I can stop at any time using the link in any message.')
  );
}

/** Switching alerts on without ticking the box. */
export const CONSENT_REQUIRED_MESSAGE = 'Please tick the box to agree to receive alerts.';

/** The site does not send alerts (DealerSite shopper_lists.alerts off). */
export const ALERTS_NOT_OFFERED_MESSAGE = 'This site does not send alerts.';

/** Why alerts stopped (migration 011 alert_settings.stopped_by). */
export type AlertStopReason = 'sms_stop' | 'unsubscribe_link' | 'settings';
