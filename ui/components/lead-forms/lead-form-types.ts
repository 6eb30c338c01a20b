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
