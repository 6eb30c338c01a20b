/**
 * Fixed-size bitsets over document ids 0..n-1, one bit per document in Uint32 words.
 * The embedded index answers every filter as a bitset and combines them with word-wise AND.
 */

export type Bitset = Uint32Array;

export const wordsFor = (n: number): number => (n + 31) >>> 5;

export const emptyBitset = (n: number): Bitset => new Uint32Array(wordsFor(n));

export const hasBit = (bits: Bitset, doc: number): boolean => ((bits[doc >>> 5]! >>> (doc & 31)) & 1) === 1;

export function setBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5]! |= 1 << (doc & 31);
}

/** Sets the bits of `docs[from..to)`. */
export function setBits(bits: Bitset, docs: Int32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const doc = docs[i]!;
    bits[doc >>> 5]! |= 1 << (doc & 31);
  }
}

/** A new bitset a ∧ b. */
export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

/** target ← target ∧ other. */
export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

/** target ← target ∧ ¬other. */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
}

function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function popcount(bits: Bitset): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    const w = bits[i]!;
    if (w !== 0) count += popcount32(w);
  }
  return count;
}

/** The set documents in ascending order. */
export function toDocs(bits: Bitset, count: number = popcount(bits)): Int32Array {
  const docs = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i]!;
    const base = i << 5;
    while (w !== 0) {
      const low = w & -w;
      docs[k++] = base + 31 - Math.clz32(low);
      w ^= low;
    }
  }
  return docs;
}

/** The set documents in ascending order, skipping the first `skip`, at most `take`. */
export function docsSlice(bits: Bitset, skip: number, take: number): number[] {
  const out: number[] = [];
  let i = 0;
  // Skip whole words by their popcount.
  for (; i < bits.length; i++) {
    const c = bits[i]! === 0 ? 0 : popcount32(bits[i]!);
    if (skip < c) break;
    skip -= c;
  }
  for (; i < bits.length && out.length < take; i++) {
    let w = bits[i]!;
    const base = i << 5;
    while (w !== 0 && out.length < take) {
      const low = w & -w;
      w ^= low;
      if (skip > 0) {
        skip--;
        continue;
      }
      out.push(base + 31 - Math.clz32(low));
    }
  }
  return out;
}
