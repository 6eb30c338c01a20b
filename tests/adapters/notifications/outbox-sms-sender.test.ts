import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxSmsSender, smsFileName, type OutboxSms } from '../../../adapters/notifications/outbox-sms-sender';
import type { SmsMessage } from '../../../application/notifications/sms-sender.port';

const message: SmsMessage = {
  messageId: '9a7f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  to: '+61412345678',
  from: 'HarbourMtrs',
  body: 'Thanks for accepting your trade-in offer from Harbour Motors. A team member will be in touch soon with the offer.',
};

describe('OutboxSmsSender (issue 12: each SMS written to DATA_DIR/outbox and logged)', () => {
  let root: string;
  let dir: string;
  let logged: { message: string; fields: Record<string, unknown> }[];
  let now: Date;
  let sender: OutboxSmsSender;

  const read = (name: string): OutboxSms => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxSms;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'caryard-sms-'));
    dir = join(root, 'outbox');
    logged = [];
    now = new Date('2026-03-02T09:15:30.123Z');
    sender = new OutboxSmsSender({ dir, log: (m, fields) => logged.push({ message: m, fields }), now: () => now });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the message as sms-{messageId}.json with to, from, body and when, creating the outbox', async () => {
    expect(await sender.send(message)()).toEqual(E.right(undefined));
    expect(readdirSync(dir)).toEqual([`sms-${message.messageId}.json`]);
    expect(read(`sms-${message.messageId}.json`)).toEqual({
      message_id: message.messageId,
      to: '+61412345678',
      from: 'HarbourMtrs',
      body: message.body,
      created: '2026-03-02T09:15:30.123Z',
    });
  });

  it('sends the same message id once: a repeat rewrites its file, another id adds one', async () => {
    await sender.send(message)();
    now = new Date('2026-03-02T09:20:00.000Z');
    await sender.send(message)();
    expect(readdirSync(dir)).toEqual([`sms-${message.messageId}.json`]);
    expect(read(`sms-${message.messageId}.json`).created).toBe('2026-03-02T09:20:00.000Z');
    await sender.send({ ...message, messageId: 'another-id' })();
    expect(readdirSync(dir).sort()).toEqual(['sms-9a7f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b.json', 'sms-another-id.json']);
  });

  it('keeps the text as written, accents and line breaks included', async () => {
    const body = 'Merci Zoë — see you Saturday.\nHarbour Motors';
    await sender.send({ ...message, body })();
    expect(read(smsFileName(message.messageId)).body).toBe(body);
  });

  it('logs each message with the number masked to its last three digits, the sender and the text length, never the text', async () => {
    await sender.send(message)();
    expect(logged).toEqual([
      {
        message: 'sms written to the outbox',
        fields: { to: '+********678', from: 'HarbourMtrs', body_length: message.body.length, file: join(dir, smsFileName(message.messageId)) },
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('412345');
    expect(JSON.stringify(logged)).not.toContain('team member');
  });

  it('names files so that two message ids never share one and none leaves the outbox', () => {
    expect(smsFileName('abc-123')).toBe('sms-abc-123.json');
    expect(smsFileName('../../etc/passwd')).toBe('sms-_2e__2e__2f__2e__2e__2f_etc_2f_passwd.json');
    expect(smsFileName('a.b')).not.toBe(smsFileName('ab'));
    expect(smsFileName('a_2e_b')).not.toBe(smsFileName('a.b'));
  });

  it('refuses a message it cannot send, writing nothing: a number not in E.164, a bad sender id, no text, no id', async () => {
    for (const bad of [
      { to: '0412 345 678' },
      { to: '+0412345678' },
      { from: 'Harbour Motors' },
      { from: 'HarbourMotors1' },
      { from: '' },
      { body: '  ' },
      { messageId: '' },
      { messageId: 'x'.repeat(300) },
    ]) {
      const result = await sender.send({ ...message, ...bad })();
      expect(result).toEqual(E.left({ code: 'SMS.FAILED', message: expect.any(String) }));
    }
    expect(readdirSync(root)).toEqual([]);
  });

  it('answers SMS.FAILED, to be retried, when the outbox cannot be written', async () => {
    // A file where the outbox directory should be: nothing can be written in it.
    writeFileSync(dir, 'not a directory');
    const result = await sender.send(message)();
    expect(result).toEqual(E.left({ code: 'SMS.FAILED', message: expect.stringMatching(/^could not write /) }));
    expect(logged).toEqual([]);
  });
});
