/**
 * What the Buy online journeys of Harbour Motors share: a used Mazda CX-5 the site sells online
 * (a Stripe deposit, in stock and not held, at its Newcastle yard), and paying its deposit with
 * the test provider's card.
 */
import type { Page } from 'playwright-core';
import type { Car } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';

const HARBOUR = 'harbour-motors';

/** A car Buy online sells on Harbour Motors; `fields` changes what a journey needs otherwise. */
export const buyableCx5 = (id: number, slug: string, fields: Partial<Car> = {}, images = 3): Car =>
  aCar()
    .withId(id)
    .withSite(HARBOUR)
    .withSlug(slug)
    .withMakeModel('Mazda', 'CX-5')
    .withYear(2023)
    .withPrice(41_990)
    .withImages(images)
    .with({
      location_id: 2101,
      dealership_slug: HARBOUR,
      price_type: 'Excl. Govt. Charges',
      payment_processors: ['stripe'],
      deposit: null,
      car_type: 'used',
      offer_price: null,
      subscription_price: null,
      fuel: 'Petrol',
      status: 'in_stock',
      reserved: false,
      ...fields,
    })
    .build();

/** Pays the deposit with the test provider's card that is approved, accepting the terms where the deposit asks. */
export async function payWithTestCard(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry (MM/YY)').fill('12/34');
  await main.getByLabel('Security code').fill('123');
  await main.getByLabel('Name on card').fill('ANN CITIZEN');
  const terms = main.getByRole('checkbox', { name: /terms/i });
  if ((await terms.count()) > 0) await terms.first().check();
  await main.getByRole('button', { name: /Pay \$[\d,]+ deposit/ }).click();
}
