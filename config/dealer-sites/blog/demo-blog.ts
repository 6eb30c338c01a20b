/**
 * The demo sites' vehicle reviews (issue 11; spec 2 §2 '/blog/vehicle-reviews', blog cards),
 * by site slug. Written for the demo; a real dealer's articles come from its configuration.
 */
import type { BlogArticle } from '../../../domain/site-content/site-content';

export const DEMO_BLOG: Readonly<Record<string, BlogArticle[]>> = {};

export const demoBlogOf = (slug: string): BlogArticle[] => DEMO_BLOG[slug] ?? [];
