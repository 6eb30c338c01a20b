/**
 * The alert email's confirmation with in-memory ports (issue 14; Spam Act 2003 s 16): switching
 * alerts on with a new address sends its owner a link (within the hourly limit), the address
 * gets alerts only once the link's token is confirmed, and a failing email port never undoes
 * the settings.
 */
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmailSender, OutgoingEmail } from '../../../application/notifications/email-sender.port';
import { AlertEmailConfirmations } from '../../../application/shoppers/alert-email-confirmations';
import type { AlertEmailTokens } from '../../../application/shoppers/alert-email-tokens.port';
import { ConfirmAlertEmail } from '../../../application/shoppers/confirm-alert-email.use-case';
import { SetAlertSettings } from '../../../application/shoppers/set-alert-settings.use-case';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { MAX_CONFIRMATION_EMAILS } from '../../../domain/shoppers/alert-email-confirmation';
import { aDealerSite } from '../../config/demo-inventory/a-dealer-site';
import { FakeClock } from '../leads/in-memory-leads';
import { InMemoryShopperLists } from './in-memory-shopper-lists';

const SITE: DealerSite = { ...aDealerSite('acme-motors').build(), site_url: 'https://www.acmemotors.com.au' };
const ANN = { shopper_id: 'ann', session_id: 's-1', site_slug: SITE.slug, phone: '+61412345678' };

/** Tokens in plain sight: `{site}|{shopper}|{email}` (the HMAC adapter has its own tests). */
const tokens: AlertEmailTokens = {
  issue: (site, shopper, email) => `${site}|${shopper}|${email}`,
  verify: (site, token) => {
    const [signedFor, shopper_id = '', email = ''] = token.split('|');
    return signedFor === site ? E.right({ shopper_id, email }) : E.left({ code: 'ALERTS.INVALID_TOKEN', message: 'not valid' });
  },
};

let lists: InMemoryShopperLists;
let clock: FakeClock;
let sent: OutgoingEmail[];
let failing: boolean;

const email: EmailSender = {
  send: (message) => {
    if (failing) return TE.left({ code: 'EMAIL.FAILED', message: 'the mail server is down' });
    sent.push(message);
    return TE.right(undefined);
  },
};

beforeEach(() => {
  lists = new InMemoryShopperLists();
  lists.addShopper({ id: 'ann', site_slug: SITE.slug, phone: ANN.phone, email: null, created_at: '2030-02-01T00:00:00.000Z' });
  clock = new FakeClock(new Date('2030-02-01T12:00:00.000Z'));
  sent = [];
  failing = false;
});

const settings = () => new SetAlertSettings({ lists, clock, confirmations: new AlertEmailConfirmations({ lists, tokens, email }) });
const switchOn = (address?: string | null) =>
  settings().execute({ site: SITE, shopper: ANN, enabled: true, consent: true, ...(address === undefined ? {} : { email: address }) })();
const confirm = (token: string) => new ConfirmAlertEmail({ tokens, lists, clock }).execute({ site: SITE, token })();

describe('SetAlertSettings with an email for alerts (Spam Act 2003 s 16)', () => {
  it('holds a new address unconfirmed and sends its owner the link to the site s confirmation page', async () => {
    expect(await switchOn('ann@example.com.au')).toMatchObject(E.right({ enabled: true, email: 'ann@example.com.au', email_confirmed: false }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'ann@example.com.au',
      subject: `Confirm your email for alerts from ${SITE.name}`,
      from: { name: SITE.name, address: 'alerts@acmemotors.com.au' },
    });
    expect(sent[0]!.text).toContain(`https://www.acmemotors.com.au/alerts/confirm-email?token=${encodeURIComponent('acme-motors|ann|ann@example.com.au')}`);
    // A list's unsubscribe header belongs on alerts, not on this one message.
    expect(sent[0]!.oneClickUnsubscribe).toBeUndefined();
  });

  it('sends nothing without an address, on switching off, or once the address is confirmed', async () => {
    await switchOn();
    await settings().execute({ site: SITE, shopper: ANN, enabled: false, email: 'ann@example.com.au' })();
    expect(sent).toEqual([]);
    await switchOn();
    expect(sent).toHaveLength(1);
    expect(await confirm('acme-motors|ann|ann@example.com.au')).toEqual(E.right({ confirmed: true, email: 'ann@example.com.au' }));
    expect(await switchOn('ann@example.com.au')).toMatchObject(E.right({ email_confirmed: true }));
    expect(sent).toHaveLength(1);
  });

  it(`sends the link again on each switch-on while the address waits, at most ${MAX_CONFIRMATION_EMAILS} an hour`, async () => {
    for (let i = 0; i < MAX_CONFIRMATION_EMAILS + 2; i++) expect(E.isRight(await switchOn('ann@example.com.au'))).toBe(true);
    expect(sent).toHaveLength(MAX_CONFIRMATION_EMAILS);
    expect(new Set(sent.map((m) => m.messageId)).size).toBe(MAX_CONFIRMATION_EMAILS);
    clock.advance(60 * 60_000);
    await switchOn('ann@example.com.au');
    expect(sent).toHaveLength(MAX_CONFIRMATION_EMAILS + 1);
  });

  it('keeps the settings when the email port fails: the shopper can switch on again to have the link sent', async () => {
    failing = true;
    expect(await switchOn('ann@example.com.au')).toMatchObject(E.right({ enabled: true, email: 'ann@example.com.au', email_confirmed: false }));
    failing = false;
    await switchOn();
    expect(sent.map((m) => m.to)).toEqual(['ann@example.com.au']);
  });
});

describe('ConfirmAlertEmail', () => {
  it('confirms the address the token names while it is the alert email, and refuses one changed since or not signed here', async () => {
    await switchOn('ann@example.com.au');
    expect(await confirm('other-site|ann|ann@example.com.au')).toEqual(E.left({ code: 'ALERTS.INVALID_TOKEN', message: 'not valid' }));
    await switchOn('ann@work.example.com');
    expect(await confirm('acme-motors|ann|ann@example.com.au')).toMatchObject(E.left({ code: 'ALERTS.EMAIL_CHANGED' }));
    expect(await lists.alertSettings('ann')).toMatchObject({ email: 'ann@work.example.com', email_confirmed: false });
    expect(await confirm('acme-motors|ann|ann@work.example.com')).toEqual(E.right({ confirmed: true, email: 'ann@work.example.com' }));
    expect(await lists.alertSettings('ann')).toMatchObject({ email_confirmed: true });
    expect(await confirm('acme-motors|nobody|ann@work.example.com')).toMatchObject(E.left({ code: 'ALERTS.EMAIL_CHANGED' }));
  });
});
