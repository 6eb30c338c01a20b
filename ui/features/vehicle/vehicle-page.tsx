import '@mantine/core/styles/Notification.css';
import { Container, Notification } from '@mantine/core';
import * as O from 'fp-ts/Option';
import { useIntersection, useMounted } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { AnalyticsEventId } from '../../../domain/analytics';
import { phoneForCarType } from '../../../domain/dealer-site';
import { emptySearchState, facetLinkHref, searchHref, setRefinement, type SearchRouteContext } from '../../../domain/search';
import {
  availabilityPresentation,
  carTypeLabel,
  isAvailable,
  modelDisplayName,
  normaliseMake,
  priceDisplay,
  priceLabel,
  tagBanner,
  type TagBanner,
} from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { marketComparison } from '../../../domain/vehicle/market-comparison';
import {
  copyToastText,
  enquiryButtonLabel,
  gallerySlides,
  isAnnouncementShown,
  SIMILAR_VEHICLES_LOAD_MARGIN_PX,
  vehicleFullTitle,
  vehicleTitle,
} from '../../../domain/vehicle/vehicle-page';
import { FinanceCalculator } from '../../components/finance-calculator/finance-calculator';
import type { LeadFormKind } from '../../components/lead-forms/lead-form-types';
import { useSavedCars } from '../../hooks/use-saved-cars';
import { useSite } from '../../hooks/use-site';
import { CarMedia } from './car-media';
import { KeyInformation, SpecificationList, VehicleSections } from './vehicle-details';
import { keyFacts, specificationRows } from './vehicle-facts';
import { askingPrice, financeEstimate } from './vehicle-finance';
import { absoluteUrl } from './vehicle-json-ld';
import type { VehiclePageData } from './vehicle-route';
import { MobileBar, StickyHeader } from './vehicle-scroll-bars';
import { VehicleSidebar } from './vehicle-sidebar';
import { AnnouncementBar, CallDealerBox, DeliveryCalculatorBox, FuelCalculatorBox, ShareBar } from './vehicle-tools';
import { usePrintPdf, useRecordView, useToast, useTrack } from './use-vehicle-page';
import classes from './vehicle.module.css';

// Below the fold or behind a click: each in its own chunk, loaded when needed.
const leadForms = () => import('../../components/lead-forms');
const LeadFormModal = lazy(() => leadForms().then((m) => ({ default: m.LeadFormModal })));
const FindSimilarForm = lazy(() => leadForms().then((m) => ({ default: m.FindSimilarForm })));
const PriceComparison = lazy(() => import('./price-comparison'));
const SimilarCars = lazy(() => import('./similar-cars'));
const CertifiedUsedDialog = lazy(() => import('./certified-used-dialog'));

const TAG_TONE: Partial<Record<TagBanner['_tag'], string>> = {
  ElectricHybrid: classes.tagGreen,
  Reserved: classes.tagOrange,
  ComingSoon: classes.tagBlue,
  NewArrival: classes.tagTeal,
  JustSold: classes.tagRed,
  Sold: classes.tagRed,
  Other: classes.tagDark,
};

/** spec 2 §2 breadcrumb: Home, the car type's search, the make, the model, the body, then the car. */
function breadcrumbItems(car: Car, site: PublicSite): { label: string; href?: string }[] {
  const ctx: SearchRouteContext = {
    makes: [car.make],
    models: { [car.make]: [car.model] },
    ...(car.simple_body ? { bodies: [car.simple_body] } : {}),
  };
  const noun = car.item_type === 'caravan' ? 'Caravans' : car.item_type === 'motorcycle' ? 'Motorcycles' : car.item_type === 'truck' ? 'Trucks' : 'Cars';
  const items: { label: string; href?: string }[] = [
    { label: 'Home', href: '/' },
    { label: `${carTypeLabel(car.car_type, site.labels)} ${noun}`, href: facetLinkHref('car_type', car.car_type, ctx) },
    { label: normaliseMake(car.make), href: facetLinkHref('make', car.make, ctx) },
    {
      label: modelDisplayName(car.make, car.model),
      href: searchHref(setRefinement(setRefinement(emptySearchState, 'make', [car.make]), 'model', [car.model]), ctx),
    },
  ];
  if (car.simple_body) items.push({ label: car.simple_body, href: facetLinkHref('body', car.simple_body, ctx) });
  items.push({ label: vehicleTitle(car) });
  return items;
}

