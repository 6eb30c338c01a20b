import type { PrintablePhoto } from './vehicle-photo-source.port';

/**
 * What the printable vehicle sheet says, already worded by the rules (price precedence,
 * labels, present specs): the renderer only lays it out.
 */
export interface VehiclePdfDocument {
  /** The file name without extension (the car's slug). */
  readonly fileName: string;
  readonly dealer: {
    readonly name: string;
    /** The logo as text (the dealer's name in its wordmark style) for a text-only sheet. */
    readonly logoText: string;
    readonly siteUrl: string;
  };
  /** '2021 Mazda CX-5 Maxx Sport'. */
  readonly title: string;
  readonly subtitle?: string | null;
  /** The price by spec 1 §4 precedence: '$28,990', '$99 per week', 'PREORDER', 'Enquire for price.'. */
  readonly priceLabel: string;
  /** The price in one line, for the file's subject: beside a weekly subscription its labelled cash price ('$258 per week (cash price $46,990)'). */
  readonly priceLine: string;
  /** The was-price ('$31,990') when it shows. */
  readonly wasPriceLabel?: string | null;
  /**
   * What the price is, under it: a weekly subscription's 'Subscription, all-inclusive' with the
   * cash price beside it ('Cash price $46,990'), so a weekly amount never stands alone.
   */
  readonly priceNotes?: readonly string[];
  /** Availability line for a car not for sale ('SOLD'), else null. */
  readonly availabilityNote?: string | null;
  readonly keySpecs: readonly { readonly label: string; readonly value: string }[];
  readonly features: readonly string[];
  /** The dealer comments, or the pending message when there are none. */
  readonly dealerComments: string;
  readonly location: {
    readonly name: string;
    /** One line: street, city, state, postcode. */
    readonly address: string;
  } | null;
  /** The phone to call, formatted for display ('02 4900 1234'). */
  readonly phone: string;
  /** The page the sheet was printed from. */
  readonly pageUrl: string;
  /** When it was printed (the file's dates). */
  readonly printedAt: Date;
  /** The day it was printed, in the dealership's time zone, as the footer says it ('2 December 2026'). */
  readonly printedOn: string;
  /** The site's brand colour ('#9b1b30') for the header band and accents; null: a neutral accent. */
  readonly brandColour: string | null;
  /** The car's main photo, when Caryard holds one. */
  readonly photo: PrintablePhoto | null;
}

/** Renders a vehicle sheet as a PDF (spec 1 §2 Print; `GET /api/cars/{slug}/pdf`). */
export interface VehiclePdfRenderer {
  /**
   * The sheet as the bytes of a PDF file (starts with `%PDF-`), one or more A4 pages; long
   * text wraps and flows onto further pages. Rejects only on a bug or exhausted resources.
   */
  render(document: VehiclePdfDocument): Promise<Uint8Array>;
}
