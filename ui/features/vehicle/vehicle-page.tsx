import { Container } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { AnalyticsEventId } from '../../../domain/analytics';
import { FIND_SIMILAR_LABEL, isAvailable, shopperView, tagBanner } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import {
  copyToastText,
  enquiryButtonLabel,
  gallerySlides,
  isAnnouncementShown,
  isChatAllowed,
  vehicleFullTitle,
  SIMILAR_VEHICLES_LOAD_MARGIN_PX,
  vehicleTitle,
} from '../../../domain/vehicle/vehicle-page';
import type { LeadFormKind } from '../../components/lead-forms/lead-form-types';
import { useSavedCars } from '../../hooks/use-saved-cars';
import { useViewedCars, viewedCarOf } from '../../hooks/use-viewed-cars';
import { useSite } from '../../hooks/use-site';
import { AnnouncementBar } from './announcement-bar';
import { BelowFold } from './below-fold';
import { CarMedia } from './car-media';
import { NearScreen } from './near-screen';
import type { VehicleBelowFoldProps } from './vehicle-below-fold';
import { absoluteUrl } from './vehicle-json-ld';
import type { VehiclePageData } from './vehicle-route';
import { VehicleSidebar } from './vehicle-sidebar';
import { usePageLoaded, usePrintPdf, useRecordView, useStickySide, useToast, useTrack, useTrackCall } from './use-vehicle-page';
import classes from './vehicle.module.css';

// Below the fold or behind a click: each in its own chunk, loaded when needed.
const leadForms = () => import('../../components/lead-forms');
const LeadFormModal = lazy(() => leadForms().then((m) => ({ default: m.LeadFormModal })));
const FindSimilarForm = lazy(() => leadForms().then((m) => ({ default: m.FindSimilarForm })));
const CertifiedUsedDialog = lazy(() => import('./certified-used-dialog'));
const SimilarCars = lazy(() => import('./similar-cars'));
// The sticky header, the mobile bar, the chat bubble and the toast: nothing to show until the
// shopper scrolls, taps or shares, so they load once the page has (they shift nothing: fixed).
const PageFurniture = lazy(() => import('./vehicle-page-furniture'));
// spec 1 §2 Instant Message: the chat loads on its first opening.
const ChatWidget = lazy(() => import('../../components/chat/chat-widget'));

/**
 * The part below the fold in its own Suspense boundary (below-fold.ts). Memoised on stable
 * props, so the page's updates after hydration (views, favourites) do not reach the boundary
 * while it waits for its script, which would make React drop its server HTML.
 */
const BelowFoldBoundary = memo(function BelowFoldBoundary(props: VehicleBelowFoldProps) {
  return (
    <Suspense fallback={<div className={classes.belowFoldPlaceholder} />}>
      <BelowFold {...props} />
    </Suspense>
  );
});

/**
 * The vehicle detail page, `/cars/{slug}` (spec 1 §2 'Vehicle detail page' and 'Sidebar
 * buttons', §4, §5, §7–§9; spec 2 §2, §4, §5, §9). Server-rendered with the car; every
 * decision is a domain rule; heavy and below-the-fold parts load on demand.
 */
