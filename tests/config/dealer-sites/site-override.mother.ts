import { DEMO_SITE_OVERRIDES, mergeOverride } from '../../../config/dealer-sites';
import type { DealerSiteOverride } from '../../../config/dealer-sites';

/** A valid site override to break one field at a time (a test-data builder, STYLE "Tests"). */
export function aSiteOverride(slug = 'harbour-motors') {
  const base = DEMO_SITE_OVERRIDES.find((o) => o.slug === slug);
  if (!base) throw new Error(`no demo site ${slug}`);
  let current: unknown = base;
  const builder = {
    /** Deep-merges a patch; the patch may hold values of the wrong type on purpose. */
    with(patch: Record<string, unknown>) {
      current = mergeOverride(current, patch);
      return builder;
    },
    build(): DealerSiteOverride {
      return current as DealerSiteOverride;
    },
  };
  return builder;
}
