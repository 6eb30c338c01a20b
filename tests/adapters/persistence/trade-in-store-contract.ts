/**
 * Trade-in evaluations and their photo records (issue 12, migration 009) on a real engine:
 * evaluations per site, at most 10 photos per evaluation even when uploads race (spec 2 §5),
 * and the retention sweep taking a site's old photos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlAcceptedTradeInOffers } from '../../../adapters/persistence/sql-accepted-trade-in-offers';
import { SqlTradeInStore } from '../../../adapters/persistence/sql-trade-in-store';
import type { TradeInOffer } from '../../../application/tradein/trade-in-contract';
import type { StoredEvaluation, StoredImage } from '../../../application/tradein/trade-in-store.port';
import { MAX_IMAGES } from '../../../domain/tradein/trade-in-images';

export interface TradeInStoreDatabases {
  /** A new, empty, not yet migrated database. */
  open(): Promise<SqlDatabase>;
  /** Other handles on the database `open` made last, as other server instances would hold; [] when the engine has one handle only (PGlite). */
  others(count: number): Promise<SqlDatabase[]>;
}

let evaluations = 0;

/** What findEvaluation adds for an evaluation nothing was recorded of (issue 30). */
const NOTHING_RECORDED = { contactPhone: null, offer: null, offerMadeAt: null, acceptedAt: null } as const;

/** An offer the server made (issue 30). */
const OFFER: TradeInOffer = {
  evalid: 'EV-x',
  offer_price: 31_000,
  reduced_price: 29_500,
  final_price: 29_500,
  adjustments: [{ id: 'car_condition', label: 'Condition', answer: 'Fair', amount: -1_500 }],
  valid_until: '2025-03-08',
  valid_days: 7,
  reference: 'TI-4K7Q-2ZB9',
};
let images = 0;

/** An evaluation of a 2019 Toyota HiLux, a new EvalID each time. */
function anEvaluation(overrides: Partial<StoredEvaluation> = {}): StoredEvaluation {
  const evalId = overrides.evalId ?? `EV-${++evaluations}`;
  return {
    siteSlug: 'harbour-motors',
    evalId,
    provider: 'simulated',
    rego: 'ABC123',
    state: 'QLD',
    vehicle: { EvalID: evalId, Make: 'Toyota', Model: 'HiLux', Year: 2019, Variant: 'SR5', VIN: 'JTFST22P900012345', Cylinders: 4, CompMth: 3, CompYr: 2019 },
    createdAt: '2025-03-01T01:02:03.456Z',
    ...overrides,
  };
}

/** A photo record of that evaluation under a new generated name. */
function anImage(evaluation: Pick<StoredEvaluation, 'siteSlug' | 'evalId'>, overrides: Partial<StoredImage> = {}): StoredImage {
  return {
    siteSlug: evaluation.siteSlug,
    evalId: evaluation.evalId,
    storedName: `img-${++images}-${Math.random().toString(36).slice(2, 8)}.jpg`,
    originalName: `IMG_${1000 + images}.JPG`,
    mime: 'image/jpeg',
    bytes: 123_456,
    storedAt: '2025-03-01T02:00:00.000Z',
    ...overrides,
  };
}

