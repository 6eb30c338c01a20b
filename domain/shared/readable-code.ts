/**
 * Codes a shopper reads aloud or types from a message (an order's reference, a trade-in offer's):
 * Crockford's base 32 has no I, L, O or U, so nothing read over the phone is mistaken for 1, 0 or
 * a word.
 */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The first 5 random bytes (40 bits) as 8 Crockford characters ('4K7Q2ZB9'). */
export function readableCode(random: Uint8Array): string {
  let bits = 0n;
  for (const byte of random.slice(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 8; i++) {
    text = CROCKFORD[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return text;
}
