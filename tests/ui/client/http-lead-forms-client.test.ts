/**
 * The lead forms' HTTP client and its binding to the lead form machine, without a browser:
 * the server's answers (201, 400 with fields, 409, no answer) become the machine's outcomes —
 * field errors on the form, the server's message, the failure alert.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { leadFormMachine, type LeadSubmitOutcome, type SubmitLeadInput } from '../../../application/leads/lead-form.machine';
import type { LeadSubmission } from '../../../domain/leads/lead';
import type { LeadFormValues } from '../../../domain/leads/lead-validation';
import { HttpLeadFormsClient } from '../../../ui/client/http-lead-forms-client';

const VALID: LeadFormValues = { category: 'Test Drive', name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678', message: '' };

function fakeFetch(status: number, body: unknown): { fetch: typeof fetch; calls: { url: string; init: RequestInit }[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetch: impl, calls };
}

const payload: LeadSubmission & { captcha: Record<string, never> } = {
  user: { category: 'Test Drive', name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' },
  url: 'http://x/',
  source: 'Website',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: [], linked_query_params: {} },
  captcha: {},
};

describe('HttpLeadFormsClient', () => {
  it('posts the lead with its Idempotency-Key and reads lead_id from a 201', async () => {
    const { fetch, calls } = fakeFetch(201, { lead_id: 'lead-1' });
    const outcome = await new HttpLeadFormsClient('', fetch).submitLead(payload, 'key-12345678');
    expect(outcome).toEqual({ lead_id: 'lead-1' });
    expect(calls[0]?.url).toBe('/api/leads');
    expect((calls[0]?.init.headers as Record<string, string>)['idempotency-key']).toBe('key-12345678');
  });

  it("reads a refusal's message and fields", async () => {
    const { fetch } = fakeFetch(409, { error: { code: 'LEAD.SLOT_TAKEN', message: 'Taken', fields: { 'user.test_drive_time': 'Taken' } } });
    expect(await new HttpLeadFormsClient('', fetch).submitLead(payload, 'key-12345678')).toEqual({
      error: 'Taken',
      code: 'LEAD.SLOT_TAKEN',
      fields: { 'user.test_drive_time': 'Taken' },
    });
  });

  it('fetches a form token (issue 10), never from a cache, and rejects when none came', async () => {
    const answer = {
      token: 'v1.acme.1.n.s',
      issued_at: '2026-03-02T09:00:00.000Z',
      usable_from: '2026-03-02T09:00:03.000Z',
      expires_at: '2026-03-02T11:00:00.000Z',
    };
    const { fetch, calls } = fakeFetch(200, answer);
    expect(await new HttpLeadFormsClient('', fetch).formToken()).toEqual(answer);
    expect(calls[0]?.url).toBe('/api/form-token');
    expect(calls[0]?.init.cache).toBe('no-store');
    await expect(new HttpLeadFormsClient('', fakeFetch(404, { error: { code: 'SITE_NOT_FOUND', message: 'No site' } }).fetch).formToken()).rejects.toThrow(
      'HTTP 404',
    );
  });

  it('maps reservation answers: 201 ok, 402 declined with its message', async () => {
    const ok = fakeFetch(201, { reservation_id: 'r1', deposit: 200 });
    expect(
      await new HttpLeadFormsClient('', ok.fetch).reserveCar(
        'a-car',
        { name: '', email: '', phone: '', token: 'tok_test_x', url: '', user_agent: '' },
        'key-12345678',
      ),
    ).toMatchObject({
      ok: true,
      reservation: { reservation_id: 'r1' },
    });
    const declined = fakeFetch(402, {
      error: { code: 'PAYMENT.DECLINED', message: 'Your card was declined.', fields: { payment: 'Your card was declined.' } },
    });
    expect(
      await new HttpLeadFormsClient('', declined.fetch).reserveCar(
        'a-car',
        { name: '', email: '', phone: '', token: 'tok_test_x', url: '', user_agent: '' },
        'key-12345678',
      ),
    ).toEqual({
      ok: false,
      status: 402,
      code: 'PAYMENT.DECLINED',
      message: 'Your card was declined.',
      fields: { payment: 'Your card was declined.' },
    });
  });
});

describe('the lead form machine bound to the HTTP client', () => {
  function start(status: number, body: unknown) {
    const { fetch } = fakeFetch(status, body);
    const client = new HttpLeadFormsClient('', fetch);
    let alerts = 0;
    const machine = leadFormMachine.provide({
      actors: {
        runCaptcha: fromPromise<Record<string, unknown>, { values: LeadFormValues }>(async () => ({ honeypot: '', form_token: 'v1.acme.token' })),
        submitLead: fromPromise<LeadSubmitOutcome, SubmitLeadInput>(({ input }) =>
          client.submitLead({ ...payload, user: { ...payload.user, ...input.values } as typeof payload.user, captcha: input.captcha }, input.idempotencyKey),
        ),
        trackLeadEvent: fromPromise(async (): Promise<void> => {}),
        storeSuccess: fromPromise(async (): Promise<void> => {}),
        followUp: fromPromise(async (): Promise<void> => {}),
        navigate: fromPromise(async (): Promise<void> => {}),
      },
      actions: { alertFailure: () => void alerts++ },
    });
    const actor = createActor(machine, {
      input: { values: VALID, rules: { termsCheckbox: false, messageRequired: false }, idempotencyKey: 'key-12345678' },
    }).start();
    actor.send({ type: 'SUBMIT' });
    return { actor, alerts: () => alerts };
  }

  it("a 409 for a taken slot puts the server's message on the form and under the time, and alerts", async () => {
    const message = 'Sorry, that test drive time has just been booked. Please choose another time.';
    const { actor, alerts } = start(409, { error: { code: 'LEAD.SLOT_TAKEN', message, fields: { 'user.test_drive_time': message } } });
    const snapshot = await waitFor(actor, (s) => s.matches('failure'));
    expect(snapshot.context.formError).toBe(message);
    expect(snapshot.context.fieldErrors).toEqual({ test_drive_time: message });
    expect(alerts()).toBe(1);
  });

  it('a 201 goes on to success', async () => {
    const { actor } = start(201, { lead_id: 'lead-7' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.context.leadId).toBe('lead-7');
  });
});
