import { Button } from '@mantine/core';
import * as O from 'fp-ts/Option';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { formatPhone, phoneHref } from '../../../domain/dealer-site';
import {
  availabilityPresentation,
  formatDollars,
  isCertifiedUsed,
  isCompareFavouriteEligible,
  marketPriceBadge,
  priceDisplay,
  priceLabel,
  reserveButton,
  wasPriceLabel,
} from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { enquiryButtonLabel, isOnlinePurchaseShown } from '../../../domain/vehicle/vehicle-page';
import { DollarIcon, GaugeIcon, GearIcon, HeartIcon, HistoryIcon, PhoneIcon, PinIcon, SwapIcon, TagIcon } from '../../components/icons';
import { formatKm } from '../../lib/search-labels';
import type { FinanceEstimate } from './vehicle-finance';
import { AwardIcon, BodyIcon, CartIcon, ChatIcon, LockIcon, PrintIcon, ShareIcon } from './vehicle-icons';
import classes from './vehicle.module.css';

export interface SidebarActions {
  /** Opens the enquiry form (or the chat's, spec 1 §2 Instant Message). */
  enquire: () => void;
  finance: () => void;
  share: () => void;
  toggleFavourite: () => void;
  print: () => void;
  /** spec 1 §7, §9: the history report click is tracked (event 60). */
  onHistoryReport: () => void;
  /** spec 1 §7: a Call Now click is tracked (by name, no id in spec 2 §7); the tel: link still opens. */
  call: () => void;
  openCertified: () => void;
}

export interface VehicleSidebarProps {
  car: Car;
  site: PublicSite;
  title: string;
  subtitle: string;
  phone: string | null;
  estimate: FinanceEstimate | null;
  favourite: boolean;
  printing: boolean;
  views: number | null;
  actions: SidebarActions;
  /** The sold car's 'Find Me Something Similar' form (spec 1 §2). */
  findSimilar: ReactNode;
}

/**
 * The sidebar of spec 1 §2: title, price by precedence, was-price, market-price badge,
 * location, finance estimate, icons for km, transmission and body, and the buttons the site
 * and the car allow. A car no longer for sale shows the SOLD message and only the
 * 'Find Me Something Similar' form.
 */
