import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import { brandColour } from '../../domain/dealer-site/brand-colour';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { timeZoneOfState } from '../../domain/locations/time-zone';
import { isAvailable } from '../../domain/vehicle/availability';
import type { Car } from '../../domain/vehicle/car';
import { feetToMetres, isPresentSpecValue, presentSpecs, regoExpiryText, type SpecEntry } from '../../domain/vehicle/display';
import { carTypeLabel, modelDisplayName, normaliseMake } from '../../domain/vehicle/labels';
import { formatDollars } from '../../domain/vehicle/money';
import { shopperView } from '../../domain/vehicle/shopper-view';
import { realImages } from '../../domain/vehicle/images';
import { DEALER_COMMENTS_PENDING } from '../../domain/vehicle/truncation';
import type { CarRepository } from '../inventory/car-repository.port';
import { carNotFound, type CarNotFound } from '../inventory/get-car.use-case';
import type { VehiclePdfDocument, VehiclePdfRenderer } from './vehicle-pdf-renderer.port';
import type { PrintablePhoto, VehiclePhotoSource } from './vehicle-photo-source.port';

/** The photo's width on the sheet's pixels: sharp enough for A4 at the printed size, a few hundred KB at most. */
const PHOTO_MAX_WIDTH = 1024;

type PdfDeps = { readonly cars: CarRepository; readonly renderer: VehiclePdfRenderer; readonly photos: VehiclePhotoSource };

/** The site does not offer the printable sheet (spec 1 §6: print PDF is a site switch). */
export interface PdfNotOffered {
  readonly code: 'PDF.NOT_OFFERED';
  readonly message: string;
}

export interface VehiclePdf {
  /** `{slug}.pdf` (spec 1 §7). */
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

export interface RenderVehiclePdfRequest {
  readonly site: DealerSite;
  readonly slug: string;
  /** The vehicle page's absolute URL, printed in the footer. */
  readonly pageUrl: string;
  readonly now: Date;
}

/**
 * spec 1 §2 Print, §7 PDF download by slug: the car's printable sheet as a PDF — dealer,
 * title, price by precedence (none for a car not for sale, spec 1 §4), key specs, features,
 * dealer comments, location and phone. Left for a car not on the site, or a site with the
 * print switch off.
 */
async function renderVehiclePdf(deps: PdfDeps, request: RenderVehiclePdfRequest): Promise<E.Either<CarNotFound | PdfNotOffered, VehiclePdf>> {
  if (!request.site.features.printPdf) {
    return E.left({ code: 'PDF.NOT_OFFERED', message: `${request.site.name} does not offer printable vehicle sheets.` });
  }
  const car = await deps.cars.findBySlug(request.site.slug, request.slug);
  if (!car) return E.left(carNotFound(request.slug));
  const main = realImages(car)[0]?.image.url;
  const photo = main ? await deps.photos.printable(main, PHOTO_MAX_WIDTH) : null;
  const bytes = await deps.renderer.render(vehiclePdfDocument(car, request, photo));
  return E.right({ fileName: `${car.slug}.pdf`, bytes });
}

/** The sheet's content, worded by the domain rules. Exported for tests. */
export function vehiclePdfDocument(car: Car, request: Omit<RenderVehiclePdfRequest, 'slug'>, photo: PrintablePhoto | null = null): VehiclePdfDocument {
  const { site } = request;
  // Price, number and location as the vehicle page and the printable page show them (issue 10).
  const view = shopperView(car, site, request.now);
  const { price, location } = view;
  const comments = car.dealercomments?.trim();
  return {
    fileName: car.slug,
    dealer: { name: site.name, logoText: site.name.toUpperCase(), siteUrl: site.site_url },
    title: carTitle(car),
    subtitle: [carTypeLabel(car.car_type, site.labels), car.stocknum ? `Stock No. ${car.stocknum}` : null].filter(Boolean).join(' · '),
    priceLabel: price._tag === 'Shown' ? price.text : price.headline,
    priceLine: price._tag === 'Shown' ? price.line : price.headline,
    wasPriceLabel: price._tag === 'Shown' ? price.wasText : null,
    priceNotes: price._tag === 'Shown' && price.cash ? [price.note, `${price.cash.label} ${price.cash.text}`].filter((n): n is string => n !== null) : [],
    availabilityNote: price._tag === 'Shown' ? (car.status === 'coming_soon' ? 'Coming soon' : null) : price.message,
    keySpecs: keySpecs(car, site, request.now),
    features: (car.features?.length ? car.features : (car.standardEquipment ?? [])).filter((f) => f.trim() !== ''),
    dealerComments: comments ? comments : DEALER_COMMENTS_PENDING,
    location: location ? { name: location.name, address: location.addressLine ?? '' } : null,
    phone: view.phone?.display ?? '',
    pageUrl: request.pageUrl,
    printedAt: request.now,
    // The dealership's calendar day (the printable page's rule): the car's location, else the site's main one.
    printedOn: request.now.toLocaleDateString('en-AU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: timeZoneOfState(location?.state ?? primaryState(site)),
    }),
    brandColour: brandColour(site.theme),
    photo,
  };
}

