/**
 * Issue 30: real decompression-bomb photos — small files whose pixels would fill gigabytes —
 * made with sharp (a solid colour compresses to almost nothing) and kept in the temporary
 * directory, so a test run (and the next) makes each once: the 16000 × 16000 JPEG takes sharp
 * about 5 s to write, the PNG about 4 s (libvips streams them: little memory). Writing one
 * decodes nothing.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const CACHE_DIR = join(tmpdir(), 'caryard-test-huge-photos');

/** The bytes of `name` in the cache, made by `make` when absent (written to a temporary name, then renamed: parallel test files never read half a file). */
async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(CACHE_DIR, name);
  if (existsSync(path)) return readFileSync(path);
  mkdirSync(CACHE_DIR, { recursive: true });
  const bytes = await make();
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
  return bytes;
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2f6e4a' } });

/** A real width × height JPEG (quality 10): 16000 × 16000 is about 1.5 MB, 768 MB once decoded. */
export function aHugeJpeg(width = 16_000, height = 16_000): Promise<Buffer> {
  return cached(`solid-${width}x${height}-q10.jpg`, () => solid(width, height).jpeg({ quality: 10 }).toBuffer());
}

/** A real width × height PNG (RGB): 16000 × 16000 is about 0.8 MB. */
export function aHugePng(width = 16_000, height = 16_000): Promise<Buffer> {
  return cached(`solid-${width}x${height}.png`, () => solid(width, height).png({ compressionLevel: 9 }).toBuffer());
}

/** The ISO BMFF boxes of a HEIF file whose ispe (image spatial extents) boxes are all set to width × height. */
export function withIspe(heic: Uint8Array, width: number, height: number): Buffer {
  const copy = Buffer.from(heic);
  for (let at = copy.indexOf('ispe'); at >= 0; at = copy.indexOf('ispe', at + 4)) {
    // 'ispe', then version and flags (4 bytes), then width and height.
    copy.writeUInt32BE(width, at + 8);
    copy.writeUInt32BE(height, at + 12);
  }
  return copy;
}

/** The same HEIF file with one box's type overwritten (so libheif cannot read it: e.g. 'hvcC', the HEVC decoder configuration). */
export function withoutBox(heic: Uint8Array, type: string): Buffer {
  const copy = Buffer.from(heic);
  for (let at = copy.indexOf(type); at >= 0; at = copy.indexOf(type, at + 4)) copy.write('xxxx', at, 'latin1');
  return copy;
}
