import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text drawn on each page of a PDF made with pdf-lib's standard fonts: the `Tj` strings
 * of its content streams (hex or literal), decoded from WinAnsi. Enough to check that a
 * generated PDF names what it should; not a general PDF text extractor.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref as PDFRef)) : [contents];
    let text = '';
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        const line = match[1] !== undefined ? Buffer.from(match[1], 'hex').toString('latin1') : (match[2] ?? '').replace(/\\(.)/g, '$1');
        text += `${winAnsiToUnicode(line)}\n`;
      }
    }
    return text;
  });
}

/** All pages' text in one string. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n');
}

const WIN_ANSI_EXTRAS: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

function winAnsiToUnicode(latin1: string): string {
  return Array.from(latin1, (ch) => WIN_ANSI_EXTRAS[ch.charCodeAt(0)] ?? ch).join('');
}