function primaryState(site: DealerSite): string | null {
  return (site.locations.find((l) => l.primary) ?? site.locations[0])?.address.state ?? null;
}

/** '2021 Mazda CX-5 Maxx Sport': the car's name, or built from year, make, model and badge. */
export function carTitle(car: Pick<Car, 'name' | 'year' | 'make' | 'model' | 'badge'>): string {
  const name = car.name?.trim();
  if (name) return name;
  return [String(car.year), normaliseMake(car.make), modelDisplayName(car.make, car.model), car.badge?.trim()].filter(Boolean).join(' ');
}

const metres = (feet: number | null | undefined): string | null =>
  typeof feet === 'number' && Number.isFinite(feet) && feet > 0 ? `${feetToMetres(feet).toFixed(2)} m` : null;

function keySpecs(car: Car, site: DealerSite, now: Date): { label: string; value: string }[] {
  const caravan = car.item_type === 'caravan';
  const entries: SpecEntry[] = [
    { label: 'Year', value: car.year },
    { label: 'Condition', value: carTypeLabel(car.car_type, site.labels) },
    { label: 'Odometer', value: caravan && !car.km ? null : `${car.km.toLocaleString('en-AU')} km` },
    { label: 'Body', value: car.simple_body },
    { label: 'Transmission', value: car.simple_transmission ?? car.trans },
    { label: 'Fuel', value: car.simple_fuel ?? car.fuel },
    { label: 'Engine', value: isPresentSpecValue(car.engine_size_litres) ? `${Number(car.engine_size_litres).toFixed(1)} L` : null },
    { label: 'Drive', value: car.simple_drive ?? car.drive },
    { label: 'Colour', value: car.colour },
    { label: 'Seats', value: car.seats },
    { label: 'Doors', value: car.doors },
    // Caravan specifications (spec 1 §9: lengths in metres).
    { label: 'Sleeps', value: car.specifications?.sleeps },
    { label: 'Length', value: metres(car.specifications?.body_length) },
    { label: 'Width', value: metres(car.specifications?.body_width) },
    { label: 'Tare', value: isPresentSpecValue(car.specifications?.tare_weight) ? `${car.specifications?.tare_weight} kg` : null },
    { label: 'ATM', value: isPresentSpecValue(car.specifications?.aggregate_trailer_mass) ? `${car.specifications?.aggregate_trailer_mass} kg` : null },
    { label: 'Axle', value: car.specifications?.axle_type },
    { label: 'VIN', value: car.vin },
    { label: 'Registration', value: car.regplate },
    { label: 'Rego', value: regoExpiryText(car.rego_expiry, now) },
    { label: 'Reserve deposit', value: isAvailable(car) && car.deposit ? formatDollars(car.deposit) : null },
  ];
  return presentSpecs(entries).map(({ label, value }) => ({ label, value: String(value) }));
}

/** `GET /api/cars/{slug}/pdf` (spec 1 §2 Print, §7): the sheet above. */
export class RenderVehiclePdf implements UseCase<RenderVehiclePdfRequest, CarNotFound | PdfNotOffered, VehiclePdf> {
  constructor(private readonly deps: PdfDeps) {}

  execute(request: RenderVehiclePdfRequest): TaskEither<CarNotFound | PdfNotOffered, VehiclePdf> {
    return () => renderVehiclePdf(this.deps, request);
  }
}
