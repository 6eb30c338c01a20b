import { Button } from '@mantine/core';
import * as O from 'fp-ts/Option';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { DriveAwayQuote } from '../../../application/pricing/quote-drive-away.use-case';
import {
  formatDollars,
  isCertifiedUsed,
  isCompareFavouriteEligible,
  marketPriceBadge,
  reserveButton,
  type KeySpecKey,
  type ShopperView,
} from '../../../domain/vehicle';
import { isTradeInEligible } from '../../../domain/tradein/trade-in-flow';
import type { Car } from '../../../domain/vehicle/car';
import { enquiryButtonLabel, isOnlinePurchaseShown, isTestDriveOffered, testDriveFormPath } from '../../../domain/vehicle/vehicle-page';
import { ClockIcon, DollarIcon, GaugeIcon, GearIcon, HeartIcon, HistoryIcon, PhoneIcon, PinIcon, SwapIcon } from '../../components/icons';
import { PriceBlock } from '../../components/price-block/price-block';
import { WatchlistButton } from '../watchlist/watchlist-button';
import { DriveAwayLine } from './drive-away-line';
import type { FinanceEstimate } from './vehicle-finance';
import { AwardIcon, BodyIcon, CalendarIcon, CartIcon, ChatIcon, LockIcon, PrintIcon, ShareIcon } from './vehicle-icons';
import classes from './vehicle.module.css';

export interface SidebarActions {
  /** Opens the enquiry form (or the chat's, spec 1 §2 Instant Message). */
  enquire: () => void;
  finance: () => void;
  /** Opens the test-drive form about this car. */
  testDrive: () => void;
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
  /** What the shopper sees of the car (domain/vehicle/shopper-view.ts): price, number, location, today's hours, icons. */
  view: ShopperView;
  estimate: FinanceEstimate | null;
  /** issue 15: the server's drive-away price for the state of the car's location (vehicle-route.ts). */
  driveAway: DriveAwayQuote | null;
  favourite: boolean;
  printing: boolean;
  views: number | null;
  actions: SidebarActions;
  /** The sold car's 'Find Me Something Similar' form (spec 1 §2). */
  findSimilar: ReactNode;
}

const FACT_ICONS: Partial<Record<KeySpecKey, ReactNode>> = {
  odometer: <GaugeIcon size={18} />,
  transmission: <GearIcon size={18} />,
  body: <BodyIcon size={18} />,
};

/**
 * The sidebar of spec 1 §2: title, price by precedence, was-price, market-price badge,
 * location (with today's hours there), finance estimate, icons for km, transmission and body,
 * and the buttons the site and the car allow. A car no longer for sale shows the SOLD message
 * and only the 'Find Me Something Similar' form.
 */
