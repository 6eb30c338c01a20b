import { describe, expect, it } from 'vitest';
import { notReservableMessage, reserveDeposit, whyNotReservable } from '../../../domain/reservations/reservation';

describe('reserve online', () => {
  it('the deposit is the car’s when known, else the site’s, else $200', () => {
    expect(reserveDeposit({ deposit: 500 }, 300)).toBe(500);
    expect(reserveDeposit({ deposit: null }, 300)).toBe(300);
    expect(reserveDeposit({ deposit: 0 }, null)).toBe(200);
    expect(reserveDeposit({}, undefined)).toBe(200);
  });

  it('only an available, unreserved car on a site taking reservations can be reserved', () => {
    expect(whyNotReservable({ status: 'in_stock' }, true)).toBeNull();
    expect(whyNotReservable({ status: 'coming_soon', reserved: false }, true)).toBeNull();
    expect(whyNotReservable({ status: 'sold' }, true)).toEqual({ _tag: 'NotAvailable', status: 'sold' });
    expect(whyNotReservable({ status: 'in_stock', reserved: true }, true)).toEqual({ _tag: 'AlreadyReserved' });
    expect(whyNotReservable({ status: 'in_stock' }, false)).toEqual({ _tag: 'ReservationsOff' });
    expect(notReservableMessage({ _tag: 'NotAvailable', status: 'sold' })).toBe('Sorry, this vehicle has been sold, so it can no longer be reserved.');
  });
});
