import type { SiteTheme } from './dealer-site';

const HEX = /^#[0-9a-f]{6}$/i;
/** The shade of a brand's ten that the site's buttons and accents use (the UI's primary shade). */
export const BRAND_SHADE = 6;

/**
 * The site's brand colour as '#rrggbb' (its primary colour's main shade), for what is drawn
 * outside the browser theme — the printable sheet. Null when the theme names a built-in
 * colour by name only; the caller keeps its own neutral accent then.
 */
export function brandColour(theme: Pick<SiteTheme, 'primaryColor' | 'colors'>): string | null {
  const shade = theme.colors?.[theme.primaryColor]?.[BRAND_SHADE];
  if (shade && HEX.test(shade)) return shade.toLowerCase();
  return HEX.test(theme.primaryColor) ? theme.primaryColor.toLowerCase() : null;
}
