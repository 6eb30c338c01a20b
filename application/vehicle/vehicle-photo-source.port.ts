/** A car's photo as a printable sheet embeds it: JPEG bytes and their size in pixels. */
export interface PrintablePhoto {
  readonly jpeg: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** The photos Caryard holds itself, read for the printable vehicle sheet (spec 1 §2 Print). */
export interface VehiclePhotoSource {
  /**
   * The photo a car's image URL names, as a JPEG at most `maxWidth` pixels wide; null when the
   * URL names no photo Caryard holds (another host's address is never fetched here) or the
   * photo cannot be read. Never rejects for a missing or broken photo: the sheet prints without it.
   */
  printable(url: string, maxWidth: number): Promise<PrintablePhoto | null>;
}
