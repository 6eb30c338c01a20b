import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { GarageAnswer, GarageOrder } from '../../../application/shoppers/shopper-contract';
import { formatDollars } from '../../../domain/vehicle/money';
import { formatDay } from './garage-format';
import classes from './garage.module.css';

/**
 * The garage's records of what the shopper bought, reserved and booked with the site (online
 * orders, reservations, test drives), as the server read them from its own records by the
 * shopper's phone. Only deposits are taken online, so nothing here reads 'paid' alone: the
 * deposit, and what remains.
 */

function CarName({ name, slug }: { readonly name: string; readonly slug: string | null }) {
  return (
    <span className={classes.rowTitle}>
      {slug ? (
        <Anchor component={Link} to={`/cars/${slug}`} inherit c="inherit">
          {name}
        </Anchor>
      ) : (
        name
      )}
    </span>
  );
}

/** 'Deposit paid: $500 · $30,789 to pay at pick-up', for a placed order. */
function orderMoney(order: GarageOrder): string | null {
  if (order.deposit === null || order.balance === null) return null;
  const when = order.fulfilment === 'delivery' ? 'before delivery' : 'at pick-up';
  return `Deposit paid: ${formatDollars(order.deposit)} · ${order.balance > 0 ? `${formatDollars(order.balance)} to pay ${when}` : 'nothing more to pay'}`;
}

export function OrdersSection({ garage }: { readonly garage: GarageAnswer }) {
  return (
    <section className={classes.card} aria-labelledby="garage-orders">
      <h2 id="garage-orders" className={classes.sectionTitle}>
        Orders
      </h2>
      {garage.orders.length === 0 ? (
        <p className={classes.empty}>No orders. A car you buy online shows here with its order reference.</p>
      ) : (
        <ul className={classes.list}>
          {garage.orders.map((order, i) => {
            const money = order.status === 'placed' ? orderMoney(order) : null;
            return (
              <li key={order.reference ?? `order-${i}`} className={classes.row} data-order-reference={order.reference ?? undefined}>
                <div className={classes.rowMain}>
                  <CarName name={order.car_name} slug={order.car_slug} />
                  {order.reference ? (
                    <span>
                      Order reference <strong className={classes.reference}>{order.reference}</strong>
                    </span>
                  ) : null}
                  {money ? <span>{money}</span> : null}
                  <span className={classes.muted}>
                    {[
                      order.placed_at ? `Placed ${formatDay(order.placed_at)}` : null,
                      order.hold_until_text ? `held for you until ${order.hold_until_text}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <Badge variant="default">{order.status_label}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function ReservationsSection({ garage }: { readonly garage: GarageAnswer }) {
  return (
    <section className={classes.card} aria-labelledby="garage-reservations">
      <h2 id="garage-reservations" className={classes.sectionTitle}>
        Reservations
      </h2>
      {garage.reservations.length === 0 ? (
        <p className={classes.empty}>No reservations. A car you reserve online shows here.</p>
      ) : (
        <ul className={classes.list}>
          {garage.reservations.map((r) => (
            <li key={r.reservation_id} className={classes.row} data-reservation-reference={r.reference}>
              <div className={classes.rowMain}>
                <CarName name={r.car_name} slug={r.car_slug} />
                <span>
                  Reference <strong className={classes.reference}>{r.reference}</strong> · {formatDollars(r.deposit)} refundable deposit
                </span>
                <span className={classes.muted}>
                  Reserved {formatDay(r.created_at)}
                  {r.expires_at ? ` · held until ${formatDay(r.expires_at)}` : ''}
                </span>
              </div>
              <Badge variant="default">{r.status_label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TestDrivesSection({ garage }: { readonly garage: GarageAnswer }) {
  return (
    <section className={classes.card} aria-labelledby="garage-test-drives">
      <h2 id="garage-test-drives" className={classes.sectionTitle}>
        Test drives
      </h2>
      {garage.test_drives.length === 0 ? (
        <p className={classes.empty}>No test drives. A test drive you book with us shows here.</p>
      ) : (
        <ul className={classes.list}>
          {garage.test_drives.map((drive) => (
            <li key={drive.lead_id} className={classes.row}>
              <div className={classes.rowMain}>
                <CarName name={drive.car_name} slug={drive.car_slug} />
                {/* The slot on the dealership's own clock, written by the server. */}
                <span>{drive.when_text}</span>
                {drive.location ? <span className={classes.muted}>{drive.location}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
