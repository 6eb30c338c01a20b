import { Button, Container } from '@mantine/core';
import { useLoaderData } from 'react-router';
import type { BrandPageData } from '../../../application/client/caryard-client.port';
import { modelSummary } from '../../../domain/models/model-range';
import { ArrowRightIcon } from '../../components/icons';
import { FromPriceNote, ModelTile } from '../../components/model-range/model-tile';
import tiles from '../../components/model-range/model-range.module.css';
import { SmartLink } from '../../components/smart-link';
import { useSite } from '../../hooks/use-site';
import type { SitePageData } from '../site-pages/site-page-route';
import { PageBanner } from './page-banner';
import classes from './models.module.css';

const EAGER_TILES = 4;

/** A manufacturer's overview (spec 1 §2 '/{brand}/overview'): its models as tiles, and its stock on this site. */
export function BrandPage({ page }: { page: BrandPageData }) {
  const site = useSite();
  const loaded = useLoaderData() as SitePageData | undefined;
  const stock = loaded && 'page' in loaded ? (loaded.stock ?? null) : null;
  const { name } = page.manufacturer;
  const count = stock?.count ?? 0;

  return (
    <>
      <PageBanner
        title={`${name} Range`}
        // /brands exists only on a site of several makes (GetSitePage); a single make's overview sits under the range.
        crumbs={[
          { label: 'Home', href: '/' },
          site.range.manufacturers.length > 1 ? { label: 'Our Brands', href: '/brands' } : { label: 'Our Range', href: '/models' },
          { label: name },
        ]}
        lead={`The ${name} range at ${site.name}: ${page.models.length === 1 ? 'one model' : `${page.models.length} models`}, with from prices and the ${name} vehicles we have in stock.`}
      />
      <Container size="xl" className={classes.body}>
        {stock ? (
          <div className={classes.stockBar}>
            <p className={classes.stockText}>
              {count > 0
                ? `${count} ${name} ${count === 1 ? 'vehicle' : 'vehicles'} in stock now, new, demo and used.`
                : `No ${name} vehicles in stock right now. Ask us about ordering one.`}
            </p>
            {stock.href ? (
              <Button component={SmartLink} href={stock.href} rightSection={<ArrowRightIcon size={16} />}>
                {`Browse ${name} stock`}
              </Button>
            ) : (
              <Button component={SmartLink} href="/contact-us" variant="outline">
                Enquire
              </Button>
            )}
          </div>
        ) : null}
        <section aria-labelledby="brand-models">
          <div className={classes.resultsHeader}>
            <h2 id="brand-models" className={classes.sectionTitle}>{`${name} models`}</h2>
          </div>
          <ul className={tiles.grid}>
            {page.models.map((model, i) => (
              <li key={model.id}>
                <ModelTile model={modelSummary(model)} description={model.short_description} priority={i < EAGER_TILES} />
              </li>
            ))}
          </ul>
        </section>
        <FromPriceNote />
      </Container>
    </>
  );
}
