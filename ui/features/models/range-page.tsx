import { Container } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { RangePageData } from '../../../application/client/caryard-client.port';
import { RANGE_BODY_LABELS, brandOverviewPath, modelSummary, modelsOfBody, rangeBodiesOf, selectedBody } from '../../../domain/models/model-range';
import { CategoryButtons } from '../../components/model-range/category-buttons';
import { FromPriceNote, ModelTile } from '../../components/model-range/model-tile';
import tiles from '../../components/model-range/model-range.module.css';
import { SmartLink } from '../../components/smart-link';
import { useSite } from '../../hooks/use-site';
import { PageBanner } from './page-banner';
import classes from './models.module.css';

/** Tiles in the first screenful load their images at once; the rest as the shopper scrolls. */
const EAGER_TILES = 4;

/**
 * /models (spec 2 §2 'Explore Our Range'): body-type category buttons in the spec order (only
 * bodies with models, after 'All'), then the models of the chosen body as tiles. The choice
 * is the URL's `?body={slug}` (spec 2 §2 '/models?body={body slug}'): the buttons are links, so
 * the filter works without script, renders on the server and a crawler follows it.
 */
export function RangePage({ page }: { page: RangePageData }) {
  const site = useSite();
  const [params] = useSearchParams();
  const models = useMemo(() => page.models.map((model) => ({ summary: modelSummary(model), description: model.short_description })), [page.models]);
  const summaries = models.map((m) => m.summary);
  const bodies = rangeBodiesOf(summaries);
  const body = selectedBody(params.get('body'), summaries);
  const shown = modelsOfBody(
    models.map((m) => ({ ...m, bodies: m.summary.bodies })),
    body,
  );
  const brands = page.manufacturers.map((m) => m.name);
  const brandList = brands.length > 1 ? `${brands.slice(0, -1).join(', ')} and ${brands.at(-1) ?? ''}` : (brands[0] ?? '');

  return (
    <>
      <PageBanner
        title="Explore Our Range"
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Our Range' }]}
        lead={`Every ${brandList} model at ${site.name}. Choose a body type, compare from prices, then see what is in stock or book a test drive.`}
      />
      <Container size="xl" className={classes.body}>
        <div className={classes.toolbar}>
          <CategoryButtons mode="links" bodies={bodies} selected={body} label="Body type" />
          {page.manufacturers.length > 1 ? (
            <ul className={classes.brandLinks} aria-label="Brands">
              <li>Browse by brand:</li>
              {page.manufacturers.map((m) => (
                <li key={m.slug}>
                  <SmartLink href={brandOverviewPath(m)}>{m.name}</SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <section aria-labelledby="range-results">
          <div className={classes.resultsHeader}>
            <h2 id="range-results" className={classes.sectionTitle}>
              {body === null ? 'All models' : RANGE_BODY_LABELS[body]}
            </h2>
            <p className={classes.count}>{shown.length === 1 ? '1 model' : `${shown.length} models`}</p>
          </div>
          <ul className={tiles.grid}>
            {shown.map((model, i) => (
              <li key={model.summary.path}>
                <ModelTile model={model.summary} description={model.description} priority={i < EAGER_TILES} />
              </li>
            ))}
          </ul>
        </section>
        <FromPriceNote />
      </Container>
    </>
  );
}
