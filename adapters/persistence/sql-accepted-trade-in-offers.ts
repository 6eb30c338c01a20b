import type { AcceptedTradeInOffer, AcceptedTradeInOffers } from '../../application/checkout/accepted-trade-in-offers.port';
import { digitForms, digitsOf } from './sql-garage-records';
import type { SqlDatabase } from './sql-database';
import { isoUtc } from './sql-lead-repository';

interface Row {
  readonly eval_id: string;
  readonly reference: string;
  readonly rego: string;
  readonly vehicle: Record<string, unknown>;
  readonly offer: Record<string, unknown>;
  readonly accepted_at: string;
}

const COLUMNS = `eval_id, offer_reference AS reference, rego, vehicle, offer, ${isoUtc('accepted_at')} AS accepted_at`;
/** Accepted offers only: an offer made, a reference given, and the seller's acceptance recorded (StateTradeInLead). */
const ACCEPTED = 'site_slug = $1 AND offer IS NOT NULL AND offer_reference IS NOT NULL AND accepted_at IS NOT NULL';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
/** A plate as letters and digits, upper case ('123 abc' → '123ABC'). */
const plate = (v: string) => v.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

function offerOf(row: Row): AcceptedTradeInOffer | null {
  const value = amount(row.offer.final_price) ?? amount(row.offer.reduced_price) ?? amount(row.offer.offer_price);
  if (value === null) return null;
  const car = [text(row.vehicle.Year), text(row.vehicle.Make), text(row.vehicle.Model), text(row.vehicle.Variant)].filter(Boolean).join(' ');
  const rego = text(row.vehicle.Registration) || row.rego;
  return {
    evaluation_id: row.eval_id,
    reference: row.reference,
    description: `${car || 'Your trade-in'}${rego ? ` (${rego})` : ''}`,
    amount: value,
    valid_until: text(row.offer.valid_until) || null,
    accepted_at: row.accepted_at,
  };
}

/**
 * Accepted instant offers in SQL (trade_in_evaluations, migrations 009, 018, 021) on PGlite or
 * PostgreSQL alike: by reference (its unique index), by plate and phone, by phone. Phones are
 * compared as digits, as the garage compares them (the form keeps the number as typed).
 */
export class SqlAcceptedTradeInOffers implements AcceptedTradeInOffers {
  constructor(private readonly db: SqlDatabase) {}

  async byReference(siteSlug: string, reference: string): Promise<AcceptedTradeInOffer | null> {
    const rows = await this.db.query<Row>(`SELECT ${COLUMNS} FROM trade_in_evaluations WHERE ${ACCEPTED} AND offer_reference = $2`, [siteSlug, reference]);
    return rows[0] ? offerOf(rows[0]) : null;
  }

  async byPlateAndPhone(siteSlug: string, rego: string, phone: string): Promise<AcceptedTradeInOffer | null> {
    const forms = digitForms(phone);
    const wanted = plate(rego);
    if (!forms || wanted === '') return null;
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM trade_in_evaluations
        WHERE ${ACCEPTED} AND ${digitsOf('contact_phone')} IN ($2, $3)
          AND $4 IN (upper(regexp_replace(rego, '[^A-Za-z0-9]', '', 'g')), upper(regexp_replace(coalesce(vehicle->>'Registration', ''), '[^A-Za-z0-9]', '', 'g')))
        ORDER BY accepted_at DESC LIMIT 1`,
      [siteSlug, forms[0], forms[1], wanted],
    );
    return rows[0] ? offerOf(rows[0]) : null;
  }

  async byPhone(siteSlug: string, phone: string, limit: number): Promise<AcceptedTradeInOffer[]> {
    const forms = digitForms(phone);
    if (!forms) return [];
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM trade_in_evaluations WHERE ${ACCEPTED} AND ${digitsOf('contact_phone')} IN ($2, $3) ORDER BY accepted_at DESC LIMIT $4`,
      [siteSlug, forms[0], forms[1], limit],
    );
    return rows.map(offerOf).filter((o): o is AcceptedTradeInOffer => o !== null);
  }
}
