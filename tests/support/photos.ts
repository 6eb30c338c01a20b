/** Test photos made at test time with sharp (issue 16): a large JPEG, a PNG whose header lies about its size. */
import sharp from 'sharp';

/** A 2000 × 1250 photo-like JPEG (a gradient with a shape), so every width of the set is below it. */
export async function aLargePhoto(width = 2000, height = 1250): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f4e9c"/><stop offset="1" stop-color="#e0701b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#b3141b"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

/** A valid 1 × 1 PNG whose header (IHDR) claims width × height: a few bytes that would decode to gigabytes. */
export async function aPngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const copy = Buffer.from(png);
  // Signature (8) + IHDR length (4) + 'IHDR' (4): width at 16, height at 20, CRC over type + data at 29.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return new Uint8Array(copy);
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
