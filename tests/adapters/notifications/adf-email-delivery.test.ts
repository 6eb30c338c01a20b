import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adfDocument } from '../../../adapters/notifications/adf-document';
import { adfEmailFileName, AdfEmailDelivery } from '../../../adapters/notifications/adf-email-delivery';
import type { Car } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';
import { lead, site } from './lead-fixtures';

const DTD = fileURLToPath(new URL('../../../adapters/notifications/adf-1.0.dtd', import.meta.url));

/** Undoes quoted-printable (RFC 2045 §6.7) to read the body back. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

function parts(eml: string): { head: string; body: string } {
  const split = eml.indexOf('\r\n\r\n');
  return { head: eml.slice(0, split).replace(/\r\n[ \t]/g, ' '), body: decodeQuotedPrintable(eml.slice(split + 4)).replace(/\r\n/g, '\n') };
}

describe('AdfEmailDelivery: the lead as an ADF 1.0 email (issue 16)', () => {
  let dir: string;
  let logged: unknown[];
  const car: Car = aCar().withId(1_000_123).withSite('harbour-motors').withMakeModel('Mazda', 'CX-5').withYear(2023).build();
  const looked: [string, number][] = [];
  const request = { lead, site, destination: 'leads@crm.harbourmotors.example', deliveryId: 'entry-7', attempt: 1 };
  const delivery = () =>
    new AdfEmailDelivery({
      dir,
      findCar: (slug, id) => {
        looked.push([slug, id]);
        return Promise.resolve(id === car.id ? car : null);
      },
      log: (message, fields) => logged.push({ message, ...fields }),
    });

  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'caryard-adf-outbox-')), 'outbox');
    logged = [];
    looked.length = 0;
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('writes one plain-text email per lead to the CRM address, its body the ADF document of the lead and its car', async () => {
    expect(await delivery().deliver(request)()).toEqual({ _tag: 'Right', right: undefined });
    expect(looked).toEqual([['harbour-motors', 1_000_123]]);
    expect(readdirSync(dir)).toEqual([adfEmailFileName(lead.lead_id)]);
    const { head, body } = parts(readFileSync(join(dir, `adf-${lead.lead_id}.eml`), 'utf8'));
    expect(head).toContain('To: leads@crm.harbourmotors.example');
    expect(head).toContain(`Subject: ADF lead ${lead.lead_id}`);
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(head).toContain(`Message-ID: <adf-${lead.lead_id}@harbourmotors.com.au>`);
    expect(body.trimEnd()).toBe(adfDocument(lead, site, { car }).trimEnd());
    expect(body).toContain('<year>2023</year><make>Mazda</make><model>CX-5</model>');
    // The body as the CRM reads it is a valid ADF 1.0 document.
    const file = join(dir, '..', 'body.xml');
    writeFileSync(file, body);
    expect(spawnSync('xmllint', ['--noout', '--dtdvalid', DTD, file]).status).toBe(0);
    expect(logged).toEqual([
      expect.objectContaining({ message: 'ADF lead email written to the outbox', lead_id: lead.lead_id, to: 'leads@crm.harbourmotors.example' }),
    ]);
  });

  it('rewrites the same file in place when the same delivery comes again (one file per lead)', async () => {
    await delivery().deliver(request)();
    const first = readFileSync(join(dir, adfEmailFileName(lead.lead_id)), 'utf8');
    await delivery().deliver({ ...request, attempt: 2 })();
    expect(readdirSync(dir)).toEqual([adfEmailFileName(lead.lead_id)]);
    expect(readFileSync(join(dir, adfEmailFileName(lead.lead_id)), 'utf8')).toBe(first);
  });

  it('fails the delivery (to be retried) when the car cannot be read or the file cannot be written', async () => {
    const down = new AdfEmailDelivery({ dir, findCar: () => Promise.reject(new Error('connection refused')) });
    expect(await down.deliver(request)()).toEqual({
      _tag: 'Left',
      left: { code: 'LEAD.DELIVERY_FAILED', channel: 'adf_email', message: 'could not read car 1000123: connection refused' },
    });
    const blocked = join(dir, '..', 'a-file');
    writeFileSync(blocked, '');
    const result = await new AdfEmailDelivery({ dir: join(blocked, 'outbox') }).deliver(request)();
    expect(result).toMatchObject({ _tag: 'Left', left: { code: 'LEAD.DELIVERY_FAILED', channel: 'adf_email' } });
  });
});