/** Mounts a lazy part once its placeholder comes within `margin` of the screen. */
function NearScreen({ margin, minHeight, children }: { margin: number; minHeight: number; children: React.ReactNode }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: `${margin}px 0px` });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  return (
    <div ref={near ? undefined : ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}

/**
 * The vehicle detail page, `/cars/{slug}` (spec 1 §2 'Vehicle detail page' and 'Sidebar
 * buttons', §4, §5, §7–§9; spec 2 §2, §4, §5, §9). Server-rendered with the car; every
 * decision is a domain rule; heavy and below-the-fold parts load on demand.
 */
export function VehiclePage() {
  const site = useSite();
  const loaded = useLoaderData() as VehiclePageData;
  const mounted = useMounted();
  const { views, live } = useRecordView(loaded.car, site);
  // spec 1 §7 view.json: newer live fields (price, status, photos) replace the page's copy.
  const car: Car = useMemo(() => ({ ...loaded.car, ...live }), [loaded.car, live]);
  const now = useMemo(() => new Date(loaded.now), [loaded.now]);
  const track = useTrack(car.id);
  const saved = useSavedCars();
  const { toast, show: showToast, hide: hideToast } = useToast();

  // The form modal stays mounted after its first opening, so it can close with its transition.
  const [form, setForm] = useState<{ kind: LeadFormKind; open: boolean } | null>(null);
  const [certifiedOpen, setCertifiedOpen] = useState(false);
  const [announcement, setAnnouncement] = useState(true);

  const title = vehicleTitle(car);
  const fullTitle = vehicleFullTitle(car);
  const subtitle = [car.badge, car.series].filter((part) => Boolean(part?.trim())).join(' ');
  const presentation = availabilityPresentation(car);
  const forSale = presentation._tag === 'ForSale';
  const price = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText });
  const estimate = forSale ? financeEstimate(car, site, loaded.now) : null;
  // spec 2 §1, §9: the number shown follows the car type where the site's switch is on.
  const phone = (site.filter_phone_by_car_type ? phoneForCarType(site, car.car_type) : (car.location?.phone ?? site.phone)).trim() || null;
  const slides = useMemo(() => gallerySlides(car), [car]);
  const banner = tagBanner(car, {
    now,
    electricHybridTag: site.features.electricHybridTag,
    newTag: site.labels.newTag,
    soldTag: site.labels.soldTag,
  });
  const primaryCity = site.locations.find((l) => l.primary)?.address.city ?? site.locations[0]?.address.city ?? null;
  const showAnnouncement = announcement && isAnnouncementShown(car.city ?? car.location?.address.city, primaryCity);
  const enquireLabel = enquiryButtonLabel(car, site.features.chatBot);
  const pageUrl = absoluteUrl(site, car.path || `/cars/${car.slug}`);
  const facts = useMemo(() => keyFacts(car, site), [car, site]);
  const rows = useMemo(() => specificationRows(car, site, now), [car, site, now]);
  const favourite = saved.isFavourite(car.id);

  const openForm = useCallback((kind: LeadFormKind) => {
    setForm({ kind, open: true });
    // spec 2 §7: event 9 when the finance enquiry modal opens.
    if (kind === 'finance') track(AnalyticsEventId.financeEnquiryModal);
  }, [track]);
  const { preparing, print } = usePrintPdf(car.slug, () => track(AnalyticsEventId.print));

  // Cards link to a car's forms by anchor (#enquire, #test-drive, #request-photos, #find-similar).
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    const kinds: Record<string, LeadFormKind> = { enquire: 'enquiry', 'test-drive': 'test-drive', 'request-photos': 'request-photos' };
    const kind = kinds[hash];
    if (kind && isAvailable(car)) openForm(kind);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [car.slug]);

  // spec 1 §8: a call button without a phone number is a console warning only.
  useEffect(() => {
    if (!phone) console.warn(`No phone number for ${car.slug}: the call buttons are hidden.`);
  }, [phone, car.slug]);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      showToast(copyToastText(fullTitle));
    } catch (error) {
      console.warn('The link could not be copied.', error);
    }
  };

  const toggleFavourite = () => {
    if (!favourite) track(AnalyticsEventId.favourite);
    saved.toggleFavourite(car);
  };

  const onPrint = () => {
    if (site.features.printPdf) void print();
    else {
      track(AnalyticsEventId.print);
      window.print();
    }
  };

  const financeEnquire = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openForm('finance');
  };

  const crumbs = breadcrumbItems(car, site);
  const priceText = forSale ? priceLabel(price) : null;

  return (
    <>
      {showAnnouncement ? <AnnouncementBar car={car} onDismiss={() => setAnnouncement(false)} /> : null}
      <Container size="xl" className={classes.page}>
        <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
          <ol>
            {crumbs.map((crumb) => (
              <li key={`${crumb.label}-${crumb.href ?? 'here'}`}>
                {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>

        <div className={classes.layout}>
          <div className={classes.mediaArea}>
            <CarMedia
              car={car}
              slides={slides}
              title={fullTitle}
              autoRotate={site.features.spinAutoRotate}
              galleryFirst={site.features.spinGalleryFirst}
              overlay={banner._tag !== 'None' ? <span className={`${classes.tag} ${TAG_TONE[banner._tag] ?? ''}`}>{banner.label}</span> : null}
              onRequestPhotos={() => openForm('request-photos')}
            />
          </div>

          <aside className={classes.sideArea} aria-label="Price and enquiries">
            <VehicleSidebar
              car={car}
              site={site}
              title={title}
              subtitle={subtitle}
              phone={phone}
              estimate={estimate}
              favourite={mounted && favourite}
              printing={preparing}
              views={views}
              actions={{
                enquire: () => openForm('enquiry'),
                finance: () => openForm('finance'),
                share: () => void share(),
                toggleFavourite,
                print: onPrint,
                onHistoryReport: () => track(AnalyticsEventId.historyReportClick),
                openCertified: () => setCertifiedOpen(true),
              }}
              findSimilar={
                mounted ? (
                  <Suspense fallback={<div className={classes.formPlaceholder} aria-busy="true" />}>
                    <FindSimilarForm car={car} site={site} />
                  </Suspense>
                ) : (
                  <div className={classes.formPlaceholder} aria-busy="true" />
                )
              }
            />
            {toast ? (
              <Notification className={classes.toast} onClose={hideToast} withBorder role="status" title="Link copied">
                {toast}
              </Notification>
            ) : null}
          </aside>

          <div className={classes.contentArea}>
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
            {forSale ? <CallDealerBox car={car} site={site} phone={phone} /> : null}
            <ShareBar title={fullTitle} url={pageUrl} twitter={site.features.twitterShare} />
          </div>
        </div>

        {mounted ? (
          <NearScreen margin={SIMILAR_VEHICLES_LOAD_MARGIN_PX} minHeight={420}>
            <Suspense fallback={<div className={classes.similarPlaceholder} aria-busy="true" />}>
              <SimilarCars car={car} site={site} now={now} />
            </Suspense>
          </NearScreen>
        ) : (
          <div className={classes.similarPlaceholder} />
        )}

        <section className={classes.disclaimer} aria-label="Disclaimer">
          <p>
            {estimate
              ? `* Finance estimates are indicative only, at ${estimate.provider}’s advertised rate over its standard term, and subject to credit approval; see the finance calculator’s disclaimer for details. `
              : ''}
            While every care is taken to ensure the accuracy of this listing, the price, specifications, equipment and availability may change without
            notice and should be confirmed with {site.name} before purchase. Photos may show optional accessories.
          </p>
        </section>
      </Container>

      {site.features.stickyHeader ? (
        <StickyHeader
          title={title}
          subtitle={subtitle}
          price={priceText}
          estimate={estimate}
          image={slides.find((s) => s.kind === 'image')?.thumbUrl ?? null}
          enquireLabel={forSale ? enquireLabel : 'Find Me Something Similar'}
          onEnquire={forSale ? () => openForm('enquiry') : () => document.getElementById('find-similar')?.scrollIntoView({ behavior: 'smooth' })}
          phone={forSale ? phone : null}
        />
      ) : null}
      <MobileBar
        price={priceText}
        enquireLabel={forSale ? enquireLabel : 'Find Similar'}
        onEnquire={forSale ? () => openForm('enquiry') : () => document.getElementById('find-similar')?.scrollIntoView({ behavior: 'smooth' })}
        phone={forSale ? phone : null}
        chat={site.features.chatBot && forSale}
      />

      {form ? (
        <Suspense fallback={null}>
          <LeadFormModal kind={form.kind} car={car} site={site} opened={form.open} onClose={() => setForm((f) => (f ? { ...f, open: false } : f))} />
        </Suspense>
      ) : null}
      {certifiedOpen ? (
        <Suspense fallback={null}>
          <CertifiedUsedDialog opened={certifiedOpen} onClose={() => setCertifiedOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Whether the car has market data to compare: only then is the autogauge asked (a 404 otherwise). */
const hasMarketData = (car: Car): boolean => O.isSome(marketComparison(car));
