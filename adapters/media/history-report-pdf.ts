/**
 * The demo stock's vehicle history reports (spec 1 §2 'Car History Report', shown only
 * when the car has a file link). A real dealer links a provider's report; the demo
 * serves a clearly marked sample PDF per car slug so the button leads somewhere real.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const HISTORY_REPORT_PATH = /^\/media\/history-reports\/([a-z0-9][a-z0-9-]{0,150})\.pdf$/;

/** The car slug of a history-report path, or null for any other path. */
export function parseHistoryReportPath(path: string): string | null {
  return HISTORY_REPORT_PATH.exec(path)?.[1] ?? null;
}

export async function renderHistoryReportPdf(slug: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Vehicle history report: ${slug}`);
  pdf.setProducer('Caryard');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Vehicle history report', { x: 56, y: 770, size: 22, font: bold });
  page.drawText('SAMPLE — demo data, not a real report', { x: 56, y: 742, size: 11, font, color: rgb(0.7, 0.1, 0.1) });
  const lines = [
    `Listing: ${slug}`,
    'Written-off register: no record found',
    'Stolen vehicle register: no record found',
    'Finance owing (PPSR): no security interest recorded',
    'Odometer: consistent with service history',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 700 - i * 22, size: 12, font }));
  return pdf.save();
}
