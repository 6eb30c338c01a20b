import { ActionIcon, Button } from '@mantine/core';
import * as O from 'fp-ts/Option';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PublicSite, SearchHit } from '../../../application/client/caryard-client.port';
import type { CardButton } from '../../../domain/dealer-site/dealer-site';
import {
  cashPrice,
  FIND_SIMILAR_LABEL,
  isCompareFavouriteEligible,
  modelDisplayName,
  normaliseMake,
  realImages,
  reserveButton,
  shopperView,
  tagBanner,
  type KeySpecKey,
} from '../../../domain/vehicle';
import { isTradeInEligible } from '../../../domain/tradein/trade-in-flow';
import { responsiveImage } from '../../../domain/media/image-variants';
import { financeHref } from '../../lib/finance-links';
import { CameraIcon, CarIcon, CompareIcon, FuelIcon, GaugeIcon, GearIcon, HeartIcon, PinIcon, TagIcon } from '../icons';
import { PriceBlock } from '../price-block/price-block';
import classes from './car-card.module.css';

export interface CarCardSaved {
  readonly favourite: boolean;
  readonly compared: boolean;
  readonly toggleFavourite: () => void;
  readonly toggleCompare: () => void;
}

export interface CarCardProps {
  car: SearchHit;
  site: PublicSite;
  /** The instant the results were fetched: tag banners (new arrival, just sold) are measured from it. */
  now: Date;
  /** Favourite and compare state; without it the controls are not shown. */
  saved?: CarCardSaved;
  /** The first cards of a page load their image at once (they are the largest thing in view). */
  priority?: boolean;
  /** Heading level of the car's title in the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/** The car's title line: year, make and model as the site writes them (spec 1 §9 label rewrites). */
export function carTitle(car: Pick<SearchHit, 'year' | 'make' | 'model'>): string {
  return `${car.year} ${normaliseMake(car.make)} ${modelDisplayName(car.make, car.model)}`;
}

/** The card's width (search.module.css .grid): a third of the results column, half, or the whole screen on a phone. */
const CARD_IMAGE_SIZES = '(min-width: 82em) 360px, (min-width: 48em) 50vw, 100vw';

/** spec 1 §2 finance links (ui/lib/finance-links). */
export { financeHref };

interface CardAction {
  readonly key: CardButton;
  readonly label: string;
  readonly href: string;
}

/** spec 1 §2: the configured buttons for an available car (the car page builds the forms they open). */
function cardActions(car: SearchHit, site: PublicSite): CardAction[] {
  const path = car.path || `/cars/${car.slug}`;
  const actions: CardAction[] = [];
  for (const key of site.card_buttons) {
    switch (key) {
      case 'details':
        actions.push({ key, label: 'View Details', href: path });
        break;
      case 'testDrive':
        actions.push({ key, label: 'Test Drive', href: `${path}#test-drive` });
        break;
      case 'finance':
        actions.push({ key, label: 'Finance', href: financeHref(car) });
        break;
      case 'reserve': {
        // spec 1 §5: only for cars passing the reservation check, with the deposit when known.
        const reserve = reserveButton(car, { enabled: site.features.reserveButton, siteDeposit: site.reserve_deposit });
        if (O.isSome(reserve)) actions.push({ key, label: `Reserve ${reserve.value.deposit}`, href: `${path}/checkout` });
        break;
      }
      case 'tradeIn':
        // spec 1 §5: only for cars passing the trade-in eligibility check (domain isTradeInEligible).
        if (isTradeInEligible(car)) actions.push({ key, label: 'Trade-In', href: `/cars/trade-in?car_id=${car.id}` });
        break;
      case 'enquire':
        actions.push({ key, label: 'Enquire', href: `${path}#enquire` });
        break;
      case 'custom':
        actions.push({ key, label: 'Contact Us', href: '/contact-us' });
        break;
    }
  }
  return actions;
}

const SPEC_ICONS: Readonly<Record<KeySpecKey, (props: { size?: number }) => React.ReactNode>> = {
  condition: TagIcon,
  transmission: GearIcon,
  odometer: GaugeIcon,
  fuel: FuelIcon,
  body: CarIcon,
};

/** spec 1 §2 "Search card". */
export function CarCard({ car, site, now, saved, priority = false, headingLevel = 'h3' }: CarCardProps) {
  const titleId = useId();
  const title = carTitle(car);
  const subtitle = [car.badge, car.series].filter((part): part is string => Boolean(part?.trim())).join(' ');
  const path = car.path || `/cars/${car.slug}`;
  // Price, location and key specs: the shopper view every page shares (domain/vehicle/shopper-view.ts).
  const view = shopperView(car, site, now);
  const forSale = view.forSale;
  const banner = tagBanner(car, {
    now,
    electricHybridTag: site.features.electricHybridTag,
    newTag: site.labels.newTag,
    soldTag: site.labels.soldTag,
  });
  // The vehicle rules read a Car's (mutable) image list; a hit's is read-only.
  const withImages = { ...car, images: [...car.images] };
  const image = realImages(withImages)[0];
  const Heading = headingLevel;
  // spec 1 §5: compare and favourite by the site's variant (strict: price and photos; used-only).
  const eligible = saved !== undefined && isCompareFavouriteEligible(withImages, site.shopper_lists.compare_favourite);
  // spec 1 §2: the card's location overlay shows where the car is held.
  const location = view.location?.name ?? null;
  // data-price: the price the search sorts the card by (its cash price), absent for a car without one.

  return (
    <article className={classes.card} aria-labelledby={titleId} data-car-id={car.id} data-price={cashPrice(car) ?? undefined}>
      <div className={classes.media}>
        {image ? (
          <img
            className={classes.image}
            // issue 16: a pipeline photo comes in the widths the card needs (srcset); other URLs as they are.
            {...responsiveImage(image.image.thumb.url || image.image.url, CARD_IMAGE_SIZES, 640)}
            alt={`${title}${subtitle ? ` ${subtitle}` : ''}`}
            width={640}
            height={480}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          // spec 1 §2: no real photo → a placeholder panel with a request-photos option.
          <div className={classes.placeholder}>
            <CameraIcon size={30} />
            <span className={classes.placeholderText}>Photos coming soon</span>
            <Link className={classes.requestPhotos} to={`${path}#request-photos`} aria-describedby={titleId}>
              Request photos
            </Link>
          </div>
        )}
        {banner._tag !== 'None' ? (
          <span className={classes.tag} data-tone={banner._tag}>
            {banner.label}
          </span>
        ) : null}
        {eligible && saved ? (
          <div className={classes.saveActions}>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              className={classes.saveButton}
              aria-pressed={saved.favourite}
              aria-label={saved.favourite ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
              onClick={saved.toggleFavourite}
              data-active={saved.favourite || undefined}
            >
              <HeartIcon size={18} filled={saved.favourite} />
            </ActionIcon>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              className={classes.saveButton}
              aria-pressed={saved.compared}
              aria-label={saved.compared ? `Remove ${title} from compare` : `Add ${title} to compare`}
              onClick={saved.toggleCompare}
              data-active={saved.compared || undefined}
            >
              <CompareIcon size={17} />
            </ActionIcon>
          </div>
        ) : null}
        {location ? (
          <span className={classes.location}>
            <PinIcon size={13} />
            {location}
          </span>
        ) : null}
      </div>

      <div className={classes.body}>
        <Heading id={titleId} className={classes.title}>
          <Link to={path} className={classes.titleLink}>
            {title}
          </Link>
        </Heading>
        <p className={classes.subtitle}>{subtitle || '\u00a0'}</p>

        <PriceBlock price={view.price} variant="card" testId="card-price" />

        {forSale ? (
          <ul className={classes.specs} aria-label="Key details">
            {view.keySpecs.map(({ key, label, value }) => {
              const Icon = SPEC_ICONS[key];
              return (
                <li key={key} title={label}>
                  <Icon size={15} />
                  {value}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>

      <div className={classes.actions}>
        {forSale ? (
          cardActions(car, site).map((action, i) => (
            <Button
              key={action.key}
              component={Link}
              to={action.href}
              size="sm"
              variant={i === 0 ? 'filled' : 'default'}
              className={i === 0 ? classes.primaryAction : classes.action}
              aria-describedby={titleId}
            >
              {action.label}
            </Button>
          ))
        ) : (
          <Button component={Link} to={`${path}#find-similar`} size="sm" variant="light" className={classes.primaryAction} aria-describedby={titleId}>
            {FIND_SIMILAR_LABEL}
          </Button>
        )}
      </div>
    </article>
  );
}
