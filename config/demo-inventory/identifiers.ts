/**
 * Identifiers of a demo listing (spec 1 §3 Identity and Descriptors): URL slug, stock
 * number, 17-character VIN with a valid check digit, and a registration plate in the
 * format of the state it is registered in.
 */
import type { Rng } from './prng';

/** Lower-case words joined by single hyphens: safe in a URL path segment. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SUFFIX_SPACE = 36 ** 6;
/** Odd and not a multiple of 3, so multiplying by it permutes 0..36^6-1. */
const SUFFIX_MULTIPLIER = 1_664_525;

/**
 * A 6-character base-36 suffix that is a bijection of the id (for ids below 36^6), so
 * slugs are unique by construction while looking random; the seed shifts the mapping.
 */
export function slugSuffix(id: number, seed: number): string {
  const offset = seed % SUFFIX_SPACE;
  return ((id * SUFFIX_MULTIPLIER + offset) % SUFFIX_SPACE).toString(36).padStart(6, '0');
}

/** '2021-toyota-hilux-sr5-abc123' (spec 1 §2: /cars/{slug}). */
export function carSlug(parts: readonly (string | number | null | undefined)[], id: number, seed: number): string {
  const words = parts.filter((p): p is string | number => p !== null && p !== undefined && p !== '').map((p) => slugify(String(p)));
  return [...words.filter((w) => w !== ''), slugSuffix(id, seed)].join('-');
}

/** Stock number prefix from the site slug's initials: 'bayside-pre-owned' → 'BPO-'. */
export function stockPrefix(siteSlug: string): string {
  const initials = siteSlug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return `${initials.slice(0, 4) || 'STK'}-`;
}

const STOCK_NUMBER = /^(.*?)(\d+)$/;

/**
 * Stock numbers of a site, by index. A site that excludes stock numbers (spec 1 §1 stock
 * filter) gets numbers in the same format, running through the excluded ones ('SZ24017'
 * → SZ24000, SZ24001, ...) so the exclusion visibly applies; otherwise the slug's
 * initials and a running number from 0101 ('BPO-0101').
 */
export function stockNumbering(siteSlug: string, excluded: readonly string[]): (index: number) => string {
  const parsed = excluded.map((s) => STOCK_NUMBER.exec(s.trim())).filter((m): m is RegExpExecArray => m !== null);
  const first = parsed[0];
  if (first === undefined) {
    const prefix = stockPrefix(siteSlug);
    return (index) => `${prefix}${String(101 + index).padStart(4, '0')}`;
  }
  const prefix = first[1] ?? '';
  const width = (first[2] ?? '').length;
  const sameFormat = parsed.filter((m) => m[1] === prefix).map((m) => Number(m[2]));
  const start = Math.max(0, Math.min(...sameFormat) - 17);
  return (index) => `${prefix}${String(start + index).padStart(width, '0')}`;
}

const WMI: Readonly<Record<string, string>> = {
  toyota: 'JTM',
  ford: 'MNA',
  mazda: 'JM0',
  mitsubishi: 'MMA',
  hyundai: 'KMH',
  kia: 'KNA',
  isuzu: 'MPA',
  nissan: 'MNT',
  suzuki: 'JSA',
  tesla: 'LRW',
  byd: 'LGX',
  mg: 'LSJ',
  volkswagen: 'WVW',
  subaru: 'JF1',
  'mercedes-benz': 'WDD',
  bmw: 'WBA',
  honda: 'MRH',
  gwm: 'LGW',
  ldv: 'LSK',
  holden: '6G1',
  yamaha: 'JYA',
  kawasaki: 'JKA',
  ktm: 'VBK',
  'harley-davidson': '1HD',
  triumph: 'SMT',
  ducati: 'ZDM',
  hino: 'JHD',
  fuso: 'JL6',
  volvo: 'YV2',
  kenworth: '6F4',
};
/** Australian-built (caravans and others): region 6. */
const DEFAULT_WMI = '6U9';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Model-year codes (position 10), a 30-year cycle starting at 2010 = A. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function vinValue(ch: string): number {
  return /\d/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
}

/** The ISO 3779 / North American check digit of a 17-character VIN (position 9). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += vinValue(vin.charAt(i)) * (WEIGHTS[i] ?? 0);
  const rem = sum % 11;
  return rem === 10 ? 'X' : String(rem);
}

export function vin(rng: Rng, makeSlug: string, year: number): string {
  const wmi = WMI[makeSlug] ?? DEFAULT_WMI;
  const char = (): string => VIN_CHARS.charAt(rng.int(0, VIN_CHARS.length - 1));
  let vds = '';
  for (let i = 0; i < 5; i++) vds += char();
  const yearCode = YEAR_CODES.charAt((((year - 2010) % 30) + 30) % 30);
  const plant = char();
  const serial = String(rng.int(0, 999_999)).padStart(6, '0');
  const draft = `${wmi}${vds}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** A plate in the state's usual format (QLD 123ABC, NSW AB12CD, VIC 1AB2CD, ...). */
export function regoPlate(rng: Rng, state: string): string {
  const L = (): string => PLATE_LETTERS.charAt(rng.int(0, PLATE_LETTERS.length - 1));
  const D = (): string => String(rng.int(0, 9));
  switch (state) {
    case 'QLD':
      return `${D()}${D()}${D()}${L()}${L()}${L()}`;
    case 'VIC':
      return `${D()}${L()}${L()}${D()}${L()}${L()}`;
    case 'SA':
      return `S${D()}${D()}${D()}${L()}${L()}${L()}`;
    case 'WA':
      return `1${L()}${L()}${L()}${D()}${D()}${D()}`;
    case 'TAS':
      return `${L()}${D()}${D()}${L()}${L()}`;
    case 'ACT':
      return `Y${L()}${L()}${D()}${D()}${L()}`;
    case 'NT':
      return `C${L()}${D()}${D()}${L()}${L()}`;
    default:
      return `${L()}${L()}${D()}${D()}${L()}${L()}`;
  }
}
