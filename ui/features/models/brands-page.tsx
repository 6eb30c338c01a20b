import { Container } from '@mantine/core';
import type { BrandsPageData } from '../../../application/client/caryard-client.port';
import { brandOverviewPath } from '../../../domain/models/model-range';
import { BrandMark } from '../../components/model-range/brand-mark';
import tiles from '../../components/model-range/model-range.module.css';
import { SmartLink } from '../../components/smart-link';
import { useSite } from '../../hooks/use-site';
import { PageBanner } from './page-banner';
import classes from './models.module.css';

/**
 * /brands (spec 1 §2 informational pages): a card per manufacturer the site sells new, with
 * its logo or — as most have none (spec 2 §3) — its name as a wordmark, leading to its
 * /{brand}/overview.
 */
export function BrandsPage({ page }: { page: BrandsPageData }) {
  const site = useSite();
  return (
    <>
      <PageBanner
        title="Our Brands"
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Our Brands' }]}
        lead={`${site.name} sells new cars from ${page.manufacturers.length} brands. Choose a brand to see its range, from prices and the stock across our dealerships.`}
      />
      <Container size="xl" className={classes.body}>
        <ul className={tiles.grid}>
          {page.manufacturers.map(({ manufacturer, models }) => (
            <li key={manufacturer.slug}>
              <article className={classes.brandCard}>
                <div className={classes.brandMarkBox}>
                  <BrandMark manufacturer={manufacturer} />
                </div>
                <h2 className={classes.brandName}>
                  <SmartLink href={brandOverviewPath(manufacturer)} className={classes.brandLink}>
                    {manufacturer.name}
                  </SmartLink>
                </h2>
                <p className={classes.brandMeta}>{models === 1 ? '1 model' : `${models} models`}</p>
                <span className={classes.brandCta} aria-hidden="true">
                  Explore the range →
                </span>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
