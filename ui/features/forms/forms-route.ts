import * as E from 'fp-ts/Either';
import type { LoaderFunctionArgs } from 'react-router';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import type { Car } from '../../../domain/vehicle/car';
import type { RouteHandle } from '../../lib/page-meta';

export interface CarFormPageData {
  /** The car named by `?car_id=` (its slug), when this site lists it. */
  readonly car: Car | null;
}

/**
 * `?car_id=` preselects a car (spec 2 §2 routes). The id is the car's slug, as on
 * /checkout-journey?car_id={slug}; an unknown one leaves a general form.
 */
export function carFormLoader(client: CaryardClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<CarFormPageData> => {
    const carId = new URL(request.url).searchParams.get('car_id')?.trim() ?? '';
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(carId) || carId.length > 200) return { car: null };
    // Any failure (not this site's car, Caryard not answering) leaves a general form.
    const car = await client.getCar({ slug: carId });
    return { car: E.isRight(car) ? car.right : null };
  };
}

const carName = (data: unknown): string | null => (data as CarFormPageData | undefined)?.car?.name ?? null;

export const contactHandle: RouteHandle = {
  meta: ({ site, data }) => {
    const name = carName(data);
    return {
      title: name ? `Enquire about the ${name} | ${site.name}` : `Contact Us | ${site.name}`,
      description: `Send ${site.name} an enquiry, or call us on ${site.phone}. We reply during opening hours.`,
    };
  },
};

export const financeHandle: RouteHandle = {
  meta: ({ site }) => ({
    title: `Finance Enquiry | ${site.name}`,
    description: `Ask ${site.name} about car finance: tell us your budget and we will find a loan that suits you.`,
  }),
};

export const successHandle: RouteHandle = {
  meta: ({ site }) => ({ title: `Thank you | ${site.name}`, description: `Your enquiry has been sent to ${site.name}.`, noindex: true }),
};

export const testDriveHandle: RouteHandle = {
  meta: ({ site, data }) => {
    const name = carName(data);
    return {
      title: name ? `Book a test drive of the ${name} | ${site.name}` : `Book a Test Drive | ${site.name}`,
      description: `Book a test drive at ${site.name}: choose a day and a free time that suits you.`,
    };
  },
};
