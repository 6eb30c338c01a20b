import { useMounted } from '@mantine/hooks';
import * as O from 'fp-ts/Option';
import { lazy, memo, Suspense, useMemo, type MouseEvent } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { AnalyticsEventId, type AnalyticsEventId as EventId } from '../../../domain/analytics';
import type { Car } from '../../../domain/vehicle/car';
import type { ShopperView } from '../../../domain/vehicle/shopper-view';
import { marketComparison } from '../../../domain/vehicle/market-comparison';
import { SIMILAR_VEHICLES_LOAD_MARGIN_PX } from '../../../domain/vehicle/vehicle-page';
import { FinanceCalculator } from '../../components/finance-calculator/finance-calculator';
import type { LeadFormKind } from '../../components/lead-forms/lead-form-types';
import { NearScreen } from './near-screen';
import { KeyInformation, SpecificationList, VehicleSections } from './vehicle-details';
import { keyFacts, specificationRows } from '../../lib/vehicle-facts';
import { askingPrice } from './vehicle-finance';
import { CallDealerBox, DeliveryCalculatorBox, FuelCalculatorBox, ShareBar } from './vehicle-tools';
import classes from './vehicle.module.css';

const PriceComparison = lazy(() => import('./price-comparison'));

export interface VehicleBelowFoldProps {
  car: Car;
  site: PublicSite;
  /** When the page was rendered (rego expiry is measured from it). */
  now: Date;
  forSale: boolean;
  /** The loaded car's shopper view (domain/vehicle/shopper-view.ts): the number to call, where the car is, today's hours. */
  view: ShopperView;
  fullTitle: string;
  pageUrl: string;
  openForm: (kind: LeadFormKind) => void;
  track: (eventId: EventId) => void;
}

/** Whether the car has market data to compare: only then is the autogauge asked (a 404 otherwise). */
const hasMarketData = (car: Car): boolean => O.isSome(marketComparison(car));

/**
 * Everything below the gallery and the sidebar (spec 1 §2): key information, sections,
 * specifications, the finance calculator (spec 2 §2), price comparison, fuel and delivery
 * calculators, call the dealer and the share bar (the similar cars carousel runs the page's whole
 * width below, in vehicle-page.tsx). Server-rendered with the page; its script
 * loads after the page (see below-fold.ts). Its props are stable, so the page's own updates
 * never reach it before it has hydrated.
 */
function VehicleBelowFold({ car, site, now, forSale, view, fullTitle, pageUrl, openForm, track }: VehicleBelowFoldProps) {
  const mounted = useMounted();
  const facts = useMemo(() => keyFacts(car, site), [car, site]);
  const rows = useMemo(() => specificationRows(car, site, now), [car, site, now]);
  const financeEnquire = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openForm('finance');
  };
  return (
    <>
      <KeyInformation facts={facts} />
      <VehicleSections car={car} site={site} onEnquire={() => openForm('enquiry')} />
      <SpecificationList car={car} rows={rows} />
      {forSale ? (
        <section id="finance-calculator" className={classes.anchorSection} aria-label="Finance calculator">
          <FinanceCalculator
            provider={site.finance_provider}
            car={car}
            carPrice={askingPrice(car) || car.price}
            onFirstInteraction={() => track(AnalyticsEventId.financeCalculatorFirstInteraction)}
            onEnquire={financeEnquire}
          />
        </section>
      ) : null}
      {forSale && mounted && hasMarketData(car) ? (
        <NearScreen margin={SIMILAR_VEHICLES_LOAD_MARGIN_PX} minHeight={0}>
          <Suspense fallback={null}>
            <PriceComparison slug={car.slug} />
          </Suspense>
        </NearScreen>
      ) : null}
      <div className={classes.toolsGrid}>
        <FuelCalculatorBox car={car} />
        {forSale ? <DeliveryCalculatorBox /> : null}
      </div>
      {forSale ? <CallDealerBox car={car} site={site} view={view} /> : null}
      <ShareBar title={fullTitle} url={pageUrl} twitter={site.features.twitterShare} />
    </>
  );
}

export default memo(VehicleBelowFold);
