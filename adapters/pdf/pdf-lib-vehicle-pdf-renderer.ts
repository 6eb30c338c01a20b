import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { VehiclePdfDocument, VehiclePdfRenderer } from '../../application/vehicle/vehicle-pdf-renderer.port';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.38, 0.42, 0.47);
/** The accent of a site whose theme gives no brand colour as a hex value. */
const NEUTRAL_ACCENT = rgb(0.1, 0.33, 0.62);
const RULE = rgb(0.85, 0.87, 0.9);

export interface PdfLibVehiclePdfRendererOptions {
  /**
   * Write the PDF without object streams, so its structure is plain to read (tests, archiving
   * tools). Default true: the sheets are a few KB either way.
   */
  readonly plainObjects?: boolean;
}

/**
 * The vehicle sheet with pdf-lib (standard Helvetica, no font files): an A4 page — dealer
 * header in the site's brand colour, title, price, the car's main photo, key specs in two
 * columns, features, dealer comments, location and phone — flowing onto more pages when the
 * text is long; the footer dates it in the dealership's time zone.
 */
export class PdfLibVehiclePdfRenderer implements VehiclePdfRenderer {
  constructor(private readonly options: PdfLibVehiclePdfRendererOptions = {}) {}

  async render(doc: VehiclePdfDocument): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(`${doc.title} | ${doc.dealer.name}`);
    pdf.setSubject(`${doc.title}: ${doc.priceLine}`);
    pdf.setAuthor(doc.dealer.name);
    pdf.setCreator('Caryard');
    pdf.setProducer('Caryard');
    pdf.setCreationDate(doc.printedAt);
    pdf.setModificationDate(doc.printedAt);
    const fonts = {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    };
    const accent = rgbOf(doc.brandColour) ?? NEUTRAL_ACCENT;
    const sheet = new Sheet(pdf, fonts, doc, accent);
    sheet.header();
    sheet.text(doc.title, { size: 20, font: 'bold', gap: 4 });
    if (doc.subtitle) sheet.text(doc.subtitle, { size: 10, color: MUTED, gap: 10 });
    sheet.text(doc.priceLabel, { size: 22, font: 'bold', color: accent, gap: 2 });
    if (doc.wasPriceLabel) sheet.text(`Was ${doc.wasPriceLabel}`, { size: 11, color: MUTED, gap: 2 });
    for (const note of doc.priceNotes ?? []) sheet.text(note, { size: 11, font: 'bold', gap: 2 });
    if (doc.availabilityNote) sheet.text(doc.availabilityNote, { size: 11, font: 'bold', gap: 2 });
    sheet.space(10);
    if (doc.photo) await sheet.photo(doc.photo.jpeg, doc.photo.width, doc.photo.height);

    if (doc.keySpecs.length > 0) {
      sheet.heading('Key Specifications');
      sheet.columns(doc.keySpecs.map((s) => ({ label: s.label, value: s.value })));
    }
    if (doc.features.length > 0) {
      sheet.heading('Features');
      sheet.columns(doc.features.map((f) => ({ value: `• ${f}` })));
    }
    sheet.heading('Dealer Comments');
    for (const paragraph of doc.dealerComments.split(/\n\s*\n|\r?\n/)) {
      if (paragraph.trim() !== '') sheet.text(paragraph.trim(), { size: 10, gap: 6, lineHeight: 14 });
    }
    sheet.heading('Contact');
    if (doc.location) {
      sheet.text(doc.location.name, { size: 11, font: 'bold', gap: 2 });
      sheet.text(doc.location.address, { size: 10, gap: 4 });
    }
    sheet.text(`Phone: ${doc.phone}`, { size: 11, font: 'bold', gap: 4 });
    sheet.text(doc.pageUrl, { size: 9, color: accent, gap: 4 });
    sheet.footers();

    return pdf.save({ useObjectStreams: !(this.options.plainObjects ?? true) });
  }
}

/** '#9b1b30' → pdf-lib's colour; null for anything else. */
function rgbOf(hex: string | null | undefined): RGB | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => parseInt(c ?? '0', 16) / 255) as [number, number, number];
  return rgb(r, g, b);
}

interface TextOptions {
  readonly size: number;
  readonly font?: 'regular' | 'bold';
  readonly color?: RGB;
  readonly gap?: number;
  readonly lineHeight?: number;
  readonly x?: number;
  readonly width?: number;
}