export function VehicleSidebar({ car, site, title, subtitle, phone, estimate, favourite, printing, views, actions, findSimilar }: VehicleSidebarProps) {
  const presentation = availabilityPresentation(car);
  const price = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText });
  const was = wasPriceLabel(price);
  const badge = marketPriceBadge(car);
  const reserve = reserveButton(car, { enabled: site.features.reserveButton, siteDeposit: site.reserve_deposit });
  const certified = isCertifiedUsed(car);
  const location = car.location;
  const caravan = car.item_type === 'caravan';
  const facts = [
    { key: 'km', label: 'Odometer', value: caravan ? null : formatKm(car.km), icon: <GaugeIcon size={18} /> },
    { key: 'trans', label: 'Transmission', value: caravan ? null : (car.simple_transmission ?? car.trans), icon: <GearIcon size={18} /> },
    { key: 'body', label: 'Body', value: car.simple_body, icon: <BodyIcon size={18} /> },
  ].filter((fact) => Boolean(fact.value?.trim()));

  return (
    <div className={classes.sidebarCard}>
      {certified ? (
        <button type="button" className={classes.certified} onClick={actions.openCertified}>
          <AwardIcon size={16} /> Mazda Assured certified pre-owned <span className={classes.certifiedMore}>What’s this?</span>
        </button>
      ) : null}
      <h1 className={classes.title}>{title}</h1>
      {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}

      {presentation._tag === 'ForSale' ? (
        <div className={classes.priceBlock}>
          {was ? (
            <span className={classes.wasPrice}>
              Was <s>{was}</s>
            </span>
          ) : null}
          <div className={classes.priceLine}>
            <span className={classes.price} data-testid="vehicle-price">
              {priceLabel(price)}
            </span>
            {price._tag === 'Offer' && price.reduced ? (
              <span className={classes.reduced}>
                <TagIcon size={12} /> Reduced
              </span>
            ) : null}
          </div>
          <span className={classes.priceType}>
            {price._tag === 'Subscription' ? 'Subscription, all-inclusive' : price._tag === 'Price' || price._tag === 'Offer' ? (car.price_type ?? '') : ''}
          </span>
          {O.isSome(badge) ? (
            <span className={classes.marketBadge}>
              <DollarIcon size={14} /> {formatDollars(badge.value.belowAverageBy)} below the market average
            </span>
          ) : null}
        </div>
      ) : (
        <div className={classes.soldBlock} role="status">
          <span className={classes.soldHeadline}>{presentation.headline}</span>
          <span>{presentation.message}</span>
        </div>
      )}

      {location ? (
        <a className={classes.location} href="#vehicle-map">
          <PinIcon size={16} />
          <span>
            {location.name}, {location.address.city} {location.address.state}
          </span>
        </a>
      ) : null}

      {facts.length > 0 ? (
        <ul className={classes.facts} aria-label="Key facts">
          {facts.map((fact) => (
            <li key={fact.key} title={fact.label}>
              {fact.icon}
              <span className={classes.visuallyHidden}>{fact.label}: </span>
              {fact.value}
            </li>
          ))}
        </ul>
      ) : null}

      {presentation._tag === 'ForSale' && estimate ? (
        <a className={classes.estimate} href="#finance-calculator">
          <span className={classes.estimateAmount}>
            {estimate.weeklyText}
            <small>/wk*</small>
          </span>
          <span className={classes.estimateText}>
            Finance estimate at {estimate.interestRate}% p.a.
            <br />
            Comparison rate {estimate.comparisonRate}% p.a.* <span className={classes.estimateLink}>Calculate repayments</span>
          </span>
        </a>
      ) : null}

      {presentation._tag === 'ForSale' ? (
        <div className={classes.buttons}>
          <Button size="md" fullWidth onClick={actions.enquire} leftSection={<ChatIcon size={18} />}>
            {enquiryButtonLabel(car, site.features.chatBot)}
          </Button>
          {phone ? (
            <Button component="a" href={phoneHref(phone)} size="md" fullWidth variant="outline" leftSection={<PhoneIcon size={18} />} onClick={actions.call}>
              Call Now<span className={classes.desktopOnly}>&nbsp;{formatPhone(phone)}</span>
            </Button>
          ) : null}
          {O.isSome(reserve) ? (
            <Button component={Link} to={`/cars/${car.slug}/checkout`} size="md" fullWidth variant="filled" color="dark" leftSection={<LockIcon size={18} />} className={classes.reserveButton}>
              <span className={classes.reserveLabel}>
                {reserve.value.label}
                <small>{reserve.value.deposit} fully refundable deposit</small>
              </span>
            </Button>
          ) : null}
          {car.file ? (
            <Button component="a" href={car.file} target="_blank" rel="noopener" size="md" fullWidth variant="default" leftSection={<HistoryIcon size={18} />} onClick={actions.onHistoryReport}>
              Car History Report
            </Button>
          ) : null}
          <Button size="md" fullWidth variant="default" onClick={actions.finance} leftSection={<DollarIcon size={18} />}>
            {estimate ? 'Get Finance Quote' : 'Finance Enquiry'}
          </Button>
          <Button component={Link} to={`/cars/trade-in?car_id=${car.id}`} size="md" fullWidth variant="default" leftSection={<SwapIcon size={18} />}>
            Trade-In Valuation
          </Button>
          {isOnlinePurchaseShown(car, site.features.onlinePurchase) ? (
            <Button component={Link} to={`/checkout-journey?car_id=${encodeURIComponent(car.slug)}`} size="md" fullWidth variant="default" leftSection={<CartIcon size={18} />}>
              Online Purchase
            </Button>
          ) : null}
          <div className={classes.iconActions}>
            <Button variant="subtle" size="xs" leftSection={<ShareIcon size={15} />} onClick={actions.share}>
              Share
            </Button>
            {isCompareFavouriteEligible(car) ? (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<HeartIcon size={15} filled={favourite} />}
                onClick={actions.toggleFavourite}
                aria-pressed={favourite}
              >
                {favourite ? 'Saved' : 'Favourite'}
              </Button>
            ) : null}
            <Button variant="subtle" size="xs" leftSection={<PrintIcon size={15} />} onClick={actions.print} disabled={printing} aria-busy={printing}>
              {printing ? 'Preparing…' : 'Print'}
            </Button>
          </div>
          {/* spec 1 §2 route table: the printable vehicle page, opened in a new tab. */}
          <Button component="a" href={`/print?car_id=${encodeURIComponent(car.slug)}`} target="_blank" rel="noopener" variant="transparent" size="compact-xs" style={{ alignSelf: 'center' }}>
            Printable page
          </Button>
        </div>
      ) : (
        <div id="find-similar" className={classes.findSimilar}>
          {findSimilar}
        </div>
      )}
      {views !== null && views > 1 ? <p className={classes.views}>Viewed {views.toLocaleString('en-AU')} times</p> : null}
    </div>
  );
}

