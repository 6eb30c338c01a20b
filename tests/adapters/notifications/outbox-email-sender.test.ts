import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxEmailSender, outboxEmailFileName } from '../../../adapters/notifications/outbox-email-sender';
import type { OutgoingEmail } from '../../../application/notifications/email-sender.port';

const message = (fields: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  messageId: 'alert-42',
  from: { name: 'Harbour Motors', address: 'alerts@harbourmotors.com.au' },
  replyTo: { name: 'Harbour Motors', address: 'sales@harbourmotors.com.au' },
  to: 'ann@example.com.au',
  subject: '2019 Mazda CX-5 now $27,990 (was $29,990) | Harbour Motors',
  text: 'Hello,\n\nStop these alerts: https://www.harbourmotors.com.au/alerts/unsubscribe?token=abc',
  oneClickUnsubscribe: 'https://www.harbourmotors.com.au/api/alerts/unsubscribe?token=abc',
  date: new Date('2030-05-01T09:00:00Z'),
  ...fields,
});

describe('alert emails written to the outbox (.eml)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'caryard-email-sender-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one RFC 5322 file per message id, with List-Unsubscribe and the one-click post header (RFC 8058)', async () => {
    const sender = new OutboxEmailSender({ dir });
    expect(await sender.send(message())()).toEqual(E.right(undefined));
    expect(await sender.send(message())()).toEqual(E.right(undefined));
    expect(readdirSync(dir)).toEqual(['email-alert-42.eml']);
    const eml = readFileSync(join(dir, 'email-alert-42.eml'), 'utf8').replace(/\r\n[ \t]+/g, ' ');
    expect(eml).toContain('\r\nTo: ann@example.com.au\r\n');
    expect(eml).toContain('From: "Harbour Motors" <alerts@harbourmotors.com.au>\r\n');
    expect(eml).toContain('\r\nReply-To: "Harbour Motors" <sales@harbourmotors.com.au>\r\n');
    expect(eml).toContain('\r\nMessage-ID: <alert-42@harbourmotors.com.au>\r\n');
    expect(eml).toContain('\r\nList-Unsubscribe: <https://www.harbourmotors.com.au/api/alerts/unsubscribe?token=abc>\r\n');
    expect(eml).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
  });

  it('adds no List-Unsubscribe to a message that is not a list s', async () => {
    const { oneClickUnsubscribe: _none, ...rest } = message();
    await new OutboxEmailSender({ dir }).send(rest)();
    expect(readFileSync(join(dir, outboxEmailFileName('alert-42')), 'utf8')).not.toContain('List-Unsubscribe');
  });

  it('refuses an address that is not one, an unsubscribe link that is not http(s), and a directory it cannot write', async () => {
    const sender = new OutboxEmailSender({ dir });
    expect(await sender.send(message({ to: 'not an address' }))()).toEqual(E.left({ code: 'EMAIL.FAILED', message: 'the address is not an email address' }));
    expect(E.isLeft(await sender.send(message({ oneClickUnsubscribe: 'javascript:alert(1)' }))())).toBe(true);
    // A "directory" below a file: nothing can be written there.
    await sender.send(message({ messageId: 'x' }))();
    const blocked = new OutboxEmailSender({ dir: join(dir, outboxEmailFileName('x'), 'below') });
    expect(await blocked.send(message())()).toMatchObject(E.left({ code: 'EMAIL.FAILED', message: expect.stringContaining('could not write') }));
  });
});
