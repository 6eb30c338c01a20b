import { Button, Container } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { availabilityPresentation, carTypeLabel, priceDisplay, priceLabel, realImages, wasPriceLabel } from '../../../domain/vehicle';
import { CarCard } from '../../components/car-card/car-card';
import { PinIcon } from '../../components/icons';
import { useSite } from '../../hooks/use-site';
import { formatKm } from '../../lib/search-labels';
import { titleOf, type VehiclePageData } from './vehicle-route';
import classes from './vehicle.module.css';

/**
 * A minimal vehicle page (the detail page of spec 1 §2 is another issue's): name, price,
 * key details and similar vehicles, so search cards have somewhere to go.
 */
export function VehiclePage() {
  const site = useSite();
  const { car, similar, now } = useLoaderData() as VehiclePageData;
  const presentation = availabilityPresentation(car);
  const price = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText });
  const was = wasPriceLabel(price);
  const image = realImages(car)[0];
  const details: [string, string][] = [
    ['Condition', carTypeLabel(car.car_type, site.labels)],
    ['Odometer', formatKm(car.km)],
    ['Transmission', car.simple_transmission ?? car.trans ?? '—'],
    ['Fuel', car.simple_fuel ?? car.fuel ?? '—'],
    ['Body', car.simple_body ?? '—'],
    ['Colour', car.colour ?? '—'],
    ['Stock number', car.stocknum],
  ];
  return (
    <Container size="xl" className={classes.page}>
      <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
        <Link to="/">Home</Link> / <Link to="/search">Stock</Link> / <span aria-current="page">{titleOf(car)}</span>
      </nav>
      <div className={classes.layout}>
        <div className={classes.media}>
          {image ? (
            <img src={image.image.url} alt={`${titleOf(car)} ${car.badge ?? ''}`.trim()} width={1280} height={960} className={classes.image} />
          ) : (
            <div className={classes.placeholder} id="request-photos">
              Photos coming soon
            </div>
          )}
        </div>
        <div className={classes.summary}>
          <h1 className={classes.title}>{titleOf(car)}</h1>
          <p className={classes.subtitle}>{[car.badge, car.series].filter(Boolean).join(' ')}</p>
          {presentation._tag === 'ForSale' ? (
            <div className={classes.priceBox}>
              {was ? <s className={classes.was}>{was}</s> : null}
              <span className={classes.price}>{priceLabel(price)}</span>
              {car.price_type ? <span className={classes.priceType}>{car.price_type}</span> : null}
            </div>
          ) : (
            <div className={classes.priceBox}>
              <span className={classes.sold}>{presentation.headline}</span>
              <span className={classes.priceType}>{presentation.message}</span>
            </div>
          )}
          {car.location ? (
            <p className={classes.location}>
              <PinIcon size={15} /> {car.location.name}, {car.location.address.city} {car.location.address.state}
            </p>
          ) : null}
          <dl className={classes.details}>
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Button component={Link} to="/search" variant="default">
            Back to search
          </Button>
        </div>
      </div>
      {similar.length > 0 ? (
        <section className={classes.similar} aria-labelledby="similar-heading">
          <h2 id="similar-heading">Similar vehicles</h2>
          <ul className={classes.similarGrid}>
            {similar.map((hit) => (
              <li key={hit.id}>
                <CarCard car={hit} site={site} now={new Date(now)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}
