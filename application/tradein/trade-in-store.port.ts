import type { AustralianState } from '../../domain/tradein/trade-in-fields';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';
import type { TradeInOffer } from './trade-in-contract';
import type { ValuationProviderName } from './valuation-provider.port';

/**
 * What our server remembers of each trade-in evaluation (docs/features.md, 'Sell my car'): that the provider issued
 * it for this site (so photos and offers only attach to evaluations this site started), the
 * vehicle as last answered, and the photos stored for it. SQL on PGlite and PostgreSQL.
 */
export interface TradeInEvaluationStore {
  /** Creates or replaces the evaluation of (site, EvalID) with the vehicle as now answered. */
  saveEvaluation(evaluation: StoredEvaluation): Promise<void>;
  /** The evaluation of that site, with what the server recorded of its offer, or null. */
  findEvaluation(siteSlug: string, evalId: string): Promise<EvaluationRecord | null>;
  /** The seller's phone as sent to the provider at Step Four, the phone an offer is made to. */
  recordContact(siteSlug: string, evalId: string, phone: string): Promise<void>;
  /**
   * The offer the server made for the evaluation (it replaces an earlier one), and when;
   * `reference` becomes the offer's shopper reference unless the evaluation already has one (a
   * later offer keeps the first one's). Resolves with the reference the evaluation now has.
   */
  saveOffer(siteSlug: string, evalId: string, offer: Omit<TradeInOffer, 'reference'>, madeAt: string, reference: string): Promise<string>;
  /**
   * Marks the evaluation's offer accepted at `at`, once: true the first time (the one
   * acceptance that earns the thanks SMS), false when it already was, or has no offer.
   */
  markAccepted(siteSlug: string, evalId: string, at: string): Promise<boolean>;
  /**
   * Records one stored photo of the evaluation, atomically refusing an eleventh (spec 2 §5: at
   * most 10 per evaluation, also under concurrent uploads): `full` when it already has `max`.
   */
  addImage(image: StoredImage, max: number): Promise<{ readonly added: true; readonly count: number } | { readonly added: false; readonly reason: 'full' }>;
  /** The photos of an evaluation, oldest first. */
  imagesOf(siteSlug: string, evalId: string): Promise<StoredImage[]>;
  /** Removes and returns the records of the site's photos stored before `before` (the retention sweep deletes their files). */
  takeImagesStoredBefore(siteSlug: string, before: Date): Promise<StoredImage[]>;
}

export interface StoredEvaluation {
  readonly siteSlug: string;
  readonly evalId: string;
  readonly provider: ValuationProviderName;
  readonly rego: string;
  readonly state: AustralianState;
  readonly vehicle: TradeInVehicle;
  /** ISO 8601 UTC. */
  readonly createdAt: string;
}

/** An evaluation as the server holds it: what it saved, and what it recorded since. */
export interface EvaluationRecord extends StoredEvaluation {
  /** The phone the seller gave at Step Four (update-eval), as typed; null before it. */
  readonly contactPhone: string | null;
  /** The latest offer the server made for it, with the evaluation's shopper reference; null when none was made. */
  readonly offer: TradeInOffer | null;
  /** ISO 8601 UTC, with `offer`. */
  readonly offerMadeAt: string | null;
  /** ISO 8601 UTC: when an accepted-offer lead first named it; null while not accepted. */
  readonly acceptedAt: string | null;
}

export interface StoredImage {
  readonly siteSlug: string;
  readonly evalId: string;
  /** Generated file name under the upload directory (never the seller's). */
  readonly storedName: string;
  /** The seller's file name, for the dealer's reference only. */
  readonly originalName: string;
  readonly mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/heic';
  readonly bytes: number;
  /** ISO 8601 UTC. */
  readonly storedAt: string;
}

/**
 * Checks an uploaded file by its bytes (never its name or Content-Type) and cleans it:
 * JPEG, PNG, GIF or HEIC; location metadata removed from JPEGs. Its pixel size is read from
 * the header before anything is decoded: over the limits, it is refused unread.
 */
export interface ImageInspector {
  inspect(bytes: Uint8Array): Promise<InspectedImage | InspectionRefused>;
}

export type InspectionRefused =
  | { readonly rejected: 'not_an_allowed_image' }
  /** The header says width × height: over maxPixels, or over maxSide on a side. */
  | { readonly rejected: 'too_many_pixels'; readonly width: number; readonly height: number; readonly maxPixels: number; readonly maxSide: number };

export interface InspectedImage {
  readonly mime: StoredImage['mime'];
  readonly extension: 'jpg' | 'png' | 'gif' | 'heic';
  /** The bytes to store: a JPEG without its location metadata; other types as received. */
  readonly bytes: Uint8Array;
}

/** Where photo files live: outside any served directory, under generated names. */
export interface ImageFileStore {
  write(storedName: string, bytes: Uint8Array): Promise<void>;
  /** Resolves whether or not the file existed. */
  remove(storedName: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(storedName: string): Promise<Uint8Array | null>;
}
