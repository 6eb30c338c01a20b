/**
 * The alert email's confirmation over HTTP (issue 14; Spam Act 2003 s 16; adapters/http/routes/
 * alerts.routes.ts), on the real server: `POST /api/garage/alerts` with an email holds it
 * unconfirmed and writes the confirmation email to the outbox; `POST /api/alerts/confirm-email`
 * with the link's token (no session, no CSRF token) confirms it; a token of an address changed
 * since answers 409, a forged one 400; no GET confirms anything; the page's own form works
 * without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSettingsView, GarageAnswer } from '../../../application/shoppers/shopper-contract';
import { outboxDir } from '../../../config/data-dirs';
import { confirmationEmailsTo, confirmationTokenIn } from '../../support/outbox-emails';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { postJson, signInShopper, type SignedInShopper } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'harbour-motors';

describe('confirming the email for alerts over HTTP', () => {
  let server: TestServer;
  let outbox: string;
  let phones = 0;

  beforeAll(async () => {
    server = await startTestServer({ ssr: false });
    outbox = outboxDir(server.core.settings);
  });
  afterAll(() => server?.close());

  const aShopper = () => signInShopper(server, SITE, `0413 ${String(100_000 + ++phones).slice(-6, -3)} ${String(100_000 + phones).slice(-3)}`);

  async function setEmail(shopper: SignedInShopper, email: string): Promise<AlertSettingsView> {
    const answer = await postJson(server, SITE, '/api/garage/alerts', { enabled: true, consent: true, email }, shopper);
    expect(answer.status).toBe(200);
    return answer.json<AlertSettingsView>();
  }

  const alertsOf = async (shopper: SignedInShopper): Promise<AlertSettingsView> => {
    const answer = await request(server.port, '/api/garage', { host: server.host(SITE), headers: { cookie: shopper.cookie } });
    expect(answer.status).toBe(200);
    return answer.json<GarageAnswer>().alerts;
  };

  const confirm = (body: string, contentType = 'application/json', path = '/api/alerts/confirm-email') =>
    request(server.port, path, { method: 'POST', host: server.host(SITE), headers: { 'content-type': contentType, accept: 'application/json' }, body });

  function expectError(answer: HttpResponse, status: number, code: string): void {
    expect(answer.status).toBe(status);
    expect(errorShapeProblem(answer.text)).toBeNull();
    expect(answer.json()).toMatchObject({ error: { code } });
    expect(answer.headers['cache-control']).toBe('no-store');
  }

  it('holds the email unconfirmed, emails its owner the link, and confirms it on the POST with no session and no CSRF token', async () => {
    const ann = await aShopper();
    expect(await setEmail(ann, 'ann.http@example.com.au')).toMatchObject({ enabled: true, email: 'ann.http@example.com.au', email_confirmed: false });
    const emails = confirmationEmailsTo(outbox, 'ann.http@example.com.au');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('https://www.harbourmotors.com.au/alerts/confirm-email?token=');
    expect((await alertsOf(ann)).email_confirmed).toBe(false);

    const answer = await confirm(JSON.stringify({ token: confirmationTokenIn(emails[0]!) }));
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ confirmed: true, email: 'ann.http@example.com.au' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await alertsOf(ann)).toMatchObject({ email: 'ann.http@example.com.au', email_confirmed: true });
  });

  it('refuses the link of an address changed since (409), a forged token (400) and a post without one (400)', async () => {
    const bob = await aShopper();
    await setEmail(bob, 'bob.first@example.com.au');
    const first = confirmationTokenIn(confirmationEmailsTo(outbox, 'bob.first@example.com.au')[0]!);
    await setEmail(bob, 'bob.second@example.com.au');
    expect(confirmationEmailsTo(outbox, 'bob.second@example.com.au')).toHaveLength(1);

    expectError(await confirm(JSON.stringify({ token: first })), 409, 'ALERTS.EMAIL_CHANGED');
    const [id, , signature] = first.split('.');
    const swapped = `${id}.${Buffer.from('bob.second@example.com.au').toString('base64url')}.${signature}`;
    expectError(await confirm(JSON.stringify({ token: swapped })), 400, 'ALERTS.INVALID_TOKEN');
    expectError(await confirm('{}'), 400, 'VALIDATION_FAILED');
    expectError(await confirm(JSON.stringify({ token: 'x'.repeat(5_000) })), 400, 'VALIDATION_FAILED');
    expect((await alertsOf(bob)).email_confirmed).toBe(false);
  });

  it('confirms nothing on a GET: neither the API path nor the page path', async () => {
    const cat = await aShopper();
    await setEmail(cat, 'cat.get@example.com.au');
    const token = encodeURIComponent(confirmationTokenIn(confirmationEmailsTo(outbox, 'cat.get@example.com.au')[0]!));
    for (const path of [`/api/alerts/confirm-email?token=${token}`, `/alerts/confirm-email?token=${token}`]) {
      const answer = await request(server.port, path, { host: server.host(SITE) });
      expect(answer.status).toBe(404);
    }
    expect((await alertsOf(cat)).email_confirmed).toBe(false);
  });

  it('answers the page s own form without JavaScript with a redirect to the outcome', async () => {
    const dee = await aShopper();
    await setEmail(dee, 'dee.first@example.com.au');
    const first = confirmationTokenIn(confirmationEmailsTo(outbox, 'dee.first@example.com.au')[0]!);
    await setEmail(dee, 'dee.second@example.com.au');
    const second = confirmationTokenIn(confirmationEmailsTo(outbox, 'dee.second@example.com.au')[0]!);
    const form = (token: string) => confirm(new URLSearchParams({ token }).toString(), 'application/x-www-form-urlencoded', '/alerts/confirm-email');

    const changed = await form(first);
    expect(changed.status).toBe(303);
    expect(changed.headers.location).toBe(`/alerts/confirm-email?${new URLSearchParams({ changed: '1', token: first }).toString()}`);
    const invalid = await form('not-a-token');
    expect(invalid.headers.location).toBe('/alerts/confirm-email?invalid=1&token=not-a-token');
    expect((await confirm('', 'application/x-www-form-urlencoded', '/alerts/confirm-email')).headers.location).toBe('/alerts/confirm-email?invalid=1');
    expect((await alertsOf(dee)).email_confirmed).toBe(false);

    const confirmed = await form(second);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe('/alerts/confirm-email?confirmed=1');
    expect(await alertsOf(dee)).toMatchObject({ email: 'dee.second@example.com.au', email_confirmed: true });
  });
});