/** A cursor down A4 pages: adds a page when the next line would not fit. */
class Sheet {
  private page: PDFPage;
  private y: number;
  private readonly pages: PDFPage[] = [];
  private readonly encodable = new Map<string, boolean>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly doc: VehiclePdfDocument,
    private readonly accent: RGB,
  ) {
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  header(): void {
    const { dealer } = this.doc;
    this.page.drawRectangle({ x: 0, y: A4[1] - 78, width: A4[0], height: 78, color: this.accent });
    this.page.drawText(this.safe(dealer.logoText, this.fonts.bold), { x: MARGIN, y: A4[1] - 44, size: 18, font: this.fonts.bold, color: rgb(1, 1, 1) });
    this.page.drawText(this.safe(dealer.siteUrl, this.fonts.regular), {
      x: MARGIN,
      y: A4[1] - 62,
      size: 9,
      font: this.fonts.regular,
      color: rgb(0.9, 0.94, 1),
    });
    this.y = A4[1] - 78 - 28;
  }

  /** The photo across the text width at its own proportions (at most 300 pt tall), on a new page if it does not fit. */
  async photo(jpeg: Uint8Array, width: number, height: number): Promise<void> {
    if (!(width > 0 && height > 0)) return;
    const image = await this.pdf.embedJpg(jpeg);
    const maxWidth = A4[0] - 2 * MARGIN;
    const scale = Math.min(maxWidth / width, 300 / height);
    const drawn = { width: width * scale, height: height * scale };
    this.ensure(drawn.height + 12);
    this.y -= drawn.height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, ...drawn });
    this.y -= 12;
  }

  heading(title: string): void {
    this.ensure(40);
    this.space(6);
    this.text(title, { size: 13, font: 'bold', gap: 4 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: A4[0] - MARGIN, y: this.y + 2 }, thickness: 0.75, color: RULE });
    this.space(8);
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Wrapped text at the cursor. */
  text(text: string, options: TextOptions): void {
    const font = this.fonts[options.font ?? 'regular'];
    const lineHeight = options.lineHeight ?? options.size * 1.3;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4[0] - MARGIN - x;
    for (const line of this.wrap(this.safe(text, font), font, options.size, width)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y + (lineHeight - options.size) / 2, size: options.size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
  }

  /** Two columns of short rows, filled row by row. */
  columns(rows: readonly { label?: string; value: string }[]): void {
    const columnWidth = (A4[0] - 2 * MARGIN - 16) / 2;
    const size = 10;
    const lineHeight = 15;
    for (let i = 0; i < rows.length; i += 2) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      [rows[i], rows[i + 1]].forEach((row, column) => {
        if (!row) return;
        const x = MARGIN + column * (columnWidth + 16);
        let offset = 0;
        if (row.label) {
          const label = this.safe(`${row.label}: `, this.fonts.bold);
          this.page.drawText(label, { x, y: this.y + 3, size, font: this.fonts.bold, color: MUTED });
          offset = this.fonts.bold.widthOfTextAtSize(label, size);
        }
        const value = this.fit(this.safe(row.value, this.fonts.regular), this.fonts.regular, size, columnWidth - offset);
        this.page.drawText(value, { x: x + offset, y: this.y + 3, size, font: this.fonts.regular, color: INK });
      });
    }
    this.y -= 6;
  }

  /** 'Page n of m' and the dealer on every page. */
  footers(): void {
    const font = this.fonts.regular;
    // The dealership's calendar day, not UTC's (worked out by the use case).
    const printed = this.doc.printedOn;
    this.pages.forEach((page, i) => {
      const line = this.safe(`${this.doc.dealer.name} · Printed ${printed} · Page ${i + 1} of ${this.pages.length}`, font);
      page.drawText(line, { x: MARGIN, y: 24, size: 8, font, color: MUTED });
    });
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage(A4);
    this.pages.push(page);
    return page;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN + 16) return;
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = this.fit(word, font, size, width) === word ? word : this.breakWord(word, font, size, width, lines);
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  /** A word wider than the line: hard-broken; returns its last piece. */
  private breakWord(word: string, font: PDFFont, size: number, width: number, lines: string[]): string {
    let piece = '';
    for (const ch of word) {
      if (font.widthOfTextAtSize(piece + ch, size) > width && piece !== '') {
        lines.push(piece);
        piece = '';
      }
      piece += ch;
    }
    return piece;
  }

  /** Text cut with an ellipsis to fit a width. */
  private fit(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** The standard fonts speak WinAnsi only: anything else becomes '?' rather than a crash. */
  private safe(text: string, font: PDFFont): string {
    let out = '';
    for (const ch of text.replace(/[\t\r\n]+/g, ' ')) {
      let ok = this.encodable.get(ch);
      if (ok === undefined) {
        try {
          font.encodeText(ch);
          ok = true;
        } catch {
          ok = false;
        }
        this.encodable.set(ch, ok);
      }
      out += ok ? ch : '?';
    }
    return out;
  }
}