export function VehicleSidebar({
  car,
  site,
  title,
  subtitle,
  view,
  estimate,
  driveAway,
  favourite,
  printing,
  views,
  actions,
  findSimilar,
}: VehicleSidebarProps) {
  const forSale = view.forSale;
  const phone = view.phone;
  const badge = marketPriceBadge(car);
  const reserve = reserveButton(car, { enabled: site.features.reserveButton, siteDeposit: site.reserve_deposit });
  const certified = isCertifiedUsed(car);
  const location = view.location;
  const hours = view.todayHours;

  return (
    <div className={classes.sidebarCard}>
      {certified ? (
        <button type="button" className={classes.certified} onClick={actions.openCertified}>
          <AwardIcon size={16} /> Mazda Assured certified pre-owned <span className={classes.certifiedMore}>What’s this?</span>
        </button>
      ) : null}
      <h1 className={classes.title}>{title}</h1>
      {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}

      <PriceBlock price={view.price} variant="sidebar" testId="vehicle-price">
        {forSale && O.isSome(badge) ? (
          <span className={classes.marketBadge}>
            <DollarIcon size={14} /> {formatDollars(badge.value.belowAverageBy)} below the market average
          </span>
        ) : null}
      </PriceBlock>
      {/* issue 15: the single drive-away total under the listed price, which keeps its own price type. */}
      {forSale ? <DriveAwayLine car={car} quote={driveAway} /> : null}

      {location ? (
        <a className={classes.location} href="#vehicle-map">
          <PinIcon size={16} />
          <span>{[location.name, [location.city, location.state].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
        </a>
      ) : null}
      {/* spec 2 §3, §9: today's sales hours at the car's location, in its own time zone. */}
      {forSale && hours ? (
        <p className={classes.todayHours} data-open={hours.open || undefined}>
          <ClockIcon size={16} />
          <span>
            Today: <strong>{hours.hours}</strong>
          </span>
        </p>
      ) : null}

      {view.sidebarSpecs.length > 0 ? (
        <ul className={classes.facts} aria-label="Key facts">
          {view.sidebarSpecs.map((fact) => (
            <li key={fact.key} title={fact.label}>
              {FACT_ICONS[fact.key]}
              <span className={classes.visuallyHidden}>{fact.label}: </span>
              {fact.value}
            </li>
          ))}
        </ul>
      ) : null}

      {forSale && estimate ? (
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
          <span className={classes.estimateBasis} data-testid="estimate-basis">
            {estimate.basisText}
          </span>
        </a>
      ) : null}

      {forSale ? (
        <div className={classes.buttons}>
          <Button size="md" fullWidth onClick={actions.enquire} leftSection={<ChatIcon size={18} />}>
            {enquiryButtonLabel(car, site.features.chatBot)}
          </Button>
          {phone ? (
            <Button component="a" href={phone.href} size="md" fullWidth variant="outline" leftSection={<PhoneIcon size={18} />} onClick={actions.call}>
              Call Now<span className={classes.desktopOnly}>&nbsp;{phone.display}</span>
            </Button>
          ) : null}
          {/* spec 1 §2: where the site's cards offer a test drive, so does the car's page; a real link, opened here as a dialog. */}
          {isTestDriveOffered(car, site.card_buttons) ? (
            <Button
              component="a"
              href={testDriveFormPath(car.slug)}
              size="md"
              fullWidth
              variant="default"
              leftSection={<CalendarIcon size={18} />}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                actions.testDrive();
              }}
            >
              Book a Test Drive
            </Button>
          ) : null}
          {O.isSome(reserve) ? (
            <Button
              component={Link}
              to={`/cars/${car.slug}/checkout`}
              size="md"
              fullWidth
              variant="filled"
              color="dark"
              leftSection={<LockIcon size={18} />}
              className={classes.reserveButton}
            >
              <span className={classes.reserveLabel}>
                {reserve.value.label}
                <small>{reserve.value.deposit} fully refundable deposit</small>
              </span>
            </Button>
          ) : null}
          {car.file ? (
            <Button
              component="a"
              href={car.file}
              target="_blank"
              rel="noopener"
              size="md"
              fullWidth
              variant="default"
              leftSection={<HistoryIcon size={18} />}
              onClick={actions.onHistoryReport}
            >
              Car History Report
            </Button>
          ) : null}
          <Button size="md" fullWidth variant="default" onClick={actions.finance} leftSection={<DollarIcon size={18} />}>
            {estimate ? 'Get Finance Quote' : 'Finance Enquiry'}
          </Button>
          {/* spec 1 §5: only for cars passing the trade-in eligibility check (domain isTradeInEligible). */}
          {isTradeInEligible(car) ? (
            <Button component={Link} to={`/cars/trade-in?car_id=${car.id}`} size="md" fullWidth variant="default" leftSection={<SwapIcon size={18} />}>
              Trade-In Valuation
            </Button>
          ) : null}
          {isOnlinePurchaseShown(car, site.features.onlinePurchase) ? (
            <Button
              component={Link}
              to={`/checkout-journey?car_id=${encodeURIComponent(car.slug)}`}
              size="md"
              fullWidth
              variant="default"
              leftSection={<CartIcon size={18} />}
            >
              Online Purchase
            </Button>
          ) : null}
          {/* issue 14, spec 1 §4: the watchlist (sign-in by phone), beside the local favourite. */}
          <WatchlistButton car={car} />
          <div className={classes.iconActions}>
            <Button variant="subtle" size="xs" leftSection={<ShareIcon size={15} />} onClick={actions.share}>
              Share
            </Button>
            {/* spec 1 §5: hidden for ineligible cars, by the site's variant (price and images; used only). */}
            {isCompareFavouriteEligible(car, site.shopper_lists.compare_favourite) ? (
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
          <Button
            component="a"
            href={`/print?car_id=${encodeURIComponent(car.slug)}`}
            target="_blank"
            rel="noopener"
            variant="transparent"
            size="compact-xs"
            style={{ alignSelf: 'center' }}
          >
            Printable page
          </Button>
        </div>
      ) : (
        <>
          {/* spec 1 §4: a sold car shows a save button only when it is saved (to remove it). */}
          <WatchlistButton car={car} />
          <div id="find-similar" className={classes.findSimilar}>
            {findSimilar}
          </div>
        </>
      )}
      {views !== null && views > 1 ? <p className={classes.views}>Viewed {views.toLocaleString('en-AU')} times</p> : null}
    </div>
  );
}
