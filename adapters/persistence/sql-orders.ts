import type { OrderRecord, OrderStore } from '../../application/checkout/order-store.port';
import type { OrderStatus } from '../../application/checkout/checkout-contract';
import type { SqlDatabase } from './sql-database';
import { isoUtc } from './sql-lead-repository';

const nullableIso = (column: string) => `CASE WHEN ${column} IS NULL THEN NULL ELSE ${isoUtc(column)} END AS ${column}`;

const COLUMNS = `order_id, site_slug, car_id::float8 AS car_id, car_slug, status, step, postcode, state, trade_in, pay_by_choice,
  fulfilment_choice, details, reference, reservation_id::text AS reservation_id, payment_id, payment, lead_id::text AS lead_id, placed,
  ${isoUtc('created_at')} AS created_at, ${isoUtc('updated_at')} AS updated_at, ${nullableIso('placed_at')}, ${nullableIso('hold_until')}`;

/** The columns an update may write, and how each is bound. */
const WRITABLE: Record<string, 'text' | 'jsonb' | 'timestamptz' | 'uuid' | 'bigint'> = {
  car_id: 'bigint',
  car_slug: 'text',
  status: 'text',
  step: 'text',
  postcode: 'text',
  state: 'text',
  trade_in: 'jsonb',
  pay_by_choice: 'jsonb',
  fulfilment_choice: 'jsonb',
  details: 'jsonb',
  reference: 'text',
  reservation_id: 'uuid',
  payment_id: 'text',
  payment: 'jsonb',
  lead_id: 'uuid',
  placed: 'jsonb',
  updated_at: 'timestamptz',
  placed_at: 'timestamptz',
  hold_until: 'timestamptz',
};

function bind(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return type === 'jsonb' ? JSON.stringify(value) : value;
}

/** Orders in SQL (migration 013), on PGlite or PostgreSQL alike. */
export class SqlOrders implements OrderStore {
  constructor(private readonly db: SqlDatabase) {}

  async create(order: OrderRecord): Promise<void> {
    const names = ['order_id', 'site_slug', 'created_at', ...Object.keys(WRITABLE)];
    const types: Record<string, string> = { order_id: 'text', site_slug: 'text', created_at: 'timestamptz', ...WRITABLE };
    const values = names.map((n) => bind(types[n]!, (order as unknown as Record<string, unknown>)[n]));
    await this.db.query(`INSERT INTO orders (${names.join(', ')}) VALUES (${names.map((n, i) => `$${i + 1}::${types[n]}`).join(', ')})`, values);
  }

  async find(siteSlug: string, orderId: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<OrderRecord>(`SELECT ${COLUMNS} FROM orders WHERE site_slug = $1 AND order_id = $2`, [siteSlug, orderId]);
    return rows[0] ?? null;
  }

  async findByPaymentId(paymentId: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<OrderRecord>(`SELECT ${COLUMNS} FROM orders WHERE payment_id = $1 ORDER BY created_at DESC LIMIT 1`, [paymentId]);
    return rows[0] ?? null;
  }

  async findByReference(siteSlug: string, reference: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<OrderRecord>(`SELECT ${COLUMNS} FROM orders WHERE site_slug = $1 AND reference = $2`, [
      siteSlug,
      reference.trim().toUpperCase(),
    ]);
    return rows[0] ?? null;
  }

  async update(siteSlug: string, orderId: string, changes: Partial<OrderRecord>, whileStatus: readonly OrderStatus[]): Promise<OrderRecord | null> {
    const entries = Object.entries(changes).filter(([name]) => name in WRITABLE);
    if (entries.length === 0) {
      const order = await this.find(siteSlug, orderId);
      return order && whileStatus.includes(order.status) ? order : null;
    }
    const sets = entries.map(([name], i) => `${name} = $${i + 4}::${WRITABLE[name]}`);
    const rows = await this.db.query<OrderRecord>(
      `UPDATE orders SET ${sets.join(', ')} WHERE site_slug = $1 AND order_id = $2 AND status = ANY($3::text[]) RETURNING ${COLUMNS}`,
      [siteSlug, orderId, [...whileStatus], ...entries.map(([name, value]) => bind(WRITABLE[name]!, value))],
    );
    return rows[0] ?? null;
  }
}