export function tradeInStoreContract(engine: string, databases: TradeInStoreDatabases): void {
  describe(`${engine}: trade-in store`, () => {
    let db: SqlDatabase;
    let others: SqlDatabase[] = [];
    let store: SqlTradeInStore;

    beforeAll(async () => {
      db = await databases.open();
      expect(await migrate(db)).toContain('009');
      others = await databases.others(4);
      store = new SqlTradeInStore(db);
    });
    afterAll(async () => {
      await Promise.all(others.map((o) => o.close()));
      await db?.close();
    });

    it('saves an evaluation and finds it again for its site only', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      expect(await store.findEvaluation('harbour-motors', evaluation.evalId)).toEqual({ ...evaluation, ...NOTHING_RECORDED });
      expect(await store.findEvaluation('bayside-pre-owned', evaluation.evalId)).toBeNull();
      expect(await store.findEvaluation('harbour-motors', 'EV-unknown')).toBeNull();
    });

    it('replaces the vehicle of a saved evaluation, keeping when it started and its photos', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      await store.addImage(anImage(evaluation), MAX_IMAGES);
      const refined = { ...evaluation, vehicle: { ...evaluation.vehicle, Variant: 'SR', KM: 85_000 }, createdAt: '2025-03-02T00:00:00.000Z' };
      await store.saveEvaluation(refined);
      expect(await store.findEvaluation(evaluation.siteSlug, evaluation.evalId)).toEqual({ ...refined, createdAt: evaluation.createdAt, ...NOTHING_RECORDED });
      expect(await store.imagesOf(evaluation.siteSlug, evaluation.evalId)).toHaveLength(1);
    });

    it('issue 30: keeps the phone an offer is made to and the offer made, and marks it accepted once, also when acceptances race', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      expect(await store.markAccepted(evaluation.siteSlug, evaluation.evalId, '2025-03-01T03:00:00.000Z'), 'no offer yet').toBe(false);
      await store.recordContact(evaluation.siteSlug, evaluation.evalId, '0412 345 678');
      expect(await store.saveOffer(evaluation.siteSlug, evaluation.evalId, OFFER, '2025-03-01T02:30:00.000Z', OFFER.reference)).toBe(OFFER.reference);
      // Saving the vehicle again (update-eval) keeps what was recorded.
      await store.saveEvaluation({ ...evaluation, vehicle: { ...evaluation.vehicle, KM: 90_000 } });
      expect(await store.findEvaluation(evaluation.siteSlug, evaluation.evalId)).toMatchObject({
        contactPhone: '0412 345 678',
        offer: OFFER,
        offerMadeAt: '2025-03-01T02:30:00.000Z',
        acceptedAt: null,
      });
      expect(await store.findEvaluation('bayside-pre-owned', evaluation.evalId)).toBeNull();
      const handles = [store, ...others.map((o) => new SqlTradeInStore(o))];
      const marks = await Promise.all(
        Array.from({ length: 6 }, (_, i) => handles[i % handles.length]!.markAccepted(evaluation.siteSlug, evaluation.evalId, '2025-03-01T03:00:00.000Z')),
      );
      expect(marks.filter(Boolean)).toHaveLength(1);
      expect((await store.findEvaluation(evaluation.siteSlug, evaluation.evalId))?.acceptedAt).toBe('2025-03-01T03:00:00.000Z');
      expect(await store.markAccepted('bayside-pre-owned', evaluation.evalId, '2025-03-01T03:00:00.000Z'), "another site's").toBe(false);
    });

    it('gives an evaluation one shopper reference, kept through later offers, unique on its site', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      expect(await store.saveOffer(evaluation.siteSlug, evaluation.evalId, OFFER, '2025-03-01T02:30:00.000Z', 'TI-AAAA-0001')).toBe('TI-AAAA-0001');
      // A new offer for the same car (the seller changed an answer) keeps the first reference.
      expect(await store.saveOffer(evaluation.siteSlug, evaluation.evalId, { ...OFFER, final_price: 28_000 }, '2025-03-01T02:40:00.000Z', 'TI-BBBB-0002')).toBe(
        'TI-AAAA-0001',
      );
      expect((await store.findEvaluation(evaluation.siteSlug, evaluation.evalId))?.offer).toMatchObject({ final_price: 28_000, reference: 'TI-AAAA-0001' });
      const another = anEvaluation();
      await store.saveEvaluation(another);
      await expect(store.saveOffer(another.siteSlug, another.evalId, OFFER, '2025-03-01T02:30:00.000Z', 'TI-AAAA-0001')).rejects.toThrow();
      // Another site may hold the same letters: references are per site.
      const elsewhere = anEvaluation({ siteSlug: 'bayside-pre-owned' });
      await store.saveEvaluation(elsewhere);
      expect(await store.saveOffer(elsewhere.siteSlug, elsewhere.evalId, OFFER, '2025-03-01T02:30:00.000Z', 'TI-AAAA-0001')).toBe('TI-AAAA-0001');
    });

    it('finds an accepted offer by its reference, by plate and phone (any spelling), and by phone; never one not yet accepted, nor another site’s', async () => {
      const offers = new SqlAcceptedTradeInOffers(db);
      const evaluation = anEvaluation({
        rego: '123 abc',
        vehicle: { ...anEvaluation().vehicle, Registration: '123ABC', Year: 2016, Make: 'Mazda', Model: '3', Variant: 'Maxx' },
      });
      await store.saveEvaluation(evaluation);
      await store.recordContact(evaluation.siteSlug, evaluation.evalId, '0498 765 432');
      await store.saveOffer(evaluation.siteSlug, evaluation.evalId, OFFER, '2025-03-01T02:30:00.000Z', 'TI-CCCC-0003');
      expect(await offers.byReference(evaluation.siteSlug, 'TI-CCCC-0003'), 'made, not accepted').toBeNull();
      expect(await offers.byPlateAndPhone(evaluation.siteSlug, '123ABC', '0498765432')).toBeNull();
      await store.markAccepted(evaluation.siteSlug, evaluation.evalId, '2025-03-01T03:00:00.000Z');
      const expected = {
        evaluation_id: evaluation.evalId,
        reference: 'TI-CCCC-0003',
        description: '2016 Mazda 3 Maxx (123ABC)',
        amount: 29_500,
        valid_until: '2025-03-08',
        accepted_at: '2025-03-01T03:00:00.000Z',
      };
      expect(await offers.byReference(evaluation.siteSlug, 'TI-CCCC-0003')).toEqual(expected);
      expect(await offers.byReference('bayside-pre-owned', 'TI-CCCC-0003')).toBeNull();
      for (const [rego, phone] of [
        ['123ABC', '0498765432'],
        ['123 abc', '+61 498 765 432'],
        ['123-ABC', '61498765432'],
      ] as const) {
        expect(await offers.byPlateAndPhone(evaluation.siteSlug, rego, phone), `${rego} ${phone}`).toEqual(expected);
      }
      expect(await offers.byPlateAndPhone(evaluation.siteSlug, '123ABC', '0412345678'), 'another phone').toBeNull();
      expect(await offers.byPlateAndPhone(evaluation.siteSlug, '999XYZ', '0498765432'), 'another plate').toBeNull();
      expect(await offers.byPlateAndPhone(evaluation.siteSlug, '123ABC', 'not a phone')).toBeNull();
      expect(await offers.byPhone(evaluation.siteSlug, '+61498765432', 10)).toEqual([expected]);
      expect(await offers.byPhone('bayside-pre-owned', '+61498765432', 10)).toEqual([]);
    });

    it('keeps two sites evaluations with the same EvalID apart', async () => {
      const harbour = anEvaluation({ evalId: 'EV-shared' });
      const bayside = anEvaluation({ evalId: 'EV-shared', siteSlug: 'bayside-pre-owned', rego: 'XYZ789', state: 'NSW' });
      await store.saveEvaluation(harbour);
      await store.saveEvaluation(bayside);
      await store.addImage(anImage(harbour), MAX_IMAGES);
      expect((await store.findEvaluation('bayside-pre-owned', 'EV-shared'))?.rego).toBe('XYZ789');
      expect(await store.imagesOf('bayside-pre-owned', 'EV-shared')).toEqual([]);
      expect(await store.imagesOf('harbour-motors', 'EV-shared')).toHaveLength(1);
    });

    it('records photos, counting them, and lists them oldest first', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      const later = anImage(evaluation, {
        storedAt: '2025-03-01T02:00:05.000Z',
        mime: 'image/heic',
        storedName: `later-${evaluations}.heic`,
        originalName: 'IMG_2000.HEIC',
      });
      const earlier = anImage(evaluation, { storedAt: '2025-03-01T02:00:01.000Z', mime: 'image/png', storedName: `earlier-${evaluations}.png` });
      expect(await store.addImage(later, MAX_IMAGES)).toEqual({ added: true, count: 1 });
      expect(await store.addImage(earlier, MAX_IMAGES)).toEqual({ added: true, count: 2 });
      expect(await store.imagesOf(evaluation.siteSlug, evaluation.evalId)).toEqual([earlier, later]);
    });

    it('refuses an eleventh photo of an evaluation: full, and nothing recorded', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      for (let n = 1; n <= MAX_IMAGES; n++) expect(await store.addImage(anImage(evaluation), MAX_IMAGES)).toEqual({ added: true, count: n });
      expect(await store.addImage(anImage(evaluation), MAX_IMAGES)).toEqual({ added: false, reason: 'full' });
      expect(await store.imagesOf(evaluation.siteSlug, evaluation.evalId)).toHaveLength(MAX_IMAGES);
    });

    it('refuses photos past a smaller maximum', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      expect(await store.addImage(anImage(evaluation), 2)).toEqual({ added: true, count: 1 });
      expect(await store.addImage(anImage(evaluation), 2)).toEqual({ added: true, count: 2 });
      expect(await store.addImage(anImage(evaluation), 2)).toEqual({ added: false, reason: 'full' });
    });

    it('never lets more than 10 photos in when 16 uploads of one evaluation race, from every instance', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      const handles = [db, ...others];
      const uploads = Array.from({ length: 16 }, (_, i) => new SqlTradeInStore(handles[i % handles.length] ?? db).addImage(anImage(evaluation), MAX_IMAGES));
      const results = await Promise.all(uploads);
      const added = results.flatMap((r) => (r.added ? [r.count] : []));
      expect(added).toHaveLength(MAX_IMAGES);
      expect(results.filter((r) => !r.added)).toHaveLength(16 - MAX_IMAGES);
      // Each upload saw the count its own photo made: 1 … 10, once each.
      expect([...added].sort((a, b) => a - b)).toEqual(Array.from({ length: MAX_IMAGES }, (_, i) => i + 1));
      expect(await store.imagesOf(evaluation.siteSlug, evaluation.evalId)).toHaveLength(MAX_IMAGES);
      const slots = await db.query<{ slot: number }>('SELECT slot FROM trade_in_images WHERE site_slug = $1 AND eval_id = $2 ORDER BY slot', [
        evaluation.siteSlug,
        evaluation.evalId,
      ]);
      expect(slots.map((s) => s.slot)).toEqual(Array.from({ length: MAX_IMAGES }, (_, i) => i + 1));
    });

    it('throws when a photo names an evaluation the site does not have (the caller checks first)', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      await expect(store.addImage(anImage({ siteSlug: 'bayside-pre-owned', evalId: evaluation.evalId }), MAX_IMAGES)).rejects.toThrow(/No trade-in evaluation/);
      expect(await store.imagesOf('bayside-pre-owned', evaluation.evalId)).toEqual([]);
    });

    it('refuses a stored name used twice, and names that are not generated ones', async () => {
      const evaluation = anEvaluation();
      await store.saveEvaluation(evaluation);
      const first = anImage(evaluation);
      await store.addImage(first, MAX_IMAGES);
      await expect(store.addImage(anImage(evaluation, { storedName: first.storedName }), MAX_IMAGES)).rejects.toThrow();
      await expect(store.addImage(anImage(evaluation, { storedName: '../escape.jpg' }), MAX_IMAGES)).rejects.toThrow();
      expect(await store.imagesOf(evaluation.siteSlug, evaluation.evalId)).toEqual([first]);
    });

    it('takes and returns only the site photos stored before the cut-off; a taken slot is free again', async () => {
      const site = 'sunset-coast-suzuki';
      const evaluation = anEvaluation({ siteSlug: site });
      const otherSite = anEvaluation({ siteSlug: 'saltbush-caravans' });
      await store.saveEvaluation(evaluation);
      await store.saveEvaluation(otherSite);
      const old = [anImage(evaluation, { storedAt: '2025-01-01T00:00:00.000Z' }), anImage(evaluation, { storedAt: '2025-01-31T23:59:59.999Z' })];
      const recent = anImage(evaluation, { storedAt: '2025-02-01T00:00:00.000Z' });
      const otherSitesOld = anImage(otherSite, { storedAt: '2025-01-01T00:00:00.000Z' });
      for (const image of [...old, recent]) await store.addImage(image, 3);
      await store.addImage(otherSitesOld, MAX_IMAGES);
      expect(await store.addImage(anImage(evaluation), 3)).toEqual({ added: false, reason: 'full' });

      const taken = await store.takeImagesStoredBefore(site, new Date('2025-02-01T00:00:00.000Z'));
      expect([...taken].sort((a, b) => a.storedAt.localeCompare(b.storedAt))).toEqual(old);
      expect(await store.takeImagesStoredBefore(site, new Date('2025-02-01T00:00:00.000Z'))).toEqual([]);
      expect(await store.imagesOf(site, evaluation.evalId)).toEqual([recent]);
      expect(await store.imagesOf('saltbush-caravans', otherSite.evalId)).toEqual([otherSitesOld]);
      expect(await store.addImage(anImage(evaluation), 3)).toEqual({ added: true, count: 2 });
    });

    it('hands each expired photo to one sweeper when instances sweep at once', async () => {
      const site = 'sunstate-motor-group';
      const evaluation = anEvaluation({ siteSlug: site });
      await store.saveEvaluation(evaluation);
      for (let n = 0; n < 6; n++) await store.addImage(anImage(evaluation, { storedAt: '2024-06-01T00:00:00.000Z' }), MAX_IMAGES);
      const handles = [db, ...others];
      const sweeps = await Promise.all(handles.map((h) => new SqlTradeInStore(h).takeImagesStoredBefore(site, new Date('2025-01-01T00:00:00.000Z'))));
      const names = sweeps.flat().map((i) => i.storedName);
      expect(names).toHaveLength(6);
      expect(new Set(names).size).toBe(6);
    });
  });
}
