/**
 * Orders on a real engine (issue 15, migration 013): stored and found again by id, reference and
 * payment id; an update only while the order's status allows it, so a webhook and the shopper's
 * browser never both place one order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlOrders } from '../../../adapters/persistence/sql-orders';
import type { OrderRecord } from '../../../application/checkout/order-store.port';

export interface OrdersDatabases {
  open(): Promise<SqlDatabase>;
}

const T0 = '2030-05-01T09:00:00.000Z';
const draft = (id: string, fields: Partial<OrderRecord> = {}): OrderRecord => ({
  order_id: id,
  site_slug: 'harbour-motors',
  car_id: 42,
  car_slug: 'a-car',
  status: 'draft',
  step: 'car',
  postcode: null,
  state: 'NSW',
  trade_in: null,
  pay_by_choice: null,
  fulfilment_choice: null,
  details: null,
  reference: null,
  reservation_id: null,
  payment_id: null,
  payment: null,
  lead_id: null,
  placed: null,
  created_at: T0,
  updated_at: T0,
  placed_at: null,
  hold_until: null,
  ...fields,
});

export function ordersContract(engine: string, databases: OrdersDatabases): void {
  describe(`${engine}: online orders (issue 15)`, () => {
    let db: SqlDatabase;
    let orders: SqlOrders;

    beforeAll(async () => {
      db = await databases.open();
      await migrate(db);
      orders = new SqlOrders(db);
    });
    afterAll(async () => {
      await db?.close();
    });

    it('stores an order and finds it by id on its site only', async () => {
      await orders.create(draft('order-aaaaaaaaaaaaaaaa', { trade_in: { kind: 'enquiry', description: '2015 Mazda 3', amount: 0, evaluation_id: null } }));
      const found = await orders.find('harbour-motors', 'order-aaaaaaaaaaaaaaaa');
      expect(found).toEqual(draft('order-aaaaaaaaaaaaaaaa', { trade_in: { kind: 'enquiry', description: '2015 Mazda 3', amount: 0, evaluation_id: null } }));
      expect(await orders.find('other-site', 'order-aaaaaaaaaaaaaaaa')).toBeNull();
      expect(await orders.find('harbour-motors', 'order-missing')).toBeNull();
    });

    it('writes the changed fields while the status allows, and refuses once it moved on', async () => {
      await orders.create(draft('order-bbbbbbbbbbbbbbbb'));
      const changed = await orders.update(
        'harbour-motors',
        'order-bbbbbbbbbbbbbbbb',
        { step: 'pay-by', postcode: '3000', state: 'VIC', pay_by_choice: { kind: 'cash' } },
        ['draft'],
      );
      expect(changed).toMatchObject({ step: 'pay-by', postcode: '3000', state: 'VIC', pay_by_choice: { kind: 'cash' }, status: 'draft' });
      const placed = await orders.update(
        'harbour-motors',
        'order-bbbbbbbbbbbbbbbb',
        { status: 'placed', reference: 'HM-4K7Q2ZB9', payment_id: 'pay_123', placed_at: '2030-05-01T10:00:00.000Z', hold_until: '2030-05-08T10:00:00.000Z' },
        ['draft', 'awaiting_payment'],
      );
      expect(placed).toMatchObject({
        status: 'placed',
        reference: 'HM-4K7Q2ZB9',
        placed_at: '2030-05-01T10:00:00.000Z',
        hold_until: '2030-05-08T10:00:00.000Z',
      });
      expect(await orders.update('harbour-motors', 'order-bbbbbbbbbbbbbbbb', { step: 'car' }, ['draft'])).toBeNull();
      expect((await orders.find('harbour-motors', 'order-bbbbbbbbbbbbbbbb'))?.step).toBe('pay-by');
      expect((await orders.findByReference('harbour-motors', ' hm-4k7q2zb9 '))?.order_id).toBe('order-bbbbbbbbbbbbbbbb');
      expect((await orders.findByPaymentId('pay_123'))?.order_id).toBe('order-bbbbbbbbbbbbbbbb');
      expect(await orders.findByReference('other-site', 'HM-4K7Q2ZB9')).toBeNull();
    });

    it('places an order once when two writers race (a webhook and the browser)', async () => {
      await orders.create(draft('order-cccccccccccccccc', { status: 'awaiting_payment' }));
      const results = await Promise.all(
        ['HM-AAAAAAAA', 'HM-BBBBBBBB'].map((reference) =>
          orders.update('harbour-motors', 'order-cccccccccccccccc', { status: 'placed', reference }, ['draft', 'awaiting_payment']),
        ),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(1);
    });
  });
}
