import {
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { PublicSite } from '../../application/client/caryard-client.port';

const SYSTEM_FONTS = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

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

/** Mantine's own values, left out of a site's stylesheet (its default stylesheet declares them). */
const MANTINE_DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const keep = (values: Record<string, string>, defaults: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));
  return {
    variables: keep(input.variables, MANTINE_DEFAULTS.variables),
    light: keep(input.light, MANTINE_DEFAULTS.light),
    dark: keep(input.dark, MANTINE_DEFAULTS.dark),
  };
}

/** Each dealer theme's stylesheet, made once (a site's theme is its configuration: a handful per process). */
const themeCss = new Map<string, { readonly theme: MantineThemeOverride; readonly css: string }>();
const MAX_THEMES = 256;

/**
 * A dealer site's Mantine theme and its CSS variables stylesheet (the one Mantine's provider
 * would write into every page: the palette, spacing, radius and header colours), computed once
 * per theme and kept. issue 16 'an uncached vehicle-page render p50 ≤ 15 ms': Mantine's provider
 * computes the ~3 KB stylesheet afresh on every render (about a tenth of a vehicle page's render).
 * The same function gives the server and the browser the same bytes, so hydration matches.
 */
export function siteTheme(site: PublicSite): { readonly theme: MantineThemeOverride; readonly css: string } {
  const key = JSON.stringify(site.theme);
  const known = themeCss.get(key);
  if (known) return known;
  const theme = buildTheme(site);
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), siteCssVariables(site)(merged));
  const entry = { theme, css: convertCssVariables(withoutDefaults(variables)) };
  if (themeCss.size >= MAX_THEMES) themeCss.clear();
  themeCss.set(key, entry);
  return entry;
}
