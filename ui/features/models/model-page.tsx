import { Button, Container } from '@mantine/core';
import { useLoaderData } from 'react-router';
import type { ModelPageData } from '../../../application/client/caryard-client.port';
import { brandOverviewPath, fromPriceText, modelDisplayName, modelStatusLabel } from '../../../domain/models/model-range';
import { CarCard } from '../../components/car-card/car-card';
import { ArrowRightIcon } from '../../components/icons';
import { FromPriceNote } from '../../components/model-range/model-tile';
import { SmartLink } from '../../components/smart-link';
import { useSite } from '../../hooks/use-site';
import type { SitePageData } from '../site-pages/site-page-route';
import { Breadcrumb, type Crumb } from './page-banner';
import type { RangeStock } from './model-stock';
import classes from './models.module.css';

/**
 * A model's page (spec 2 §2 '/{model slug} or a model's override url'): the model's image,
 * name (prefixed with the brand), from price, status and description; the shopper's next
 * steps (enquire, test drive, finance); the model's cars on this site with the search page
 * that lists them all (spec 2 §2 /search/{make}/{model}); and its second image.
 */
export function ModelPage({ page }: { page: ModelPageData }) {
  const site = useSite();
  const loaded = useLoaderData() as SitePageData | undefined;
  const stock = loaded && 'page' in loaded ? (loaded.stock ?? null) : null;
  const { model, manufacturer } = page;
  const name = modelDisplayName(model);
  const status = modelStatusLabel(model.status);
  const price = fromPriceText(model.from_price);
  const comingSoon = model.status === 'coming_soon';
  // A site of several makes files its models under each make's overview.
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Our Range', href: '/models' },
    ...(manufacturer && site.range.manufacturers.length > 1 ? [{ label: manufacturer.name, href: brandOverviewPath(manufacturer) }] : []),
    { label: name },
  ];

  return (
    <>
      <Container size="xl">
        <Breadcrumb crumbs={crumbs} className={classes.modelCrumbs} />
        <div className={classes.hero}>
          <figure className={classes.heroMedia}>
            <img className={classes.heroImage} src={model.image} alt={`${name}, illustration`} width={800} height={500} fetchPriority="high" decoding="async" />
          </figure>
          <div className={classes.heroInfo}>
            {status ? <span className={`${classes.status} ${status === 'NEW' ? classes.statusNew : classes.statusSoon}`}>{status}</span> : null}
            <h1 className={classes.modelName}>{name}</h1>
            <p className={classes.modelPrice}>{price ?? (comingSoon ? 'Pricing to be announced' : 'Enquire for pricing')}</p>
            <p className={classes.modelText}>{model.short_description}</p>
            <div className={classes.actions}>
              <Button component={SmartLink} href="/contact-us" size="md">
                {comingSoon ? 'Register Your Interest' : 'Enquire'}
              </Button>
              {comingSoon ? null : (
                <Button component={SmartLink} href="/book-test-drive" size="md" variant="outline">
                  Book a Test Drive
                </Button>
              )}
              <Button component={SmartLink} href="/finance" size="md" variant="subtle">
                Finance
              </Button>
            </div>
            {price ? <FromPriceNote className={classes.heroNote} /> : null}
          </div>
        </div>
      </Container>

      {stock ? <ModelStock name={name} brand={model.manufacturer_name} stock={stock} comingSoon={comingSoon} /> : null}

      {model.image2 ? (
        <section className={classes.section} aria-labelledby="model-gallery">
          <Container size="xl">
            <div className={classes.resultsHeader}>
              <h2 id="model-gallery" className={classes.sectionTitle}>{`${name} gallery`}</h2>
            </div>
            <ul className={classes.gallery}>
              <li>
                <img
                  className={classes.galleryImage}
                  src={model.image}
                  alt={`${name} from the front`}
                  width={800}
                  height={500}
                  loading="lazy"
                  decoding="async"
                />
              </li>
              <li>
                <img
                  className={classes.galleryImage}
                  src={model.image2}
                  alt={`${name} from the rear`}
                  width={800}
                  height={500}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  );
}

/** The model's cars on this site, or — when it has none — what the shopper can do instead. */
function ModelStock({ name, brand, stock, comingSoon }: { name: string; brand: string; stock: RangeStock; comingSoon: boolean }) {
  const site = useSite();
  const now = new Date(stock.now);
  return (
    <section className={classes.section} aria-labelledby="model-stock">
      <Container size="xl">
        <div className={classes.resultsHeader}>
          <h2 id="model-stock" className={classes.sectionTitle}>{`${name} in stock`}</h2>
          {stock.count > 0 ? <p className={classes.count}>{`${stock.count} available at ${site.name}`}</p> : null}
        </div>
        {stock.cars.length > 0 ? (
          <ul className={classes.stockGrid}>
            {stock.cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} site={site} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.empty}>
            {comingSoon
              ? `The ${name} has not arrived in Australia yet. Register your interest and we will tell you when it does.`
              : `We have no ${name} in stock right now. Tell us the grade and colour you are after and we will find one or order it in for you.`}
          </p>
        )}
        <div className={classes.actions}>
          {stock.href ? (
            <Button component={SmartLink} href={stock.href} rightSection={<ArrowRightIcon size={16} />}>
              {stock.count === 1 ? `See the ${name} in stock` : `See all ${stock.count} ${name} in stock`}
            </Button>
          ) : (
            <Button component={SmartLink} href="/contact-us">
              {comingSoon ? 'Register Your Interest' : 'Enquire Now'}
            </Button>
          )}
          {!stock.href && stock.make && stock.make.count > 0 ? (
            <Button component={SmartLink} href={stock.make.href} variant="outline">
              {`Browse ${stock.make.count} ${brand} ${stock.make.count === 1 ? 'vehicle' : 'vehicles'}`}
            </Button>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
