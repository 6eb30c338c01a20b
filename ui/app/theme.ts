import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { PublicSite } from '../../application/client/caryard-client.port';

const SYSTEM_FONTS =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** spec 2 §9 breakpoints: xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400 px (in em, as Mantine wants). */
export const BREAKPOINTS = {
  xs: '25em',
  sm: '36em',
  md: '48em',
  lg: '62em',
  xl: '75em',
  xxl: '87.5em',
} as const;

function isColorTuple(shades: readonly string[] | undefined): shades is MantineColorsTuple {
  return Array.isArray(shades) && shades.length >= 10;
}

/** The Mantine theme of a dealer site, from its configuration (STYLE "UI"). */
export function buildTheme(site: PublicSite): MantineThemeOverride {
  const { theme } = site;
  const colors: Record<string, MantineColorsTuple> = {};
  for (const [name, shades] of Object.entries(theme.colors ?? {})) {
    if (isColorTuple(shades)) colors[name] = shades;
  }
  const fontFamily = theme.fontFamily ? `${theme.fontFamily}, ${SYSTEM_FONTS}` : SYSTEM_FONTS;
  return createTheme({
    primaryColor: theme.primaryColor,
    primaryShade: { light: 6, dark: 8 },
    colors,
    fontFamily,
    headings: { fontFamily, fontWeight: '800' },
    defaultRadius: theme.radius ?? 'md',
    breakpoints: BREAKPOINTS,
    cursorType: 'pointer',
    respectReducedMotion: true,
  });
}

/** Header colours as CSS variables, so they ride in Mantine's nonce'd style tag, not in style attributes. */
export function siteCssVariables(site: PublicSite): CSSVariablesResolver {
  return () => ({
    variables: {
      '--cy-header-bg': site.theme.headerBackground,
      '--cy-header-fg': site.theme.headerText,
    },
    light: {},
    dark: {},
  });
}