export function VehiclePage() {
  const site = useSite();
  const loaded = useLoaderData() as VehiclePageData;
  const mounted = useMounted();
  const side = useStickySide<HTMLElement>();
  const { views, live } = useRecordView(loaded.car, site);
  // spec 1 §7 view.json: newer live fields (price, status, photos) replace the page's copy.
  const car: Car = useMemo(() => ({ ...loaded.car, ...live }), [loaded.car, live]);
  const now = useMemo(() => new Date(loaded.now), [loaded.now]);
  const track = useTrack(car.id);
  const trackCall = useTrackCall(car.id);
  const saved = useSavedCars();
  const { toast, show: showToast, hide: hideToast } = useToast();
  const pageLoaded = usePageLoaded();

  // The form modal stays mounted after its first opening, so it can close with its transition.
  const [form, setForm] = useState<{ kind: LeadFormKind; open: boolean } | null>(null);
  // The chat, likewise: null until first opened, then open or closed.
  const [chatOpen, setChatOpen] = useState<boolean | null>(null);
  const [certifiedOpen, setCertifiedOpen] = useState(false);
  const [announcement, setAnnouncement] = useState(true);

  const title = vehicleTitle(car);
  const fullTitle = vehicleFullTitle(car);
  const subtitle = [car.badge, car.series].filter((part) => Boolean(part?.trim())).join(' ');
  // What the shopper sees of this car — price, number, location, today's hours — by the domain's one projection.
  const view = useMemo(() => shopperView(car, site, now), [car, site, now]);
  // The part below the fold draws from the loaded car, so its props stay put until it hydrates.
  const loadedView = useMemo(() => shopperView(loaded.car, site, now), [loaded.car, site, now]);
  const forSale = view.forSale;
  const estimate = forSale ? loaded.view.estimate : null;
  const phone = view.phone?.number ?? null;
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
  // spec 1 §2: Instant Message (and the chat bubble) open the chat where it is allowed; else the enquiry form.
  const chatAllowed = isChatAllowed(car, site.features);
  const enquire = chatAllowed ? () => setChatOpen(true) : () => openForm('enquiry');
  const pageUrl = absoluteUrl(site, car.path || `/cars/${car.slug}`);
  const favourite = saved.isFavourite(car.id);

  // The forms send their own analytics event (spec 2 §4 lead result: on success, by category).
  const openForm = useCallback((kind: LeadFormKind) => setForm({ kind, open: true }), []);
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

  // spec 1 §9: the favourites hook sends event 39 when a car is added.
  const toggleFavourite = () => saved.toggleFavourite(car);

  // spec 1 §3 'Viewed car (stored locally)': recorded once per car shown, for the 'Recently viewed' strip.
  const { record: recordViewed } = useViewedCars();
  useEffect(() => {
    const image = slides.find((s) => s.kind === 'image')?.thumbUrl ?? null;
    recordViewed(viewedCarOf(loaded.car, view.price._tag === 'Shown' ? view.price.line : null, image));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one entry per car shown
  }, [loaded.car.slug]);

  const onPrint = () => {
    if (site.features.printPdf) void print();
    else {
      track(AnalyticsEventId.print);
      window.print();
    }
  };

  const crumbs = loaded.view.breadcrumb;
  // The sticky bar's price: with the labelled cash price beside a weekly subscription.
  const priceText = view.price._tag === 'Shown' ? view.price.line : null;

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
              overlay={
                banner._tag !== 'None' ? (
                  <span className={classes.tag} data-tone={banner._tag}>
                    {banner.label}
                  </span>
                ) : null
              }
              onRequestPhotos={() => openForm('request-photos')}
            />
          </div>

          <aside ref={side} className={classes.sideArea} aria-label="Price and enquiries">
            <VehicleSidebar
              car={car}
              site={site}
              title={title}
              subtitle={subtitle}
              view={view}
              estimate={estimate}
              driveAway={loaded.driveAway}
              favourite={mounted && favourite}
              printing={preparing}
              views={views}
              actions={{
                enquire,
                finance: () => openForm('finance'),
                testDrive: () => openForm('test-drive'),
                share: () => void share(),
                toggleFavourite,
                print: onPrint,
                onHistoryReport: () => track(AnalyticsEventId.historyReportClick),
                call: () => trackCall('sidebar'),
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
          </aside>

          <div className={classes.contentArea}>
            {/* The loaded car (not its live fields): the boundary's props stay put until it hydrates. */}
            <BelowFoldBoundary
              car={loaded.car}
              site={site}
              now={now}
              forSale={loadedView.forSale}
              view={loadedView}
              fullTitle={fullTitle}
              pageUrl={pageUrl}
              openForm={openForm}
              track={track}
            />
          </div>
        </div>

        {/* issue 17 item 5: the similar cars run the page's whole width under both columns (four cards on a desktop),
            no longer the left column's last block beside an empty right column. Loaded once near the screen. */}
        <div className={classes.similarArea}>
          {mounted ? (
            <NearScreen margin={SIMILAR_VEHICLES_LOAD_MARGIN_PX} minHeight={420}>
              <Suspense fallback={<div className={classes.similarPlaceholder} aria-busy="true" />}>
                <SimilarCars car={loaded.car} site={site} now={now} />
              </Suspense>
            </NearScreen>
          ) : (
            <div className={classes.similarPlaceholder} />
          )}
        </div>

        <section className={classes.disclaimer} aria-label="Disclaimer">
          <p>
            {estimate
              ? `* Finance estimates are indicative only, at ${estimate.provider}’s advertised rate over its standard term, and subject to credit approval; see the finance calculator’s disclaimer for details. `
              : ''}
            While every care is taken to ensure the accuracy of this listing, the price, specifications, equipment and availability may change without notice
            and should be confirmed with {site.name} before purchase. Photos may show optional accessories.
          </p>
        </section>
      </Container>

      {pageLoaded ? (
        <Suspense fallback={null}>
          <PageFurniture
            stickyHeader={site.features.stickyHeader}
            title={title}
            subtitle={subtitle}
            price={priceText}
            estimate={estimate}
            image={slides.find((s) => s.kind === 'image')?.thumbUrl ?? null}
            enquireLabel={forSale ? enquireLabel : FIND_SIMILAR_LABEL}
            onEnquire={forSale ? enquire : () => document.getElementById('find-similar')?.scrollIntoView({ behavior: 'smooth' })}
            phone={forSale ? phone : null}
            onCall={trackCall}
            chat={chatAllowed}
            toast={toast}
            onToastClose={hideToast}
          />
        </Suspense>
      ) : null}

      {form ? (
        <Suspense fallback={null}>
          <LeadFormModal kind={form.kind} car={car} site={site} opened={form.open} onClose={() => setForm((f) => (f ? { ...f, open: false } : f))} />
        </Suspense>
      ) : null}
      {chatOpen !== null ? (
        <Suspense fallback={null}>
          <ChatWidget opened={chatOpen} onClose={() => setChatOpen(false)} car={car} site={site} finance={estimate} phone={phone} />
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
