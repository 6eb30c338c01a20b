/**
 * The one price block (issue 10) rendered on the server in its three sizes, from the shopper
 * view: the same words on a card, in the sidebar and on the printable sheet.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shopperView, type ShopperSite } from '../../../../domain/vehicle/shopper-view';
import { PriceBlock } from '../../../../ui/components/price-block/price-block';
import { aCar } from '../../../support/car-builder';

const SITE: ShopperSite = {
  phone: '07 3000 1000',
  phone_by_car_type: {},
  filter_phone_by_car_type: false,
  features: { subscriptions: true, revealPhoneByDefault: false },
  labels: { noPriceText: 'Enquire for price.' },
  locations: [],
};
const NOW = new Date('2025-07-04T00:00:00Z');
const VARIANTS = ['card', 'sidebar', 'print'] as const;

const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const render = (car: ReturnType<ReturnType<typeof aCar>['build']>, variant: (typeof VARIANTS)[number]) =>
  renderToString(
    <MantineProvider>
      <PriceBlock price={shopperView(car, SITE, NOW).price} variant={variant} testId="the-price" />
    </MantineProvider>,
  );

describe('price block (spec 1 §2, §4)', () => {
  it('says the same in every size: was-price, price by precedence, Reduced, price type', () => {
    const offer = aCar().withPrice(28_990).with({ offer_price: 25_990, before_price: 31_000 }).build();
    for (const variant of VARIANTS) {
      const html = render(offer, variant);
      expect(textOf(html), variant).toBe('Was $31,000 $25,990 Reduced Drive Away');
      expect(html, variant).toMatch(/data-testid="the-price"[^>]*>\$25,990</);
      expect(html, variant).toContain(`data-variant="${variant}"`);
    }
  });

  it('shows the weekly subscription with what it includes, and no was-price beside it', () => {
    const html = render(aCar().withPrice(28_990).with({ subscription_price: 189, before_price: 40_000 }).build(), 'sidebar');
    expect(textOf(html)).toBe('$189 per week Subscription, all-inclusive Cash price $28,990');
  });

  it('puts the SOLD message in the price’s place, with no price figure', () => {
    for (const variant of VARIANTS) {
      const html = render(aCar().sold().build(), variant);
      expect(textOf(html), variant).toBe('SOLD This vehicle has recently sold.');
      expect(html, variant).toContain('role="status"');
      expect(html, variant).not.toContain('the-price');
    }
  });
});
