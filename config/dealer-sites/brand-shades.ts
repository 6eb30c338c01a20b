/**
 * Mantine colour tuples from one brand colour: ten shades, lightest first, with the
 * brand colour itself at index 6 (Mantine's default primary shade in light mode), so a
 * site configures one hex value and still gets hover, light and dark variants.
 */
const MIX = [0.92, 0.8, 0.65, 0.5, 0.34, 0.17, 0, 0.15, 0.3, 0.45] as const;

function toHex(n: number): string {
  return Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');
}

export function brandShades(hex: string): string[] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`brandShades needs a #rrggbb colour, got "${hex}"`);
  const rgb = [m[1], m[2], m[3]].map((c) => parseInt(c ?? '0', 16));
  return MIX.map((amount, i) => {
    // Shades 0-5 mix towards white, 7-9 towards black.
    const target = i < 6 ? 255 : 0;
    return `#${rgb.map((c) => toHex(c + (target - c) * amount)).join('')}`;
  });
}
