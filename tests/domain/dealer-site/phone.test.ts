import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone, phoneForCar, phoneForCarType, phoneHref } from '../../../domain/dealer-site/phone';

describe('phone display (spec 1 §4, spec 2 §5)', () => {
  it('turns a leading +61 into 0 and spaces ten digits 2-4-4', () => {
    expect(formatPhone('+61730001234')).toBe('07 3000 1234');
    expect(formatPhone('+61 412 345 678')).toBe('04 1234 5678');
    expect(formatPhone('0730001234')).toBe('07 3000 1234');
    expect(formatPhone('(07) 3000-1234')).toBe('07 3000 1234');
  });

  it('leaves numbers that are not ten digits as given (after the +61 rule)', () => {
    expect(formatPhone('13 22 11')).toBe('13 22 11');
    expect(formatPhone(' 1300 123 456 ')).toBe('1300 123 456');
    expect(formatPhone('+61 1800')).toBe('0 1800');
    expect(formatPhone('1800123456')).toBe('1800123456');
  });

  it('masks all but the first 5 characters', () => {
    expect(maskPhone('+61730001234')).toBe('07 30*******');
    expect(maskPhone('0730001234')).toHaveLength('07 3000 1234'.length);
  });

  it('links with tel: and the digits', () => {
    expect(phoneHref('07 3000 1234')).toBe('tel:0730001234');
    expect(phoneHref('+61 7 3000 1234')).toBe('tel:+61730001234');
  });

  it('follows the car type when the site filters the phone by car type (spec 2 §1, §9)', () => {
    const site = { phone: '07 3000 0000', phone_by_car_type: { used: '07 3000 1111' }, filter_phone_by_car_type: true };
    expect(phoneForCarType(site, 'used')).toBe('07 3000 1111');
    expect(phoneForCarType(site, 'new')).toBe('07 3000 0000');
    expect(phoneForCarType({ ...site, filter_phone_by_car_type: false }, 'used')).toBe('07 3000 0000');
  });

  it('picks one number for a car: its type’s where the switch is on, else its location’s, else the site’s (issue 10)', () => {
    const site = { phone: '07 3000 0000', phone_by_car_type: { used: '07 3000 1111', demo: '  ' }, filter_phone_by_car_type: true };
    expect(phoneForCar(site, 'used', ['07 3000 2222'])).toEqual({ number: '07 3000 1111', source: 'car-type' });
    expect(phoneForCar(site, 'demo', ['07 3000 2222'])).toEqual({ number: '07 3000 2222', source: 'location' });
    expect(phoneForCar({ ...site, filter_phone_by_car_type: false }, 'used', [null, ' ', '07 3000 3333'])).toEqual({
      number: '07 3000 3333',
      source: 'location',
    });
    expect(phoneForCar(site, 'new')).toEqual({ number: '07 3000 0000', source: 'site' });
    expect(phoneForCar({ ...site, phone: '' }, 'new', [undefined])).toBeNull();
  });

  const phoneLike = fc.oneof(
    fc.string(),
    fc
      .tuple(fc.constantFrom('+61', '0', '+61 ', ' ', ''), fc.array(fc.constantFrom('0', '1', '4', '7', '9', ' ', '-', '(', ')'), { maxLength: 14 }))
      .map(([p, cs]) => p + cs.join('')),
  );

  it('formatting is idempotent: formatting a formatted number changes nothing', () => {
    fc.assert(
      fc.property(phoneLike, (raw) => {
        expect(formatPhone(formatPhone(raw))).toBe(formatPhone(raw));
      }),
    );
  });

  it('the masked form keeps the first 5 characters of the formatted number and stars the rest', () => {
    fc.assert(
      fc.property(phoneLike, (raw) => {
        const shown = Array.from(formatPhone(raw));
        const masked = Array.from(maskPhone(raw));
        expect(masked).toHaveLength(shown.length);
        expect(masked.slice(0, 5)).toEqual(shown.slice(0, 5));
        expect(masked.slice(5).every((c) => c === '*')).toBe(true);
      }),
    );
  });
});
