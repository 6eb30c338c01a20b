import { useMemo, useState } from 'react';
import type { ModelSummary, RangeBody } from '../../../domain/models/model-range';
import { RANGE_BODY_LABELS, modelsOfBody, rangeBodiesOf } from '../../../domain/models/model-range';
import { CategoryButtons } from './category-buttons';
import { ModelCarousel } from './model-carousel';

/**
 * The home page's 'Explore Our Range' (spec 2 §2): body-type category buttons that filter a
 * carousel of model tiles in place (spec 2 §4 carousel). Every model is in the server HTML
 * ('All'), so each tile's link is there without script.
 */
export function RangeShowcase({ models }: { models: readonly ModelSummary[] }) {
  const [body, setBody] = useState<RangeBody | null>(null);
  const bodies = rangeBodiesOf(models);
  const shown = useMemo(() => modelsOfBody(models, body), [models, body]);
  return (
    <>
      <CategoryButtons mode="toggles" bodies={bodies} selected={body} onSelect={setBody} label="Show models by body type" />
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <ModelCarousel models={shown} label={body === null ? 'All models' : RANGE_BODY_LABELS[body]} />
      </div>
    </>
  );
}
