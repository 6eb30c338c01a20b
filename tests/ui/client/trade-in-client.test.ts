/**
 * The trade-in flow's fetch client (ui/client/trade-in-client.ts) on the real Caryard server
 * (simulated provider, in-memory PGlite), and the trade-in machine run over it from a number
 * plate to an accepted offer (issue 12; spec 2 §4, §7). Edge cases of the wire (an answer that
 * is not JSON, no connection, the multipart shape) against a local node:http server.
 */
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tradeInMachine, tradeInView, type TradeInMachineInput, type TradeInValues } from '../../../application/tradein/trade-in.machine';
import { candidatesOf, type TradeInOffer } from '../../../application/tradein/trade-in-contract';
import type { LeadSubmission, LeadUser } from '../../../domain/leads/lead';
import { PROVIDER_UNAVAILABLE_MESSAGE, TRADE_IN_SUBCATEGORY } from '../../../domain/tradein/trade-in-flow';
import type { ImageFile } from '../../../domain/tradein/trade-in-images';
import type { TradeInVehicle } from '../../../domain/tradein/vehicle';
import { HttpCaryardClient } from '../../../ui/client/http-caryard-client';
import { HttpLeadFormsClient } from '../../../ui/client/http-lead-forms-client';
import { HttpTradeInClient } from '../../../ui/client/trade-in-client';
import { startTestServer, type TestServer } from '../../adapters/http/support/test-server';
import { aCaptchaFrom } from '../../support/form-tokens';

