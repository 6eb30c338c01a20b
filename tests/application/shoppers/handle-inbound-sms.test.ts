/**
 * A reply to the alerts number (issue 14: STOP handling on the SMS port), with an in-memory
 * consent store: which replies stop, resume or explain, for whom, and what is answered.
 */
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { AlertConsentStore } from '../../../application/shoppers/alert-consent.port';
import { HandleInboundSms } from '../../../application/shoppers/handle-inbound-sms.use-case';

type Stop = { at: Date; by: 'sms_stop' | 'unsubscribe_link' | 'settings' } | null;

/** alert_settings in memory: one entry per (site, phone). */
class InMemoryAlertConsent implements AlertConsentStore {
  readonly rows: { site: string; phone: string; stop: Stop }[] = [];

  add(site: string, phone: string, stop: Stop = null): this {
    this.rows.push({ site, phone, stop });
    return this;
  }

  async stopByPhone(phone: string, at: Date): Promise<string[]> {
    const hit = this.rows.filter((row) => row.phone === phone && row.stop === null);
    for (const row of hit) row.stop = { at, by: 'sms_stop' };
    return hit.map((row) => row.site).sort();
  }

  async resumeByPhone(phone: string): Promise<string[]> {
    const hit = this.rows.filter((row) => row.phone === phone && row.stop?.by === 'sms_stop');
    for (const row of hit) row.stop = null;
    return hit.map((row) => row.site).sort();
  }

  async sitesWithAlerts(phone: string): Promise<string[]> {
    return this.rows
      .filter((row) => row.phone === phone)
      .map((row) => row.site)
      .sort();
  }
}

const NAMES: Record<string, string> = { 'harbour-motors': 'Harbour Motors', 'sunset-coast-suzuki': 'Sunset Coast Suzuki' };
const NOW = new Date('2026-03-10T22:15:00.000Z');

function handler(consent: InMemoryAlertConsent) {
  const useCase = new HandleInboundSms({ consent, siteOf: (slug) => (NAMES[slug] ? { name: NAMES[slug] } : undefined), clock: { now: () => NOW } });
  return async (from: string, body: string) => {
    const answer = await useCase.execute({ from, body })();
    if (E.isLeft(answer)) throw new Error('the use case fails by no value');
    return answer.right;
  };
}

describe('handle an inbound SMS (issue 14)', () => {
  it('STOP stops alerts on every site for that phone and confirms, naming the dealers', async () => {
    const consent = new InMemoryAlertConsent()
      .add('harbour-motors', '+61412345678')
      .add('sunset-coast-suzuki', '+61412345678')
      .add('harbour-motors', '+61498765432');
    const handled = await handler(consent)('+61412345678', ' Stop. ');
    expect(handled).toEqual({
      keyword: 'stop',
      sites: ['harbour-motors', 'sunset-coast-suzuki'],
      reply: 'You will get no more alerts from Harbour Motors and Sunset Coast Suzuki. Reply START to resume.',
    });
    expect(consent.rows.map((row) => row.stop)).toEqual([{ at: NOW, by: 'sms_stop' }, { at: NOW, by: 'sms_stop' }, null]);
  });

  it('reads the sender number in any Australian form the provider gives', async () => {
    const consent = new InMemoryAlertConsent().add('harbour-motors', '+61412345678');
    expect((await handler(consent)('0412 345 678', 'UNSUBSCRIBE')).sites).toEqual(['harbour-motors']);
  });

  it('START resumes only what a STOP by SMS stopped', async () => {
    const consent = new InMemoryAlertConsent()
      .add('harbour-motors', '+61412345678', { at: NOW, by: 'sms_stop' })
      .add('sunset-coast-suzuki', '+61412345678', { at: NOW, by: 'unsubscribe_link' });
    const handled = await handler(consent)('+61412345678', 'start');
    expect(handled).toEqual({ keyword: 'start', sites: ['harbour-motors'], reply: 'Alerts from Harbour Motors are on again. Reply STOP to stop them.' });
    expect(consent.rows.map((row) => row.stop?.by ?? null)).toEqual([null, 'unsubscribe_link']);
  });

  it('HELP explains, naming the dealers the number has alerts with, and changes nothing', async () => {
    const consent = new InMemoryAlertConsent().add('harbour-motors', '+61412345678');
    const handled = await handler(consent)('+61412345678', 'HELP');
    expect(handled.keyword).toBe('help');
    expect(handled.sites).toEqual([]);
    expect(handled.reply).toMatch(/^Car alerts from Harbour Motors: .*Reply STOP to stop, START to resume\./);
    expect(consent.rows[0]!.stop).toBeNull();
  });

  it('anything else is ignored: nothing changes and nothing is answered', async () => {
    const consent = new InMemoryAlertConsent().add('harbour-motors', '+61412345678');
    expect(await handler(consent)('+61412345678', 'Is the CX-5 still available?')).toEqual({ keyword: null, sites: [], reply: null });
    expect(consent.rows[0]!.stop).toBeNull();
  });

  it('a keyword from a number that is no Australian mobile changes nothing but is still answered', async () => {
    const consent = new InMemoryAlertConsent().add('harbour-motors', '+61412345678');
    expect(await handler(consent)('+14155550100', 'STOP')).toEqual({
      keyword: 'stop',
      sites: [],
      reply: 'You will get no more alerts. Reply START to resume.',
    });
    expect(consent.rows[0]!.stop).toBeNull();
  });

  it('a site no longer configured is stopped but left unnamed', async () => {
    const consent = new InMemoryAlertConsent().add('closed-dealer', '+61412345678');
    expect(await handler(consent)('+61412345678', 'STOP')).toEqual({
      keyword: 'stop',
      sites: ['closed-dealer'],
      reply: 'You will get no more alerts. Reply START to resume.',
    });
  });

  it('a store that fails rejects: the webhook answers 500, nothing is claimed as done', async () => {
    const failing: AlertConsentStore = {
      stopByPhone: () => Promise.reject(new Error('database down')),
      resumeByPhone: () => Promise.reject(new Error('database down')),
      sitesWithAlerts: () => Promise.reject(new Error('database down')),
    };
    const useCase = new HandleInboundSms({ consent: failing, siteOf: () => undefined, clock: { now: () => NOW } });
    await expect(useCase.execute({ from: '+61412345678', body: 'STOP' })()).rejects.toThrow('database down');
  });
});
