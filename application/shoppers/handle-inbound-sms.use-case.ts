import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { AustralianMobile } from '../../domain/leads/sms';
import { keywordReply, smsKeywordOf, type SmsKeyword } from '../../domain/shoppers/sms-keywords';
import type { Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { AlertConsentStore } from './alert-consent.port';

/** A text message someone sent to the deployment's reply number (the SMS provider's webhook). */
export interface InboundSms {
  /** The sender's number as the provider gives it (E.164, '+61412345678'). */
  readonly from: string;
  /** What they wrote. */
  readonly body: string;
}

/** What the reply did. */
export interface InboundSmsHandled {
  /** The keyword read (domain/shoppers/sms-keywords.ts); null: not one, nothing changed. */
  readonly keyword: SmsKeyword | null;
  /** The slugs of the sites whose alerts this reply stopped or resumed. */
  readonly sites: readonly string[];
  /** The answer to text back; null: none (a message that is no keyword gets no answer). */
  readonly reply: string | null;
}

export interface HandleInboundSmsPorts {
  readonly consent: AlertConsentStore;
  readonly siteOf: (slug: string) => Pick<DealerSite, 'name'> | undefined;
  readonly clock: Clock;
}

/**
 * issue 14 'every message carries a working way to stop (… STOP handling on the SMS port), as
 * Australia's Spam Act requires': a reply to the alerts number.
 * - STOP (and STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, OPTOUT): the alerts of every shopper with
 *   that phone stop, on every site of the deployment (choice: one reply number serves every site,
 *   so a STOP cannot say which dealer it means — stopping all is the safe reading of the Spam
 *   Act). Stopped by 'sms_stop', now; SMS and email alike, since they share one consent.
 * - START / UNSTOP: only the alerts a STOP by SMS stopped resume, their consent standing; a stop
 *   by the unsubscribe link or in the garage settings is the shopper's choice there and stays.
 * - HELP / INFO: what the messages are and how to stop them; nothing changes.
 * - Anything else, and any sender that is no Australian mobile (no shopper can have that number):
 *   ignored, no answer.
 * Never fails by value; rejects only when the store does (the webhook answers 500 and the
 * provider may call its fallback URL).
 */
export class HandleInboundSms implements UseCase<InboundSms, never, InboundSmsHandled> {
  readonly #ports: HandleInboundSmsPorts;

  constructor(ports: HandleInboundSmsPorts) {
    this.#ports = ports;
  }

  execute(input: InboundSms): TE.TaskEither<never, InboundSmsHandled> {
    return TE.fromTask(async () => {
      const keyword = smsKeywordOf(input.body);
      const phone = AustralianMobile.parse(input.from);
      if (keyword === null) return { keyword, sites: [], reply: null };
      // A keyword from a number no shopper can have still gets its answer: it costs nothing and
      // tells the sender the word was read.
      if (E.isLeft(phone)) return { keyword, sites: [], reply: keywordReply(keyword, []) };
      const { consent, clock } = this.#ports;
      switch (keyword) {
        case 'stop': {
          const sites = await consent.stopByPhone(phone.right, clock.now());
          return { keyword, sites, reply: keywordReply(keyword, this.#names(sites)) };
        }
        case 'start': {
          const sites = await consent.resumeByPhone(phone.right);
          return { keyword, sites, reply: keywordReply(keyword, this.#names(sites)) };
        }
        case 'help':
          return { keyword, sites: [], reply: keywordReply(keyword, this.#names(await consent.sitesWithAlerts(phone.right))) };
      }
    });
  }

  /** The dealers' names of these sites (a site no longer configured is left unnamed). */
  #names(slugs: readonly string[]): string[] {
    return slugs.flatMap((slug) => {
      const name = this.#ports.siteOf(slug)?.name;
      return name ? [name] : [];
    });
  }
}