const FIXTURES = new URL('../../fixtures/trade-in/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

/**
 * `fetch` to a dealer site of a server on 127.0.0.1: the request as a browser on
 * `{slug}.localhost` sends it (fetch itself may not set Host), over node:http.
 */
function fetchToSite(port: number, host: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(new URL(String(input), `http://${host}`), init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: url.pathname + url.search,
          headers: { ...Object.fromEntries(request.headers), host, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (c: Buffer) => chunks.push(c));
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [k, v] of Object.entries(incoming.headers)) if (typeof v === 'string') headers.set(k, v);
            resolve(new Response(chunks.length > 0 ? Buffer.concat(chunks) : null, { status: incoming.statusCode ?? 500, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }) as typeof fetch;
}

/** A File as the browser hands it over (domain ImageFile: name, size, type). */
const photo = (name: string, bytes: Buffer, type: string): ImageFile => new File([new Uint8Array(bytes)], name, { type });

describe('HttpTradeInClient on the real server (spec 2 §7)', () => {
  let server: TestServer;
  const clientOf = (slug: string) => new HttpTradeInClient('', fetchToSite(server.port, server.host(slug)));

  beforeAll(async () => {
    server = await startTestServer({ ssr: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reads a single match, candidates, no match and an outage as the contract says', async () => {
    const client = clientOf('harbour-motors');
    const match = await client.enterVin({ rego: '123ABC', state: 'QLD' });
    expect(match.ok && match.value[0]).toMatchObject({ Make: 'Toyota', Model: 'HiLux', EvalID: expect.any(String) });

    const near = await client.enterVin({ rego: 'CAND01', state: 'QLD' });
    const candidates = near.ok ? candidatesOf(near.value[0]) : null;
    expect(candidates?.length).toBeGreaterThan(1);
    const vin = near.ok ? String((near.value[0] as { VIN?: string }).VIN) : '';
    const chosen = await client.manualEntry({ vin, desc: candidates?.[0] ?? '', rego: 'CAND01', state: 'QLD' });
    expect(chosen.ok && chosen.value[0]?.EvalID).toEqual(expect.any(String));

    expect(await client.enterVin({ rego: 'NOMATCH', state: 'QLD' })).toEqual({ ok: true, value: [] });
    expect(await client.enterVin({ rego: 'OUTAGE', state: 'QLD' })).toEqual({
      ok: false,
      status: 503,
      code: 'VALUATION.UNAVAILABLE',
      message: PROVIDER_UNAVAILABLE_MESSAGE,
      fields: {},
    });
  });

  it('sends a photo as multipart and reads the refusal of a file that is not an image by its bytes', async () => {
    const client = clientOf('harbour-motors');
    const match = await client.enterVin({ rego: '123ABC', state: 'QLD' });
    const evalId = match.ok ? String((match.value[0] as TradeInVehicle).EvalID) : '';
    expect(await client.uploadImage(evalId, new Blob([new Uint8Array(fixture('car.png'))], { type: 'image/png' }), 'car.png')).toEqual({
      ok: true,
      value: expect.objectContaining({ stored: 1 }),
    });
    const disguised = await client.uploadImage(evalId, new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/jpeg' }), 'holiday.jpg');
    expect(disguised).toMatchObject({ ok: false, status: 415, code: 'TRADE_IN.IMAGE_TYPE' });
  });

  it('finds a postcode and answers 404 Invalid postcode for one with no place', async () => {
    const client = clientOf('harbour-motors');
    expect(await client.postcode('4000')).toMatchObject({ ok: true, value: { postcode: '4000', state: 'QLD' } });
    expect(await client.postcode('0999')).toMatchObject({ ok: false, status: 404, message: 'Invalid postcode' });
  });

  /** The machine with the browser's own clients over HTTP; the captcha is a person's (a token issued 5 s before). */
  function flowOn(slug: string, input: Partial<TradeInMachineInput> = {}) {
    const fetchImpl = fetchToSite(server.port, server.host(slug));
    const tradeIn = new HttpTradeInClient('', fetchImpl);
    const leads = new HttpLeadFormsClient('', fetchImpl);
    const caryard = new HttpCaryardClient('', fetchImpl);
    const site = server.core.siteOf(slug);
    if (!site) throw new Error(slug);
    const machine = tradeInMachine.provide({
      actors: {
        enterVin: fromPromise(({ input: r }) => tradeIn.enterVin(r)),
        manualEntry: fromPromise(({ input: r }) => tradeIn.manualEntry(r)),
        uploadImage: fromPromise(({ input: r }) => tradeIn.uploadImage(r.evalId, r.file as unknown as Blob, r.file.name)),
        geocodePostcode: fromPromise(({ input: r }) => tradeIn.postcode(r.postcode)),
        updateEval: fromPromise(({ input: r }) => tradeIn.updateEval(r)),
        requestOffer: fromPromise(({ input: r }) => tradeIn.offer(r)),
        postValuation: fromPromise(({ input: r }) => tradeIn.miscellaneous(r)),
        submitLead: fromPromise(async ({ input: r }) => {
          const submission: LeadSubmission = {
            user: r.user as unknown as LeadUser,
            url: `http://${server.host(slug)}/sell-my-car`,
            source: 'Website',
            user_agent: 'vitest',
            ...(r.carId !== null ? { car_id: r.carId } : {}),
            lead_attributes: { visited_pages: ['/sell-my-car'], linked_query_params: {} },
          };
          return leads.submitLead({ ...submission, captcha: await aCaptchaFrom(server.core, slug) }, r.idempotencyKey);
        }),
        trackEvent: fromPromise(async ({ input: e }) => {
          const answer = await caryard.trackEvent({
            event: { event_id: e.eventId, url: `http://${server.host(slug)}/sell-my-car`, properties: { lead_id: e.leadId } },
          });
          if (answer._tag === 'Left') throw new Error(answer.left.message);
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        defaultState: site.default_state,
        imagesStep: site.features.tradeInImagesStep,
        postValuation: site.trade_in.post_valuation,
        dealershipSlug: site.dealerships[0]?.slug ?? slug,
        idempotencyKeys: { details: `details-${slug}-${Date.now()}`, accept: `accept-${slug}-${Date.now()}` },
        ...input,
      },
    });
    actor.start();
    const fill = (values: Partial<TradeInValues>) => {
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as keyof TradeInValues, value: value ?? '' });
    };
    const view = () => tradeInView(actor.getSnapshot());
    const until = (wanted: ReturnType<typeof view>) => waitFor(actor, (s) => tradeInView(s) === wanted && !s.hasTag('busy'), { timeout: 20_000 });
    return { actor, fill, view, until };
  }

  const DETAILS: Partial<TradeInValues> = {
    name: 'Ann',
    last_name: 'Citizen',
    email: 'ann@example.com.au',
    phone: '0412 345 678',
    postcode: '4000',
    odometer: '95,000 kms',
    service_history: 'Partial service history',
    number_of_keys: '1',
    car_condition: 'Fair',
    comments: 'Towbar fitted',
  };

  it('runs the machine from a plate through candidates and photos to an accepted offer: both leads, event 18 and the valuation record stored', async () => {
    const flow = flowOn('harbour-motors');
    flow.fill({ rego: 'cand01', state: 'QLD' });
    flow.actor.send({ type: 'NEXT' });
    await flow.until('chooseVehicle');
    const [first] = flow.actor.getSnapshot().context.candidates;
    flow.fill({ description: first ?? '' });
    flow.actor.send({ type: 'NEXT' });
    await flow.until('uploadImages');
    flow.actor.send({
      type: 'ADD_FILES',
      files: [
        photo('front.jpg', fixture('gps-tagged.jpg'), 'image/jpeg'),
        photo('rear.heic', fixture('car.heic'), 'image/heic'),
        photo('fake.jpg', fixture('photo.jpg'), 'image/jpeg'),
      ],
    });
    flow.actor.send({ type: 'NEXT' });
    await flow.until('uploadImages');
    expect(flow.actor.getSnapshot().context.images.map((i) => [i.file.name, i.status])).toEqual([
      ['front.jpg', 'uploaded'],
      ['rear.heic', 'uploaded'],
      ['fake.jpg', 'failed'],
    ]);
    flow.actor.send({ type: 'NEXT' });
    await flow.until('details');
    flow.fill({ ...DETAILS, postcode: '0999' });
    flow.actor.send({ type: 'SUBMIT' });
    await flow.until('details');
    expect(flow.actor.getSnapshot().context.fieldErrors).toEqual({ postcode: 'Invalid postcode' });
    flow.fill({ postcode: '4000' });
    flow.actor.send({ type: 'SUBMIT' });
    await flow.until('offered');
    const { offer, leadId } = flow.actor.getSnapshot().context;
    expect(offer?.final_price).toBeGreaterThan(0);
    flow.actor.send({ type: 'ACCEPT' });
    await flow.until('accepted');

    const rows = await server.db.query<{ lead_id: string; submission: LeadSubmission }>(
      "SELECT lead_id, submission FROM leads WHERE site_slug = 'harbour-motors' ORDER BY created_at",
    );
    const details = rows.find((r) => r.lead_id === leadId)?.submission.user;
    expect(details).toMatchObject({
      category: 'Trade-in Enquiry',
      subcategory: TRADE_IN_SUBCATEGORY.offerMade,
      name: 'Ann',
      odometer: 95_000,
      rego: 'CAND01',
      regoState: 'QLD',
      images: ['front.jpg', 'rear.heic'],
      offer_price: (offer as TradeInOffer).offer_price,
      final_price: (offer as TradeInOffer).final_price,
    });
    const accepted = rows.find((r) => r.submission.user.lead_id === leadId)?.submission.user;
    expect(accepted).toMatchObject({ subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true });
    const events = await server.db.query<{ event_id: number }>("SELECT event_id FROM analytics_events WHERE site_slug = 'harbour-motors'");
    expect(events.map((e) => e.event_id)).toContain(18);
    const valuation = await server.db.query<{ category: string; params: Record<string, unknown> }>(
      'SELECT category, params FROM lead_follow_ups WHERE lead_id = $1',
      [leadId],
    );
    expect(valuation).toEqual([expect.objectContaining({ params: expect.objectContaining({ column_name: 'valuation' }) })]);
  });

  it('goes from a plate straight to Step Four on a site without the images step and sends the lead', async () => {
    const flow = flowOn('saltbush-caravans');
    flow.fill({ rego: 'ABC12D', state: 'NSW' });
    flow.actor.send({ type: 'NEXT' });
    await flow.until('details');
    flow.fill(DETAILS);
    flow.actor.send({ type: 'SUBMIT' });
    await waitFor(flow.actor, (s) => s.status === 'done' || tradeInView(s) === 'offered', { timeout: 20_000 });
    expect(['offered', 'noInstantOffer']).toContain(flow.view());
    const rows = await server.db.query<{ submission: LeadSubmission }>("SELECT submission FROM leads WHERE site_slug = 'saltbush-caravans'");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submission.user).toMatchObject({ category: 'Trade-in Enquiry', rego: 'ABC12D', regoState: 'NSW', images: [] });
  });
});

describe('HttpTradeInClient on the wire', () => {
  let local: Server;
  let port: number;
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];

  beforeAll(async () => {
    local = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        if (req.url?.startsWith('/api/eval-expert/image-upload')) {
          res.writeHead(201, { 'content-type': 'application/json' }).end('{"stored":1}');
        } else if (req.url?.startsWith('/api/trade-in/offer')) {
          res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
        } else {
          res.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
        }
      });
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    port = (local.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => local?.close(resolve));
  });

  it('sends one photo per request as multipart, the evalid field before the file', async () => {
    const client = new HttpTradeInClient(`http://127.0.0.1:${port}`);
    expect(await client.uploadImage('EV-1', new Blob([new Uint8Array(fixture('car.gif'))], { type: 'image/gif' }), 'car.gif')).toEqual({
      ok: true,
      value: { stored: 1 },
    });
    const sent = seen.at(-1);
    expect(sent?.method).toBe('POST');
    expect(String(sent?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const text = sent?.body.toString('latin1') ?? '';
    expect(text.indexOf('name="evalid"')).toBeGreaterThan(-1);
    expect(text.indexOf('name="evalid"')).toBeLessThan(text.indexOf('name="file"; filename="car.gif"'));
    expect(text).toContain('EV-1');
  });

  it('an answer that is not the API JSON is a refusal with its status and a plain message; no connection rejects', async () => {
    const client = new HttpTradeInClient(`http://127.0.0.1:${port}`);
    expect(
      await client.offer({
        evalid: 'EV-1',
        rego: 'A',
        regoState: 'QLD',
        adjustments: { odometer: 1, car_condition: 'Good', service_history: 'Full service history', number_of_keys: '1' },
      }),
    ).toEqual({
      ok: false,
      status: 502,
      code: 'HTTP_502',
      message: 'The request could not be completed. Please try again.',
      fields: {},
    });
    expect(await client.enterVin({ rego: 'A', state: 'QLD' })).toMatchObject({ ok: false, status: 502, code: 'CLIENT.UNREADABLE' });
    expect(seen.find((s) => s.url === '/api/eval-expert/enter-vin')?.headers['content-type']).toBe('application/json');
    await expect(new HttpTradeInClient('http://127.0.0.1:1').postcode('4000')).rejects.toThrow();
  });
});
