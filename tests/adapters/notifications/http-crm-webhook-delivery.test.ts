import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCrmWebhookDelivery, webhookSignature } from '../../../adapters/notifications/http-crm-webhook-delivery';
import { lead, site } from './lead-fixtures';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

describe('HttpCrmWebhookDelivery: signed JSON POST to a CRM', () => {
  let server: Server;
  let url: string;
  const received: Received[] = [];
  let answer: { status: number; delayMs?: number } = { status: 200 };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += String(chunk)));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        setTimeout(() => res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.status >= 400 ? 'CRM is busy' : 'ok'), answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads?token=abc`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = () => ({ lead, site, destination: url, deliveryId: 'entry-42', attempt: 3 });
  const now = () => new Date('2026-03-02T09:20:00Z');

  it('POSTs the lead as JSON with an HMAC-SHA256 signature of timestamp and body, and the delivery id as Idempotency-Key', async () => {
    answer = { status: 202 };
    received.length = 0;
    expect(await new HttpCrmWebhookDelivery({ now }).deliver(request())()).toEqual({ _tag: 'Right', right: undefined });
    const [hit] = received;
    expect(hit?.headers['content-type']).toBe('application/json');
    expect(hit?.headers['idempotency-key']).toBe('entry-42');
    expect(hit?.headers['x-caryard-delivery']).toBe('entry-42');
    expect(hit?.headers['x-caryard-timestamp']).toBe('1772443200');
    expect(hit?.headers['x-caryard-signature']).toBe(webhookSignature('a-long-webhook-secret-1234', '1772443200', hit?.body ?? ''));
    expect(hit?.headers['x-caryard-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(JSON.parse(hit?.body ?? '')).toEqual({
      event: 'lead.created',
      delivery_id: 'entry-42',
      attempt: 3,
      site: { slug: 'harbour-motors', name: 'Harbour Motors' },
      lead: { lead_id: lead.lead_id, created_at: lead.created_at, ...lead.submission },
    });
  });

  it('leaves out the customer’s confirmation email a lead carries: it is the customer’s, not a field of the lead', async () => {
    answer = { status: 202 };
    received.length = 0;
    const carrying = { ...lead, submission: { ...lead.submission, customer_email: { subject: 'Your order HM-1', text: 'Order reference: HM-1' } } };
    expect(await new HttpCrmWebhookDelivery({ now }).deliver({ ...request(), lead: carrying })()).toEqual({ _tag: 'Right', right: undefined });
    expect(JSON.parse(received[0]?.body ?? '').lead).toEqual({ lead_id: lead.lead_id, created_at: lead.created_at, ...lead.submission });
  });

  it('fails (to be retried) on a non-2xx answer, naming the status but not the URL’s secret query', async () => {
    answer = { status: 503 };
    const result = await new HttpCrmWebhookDelivery().deliver(request())();
    expect(result).toEqual({ _tag: 'Left', left: { code: 'LEAD.DELIVERY_FAILED', channel: 'crm_webhook', message: 'HTTP 503: CRM is busy' } });
  });

  it('fails on a timeout and on a refused connection, without the path or query in the message', async () => {
    answer = { status: 200, delayMs: 500 };
    const slow = await new HttpCrmWebhookDelivery({ timeoutMs: 50 }).deliver(request())();
    expect(slow).toMatchObject({ left: { message: expect.stringMatching(/timed out$/) } });
    const refused = await new HttpCrmWebhookDelivery().deliver({ ...request(), destination: 'http://127.0.0.1:1/hook?token=secret' })();
    expect(refused).toMatchObject({ _tag: 'Left', left: { message: expect.stringMatching(/^POST http:\/\/127\.0\.0\.1:1 failed: /) } });
    expect(JSON.stringify(refused)).not.toContain('token=secret');
  });

  it('fails without sending when the site has no secret to sign with', async () => {
    received.length = 0;
    const unsigned = { ...site, lead_delivery: { email: null, crm_webhook_url: url } };
    const result = await new HttpCrmWebhookDelivery().deliver({ ...request(), site: unsigned })();
    expect(result).toMatchObject({ left: { message: "site 'harbour-motors' has no crm_webhook_secret to sign with" } });
    expect(received).toHaveLength(0);
  });
});
