import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { Car } from '../../../domain/vehicle/car';

/** The lead forms of issue 6 (spec 1 §2, spec 2 §2). */
export type LeadFormKind = 'enquiry' | 'test-drive' | 'request-photos' | 'finance' | 'find-similar';

/** What a lead form needs of the car it is about (the vehicle page and cards pass it). */
export type LeadFormCarInfo = Pick<Car, 'id' | 'slug' | 'make' | 'model' | 'car_type' | 'status' | 'stocknum' | 'dealership_slug' | 'dealership_id'> & {
  readonly name: string;
  readonly year?: number | null;
  readonly badge?: string | null;
  readonly tag?: string | null;
};

export interface LeadFormModalProps {
  kind: LeadFormKind;
  car?: LeadFormCarInfo;
  site: PublicSite;
  opened: boolean;
  onClose: () => void;
}

export interface FindSimilarFormProps {
  car?: LeadFormCarInfo;
  site: PublicSite;
}

/** The form's view of a full car (pages that loaded one). */
export function toLeadFormCar(car: Car): LeadFormCarInfo {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name || [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    status: car.status,
    stocknum: car.stocknum,
    dealership_slug: car.dealership_slug,
    dealership_id: car.dealership_id,
    year: car.year,
    badge: car.badge ?? null,
    tag: car.tag ?? null,
  };
}
