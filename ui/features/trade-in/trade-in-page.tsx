import '../../components/lead-forms/mantine-components.css';
import { Container } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { TradeInView } from '../../../application/tradein/trade-in.machine';
import { formatPhone, phoneHref } from '../../../domain/dealer-site/phone';
import { useSite } from '../../hooks/use-site';
import { FocusNextHeading, TowardsCarCard, TradeInStepper, type StepKey } from './trade-in-parts';
import type { TradeInPageData } from './trade-in-route';
import { useTradeIn, type TradeInBinding } from './use-trade-in';
import { NotFound, ProviderError, Searching, StepOne, StepTwo } from './vehicle-steps';

// Only Step One is on the first paint: the later steps, the offer and the callback form load
// when they are needed, so the page hydrates with less script (Lighthouse on a phone).
const StepThree = lazy(() => import('./photos-step').then((m) => ({ default: m.StepThree })));
const StepFour = lazy(() => import('./details-step').then((m) => ({ default: m.StepFour })));
const OfferPanel = lazy(() => import('./offer-panels').then((m) => ({ default: m.OfferPanel })));
const NoInstantOfferPanel = lazy(() => import('./offer-panels').then((m) => ({ default: m.NoInstantOfferPanel })));
const AcceptedPanel = lazy(() => import('./offer-panels').then((m) => ({ default: m.AcceptedPanel })));
const TradeInLeadForm = lazy(() => import('../../components/lead-forms/car-lead-forms').then((m) => ({ default: m.TradeInLeadForm })));
import classes from './trade-in.module.css';

/** Where the progress list stands in each view. */
function stepOf(view: TradeInView, flow: TradeInBinding): StepKey | 'done' {
  switch (view) {
    case 'entry':
    case 'notFound':
      return 'one';
    case 'searching':
      return flow.snapshot.matches('refining') ? 'two' : 'one';
    case 'providerError':
      return flow.snapshot.context.providerFailedAt === 'choice' ? 'two' : 'one';
    case 'chooseVehicle':
      return 'two';
    case 'uploadImages':
      return 'three';
    case 'details':
      return 'four';
    case 'offered':
    case 'noInstantOffer':
    case 'accepted':
      return 'done';
  }
}

/** Before the car is found the seller may rather be called: the trade-in lead form stays as the fallback. */
const CALLBACK_VIEWS: ReadonlySet<TradeInView> = new Set(['entry', 'notFound', 'providerError']);

function Aside({ site, callback }: { site: PublicSite; callback: boolean }) {
  // The callback form needs its script: it is drawn once the page is interactive (a lazy
  // component in the server render would make React redo that part in the browser).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <aside className={classes.aside} aria-label="About selling your car">
      <div className={classes.infoCard}>
        <h2 className={classes.infoTitle}>How it works</h2>
        <ol className={classes.howList}>
          <li>Enter your number plate and we find your car.</li>
          <li>
            {site.features.tradeInImagesStep
              ? 'Add a few photos and tell us about its condition.'
              : 'Tell us about its condition and how far it has been driven.'}
          </li>
          <li>Get an instant offer from {site.name}, and accept it online.</li>
        </ol>
      </div>
      <div className={classes.infoCard}>
        <h2 className={classes.infoTitle}>Prefer to talk?</h2>
        <p className={classes.note}>Our buying team values cars by phone too.</p>
        <a className={classes.phoneLink} href={phoneHref(site.phone)}>
          {formatPhone(site.phone)}
        </a>
      </div>
      {callback ? (
        <div className={classes.infoCard}>
          <h2 className={classes.infoTitle}>Rather we call you?</h2>
          <p className={classes.note}>Leave your details and the buying team will call you with a fair price.</p>
          {interactive ? (
            <Suspense fallback={<div className={classes.callbackPlaceholder} aria-busy="true" />}>
              <TradeInLeadForm site={site} submitLabel="Request a call" />
            </Suspense>
          ) : (
            <div className={classes.callbackPlaceholder} aria-busy="true" />
          )}
        </div>
      ) : null}
    </aside>
  );
}

/**
 * /sell-my-car, /trade-in and /cars/trade-in?car_id= (spec 1 §2, spec 2 §2 'Trade-in instant
 * offer (four steps)'): the trade-in machine's steps, one panel at a time, with the progress
 * list, and the phone beside it. The server renders Step One (and the phone), so the page is
 * useful before, and without, its script.
 */
export function TradeInPage() {
  const site = useSite();
  const data = useLoaderData() as TradeInPageData;
  const location = useLocation();
  const flow = useTradeIn({
    site,
    car: data.car ? { id: data.car.id, dealership_id: data.car.dealership_id, name: data.car.name } : null,
    rego: data.rego,
    state: data.state,
    autoStart: data.autoStart,
  });
  const view = flow.view;
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // The step heading takes the focus when the panel changes (not on the first render).
  const viewKey = `${view}:${flow.snapshot.matches('refining') ? 'refining' : ''}`;
  const previous = useRef(viewKey);
  const focusNext = useRef(false);
  useEffect(() => {
    if (previous.current === viewKey) return;
    previous.current = viewKey;
    // The new panel's heading is there, or mounts once its script has loaded and focuses itself.
    if (headingRef.current) headingRef.current.focus();
    else focusNext.current = true;
  }, [viewKey]);
  const takeFocus = useCallback(() => {
    const take = focusNext.current;
    focusNext.current = false;
    return take;
  }, []);

  const step = stepOf(view, flow);
  const props = { flow, headingRef };
  return (
    <FocusNextHeading.Provider value={takeFocus}>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>Sell My Car</h1>
          <p className={classes.lead}>Enter your number plate for an instant offer from {site.name}, whether or not you buy from us.</p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <div className={classes.main}>
            {data.car ? <TowardsCarCard car={data.car} /> : null}
            <TradeInStepper current={step} imagesStep={site.features.tradeInImagesStep} />
            <div className={classes.card}>
              {view === 'entry' ? <StepOne {...props} action={location.pathname} /> : null}
              {view === 'searching' ? <Searching {...props} step={flow.snapshot.matches('refining') ? 'two' : 'one'} /> : null}
              {view === 'notFound' ? <NotFound {...props} site={site} /> : null}
              {view === 'providerError' ? <ProviderError {...props} site={site} /> : null}
              {view === 'chooseVehicle' ? <StepTwo {...props} /> : null}
              <Suspense fallback={<div className={classes.stepPlaceholder} aria-busy="true" />}>
                {view === 'uploadImages' ? <StepThree {...props} /> : null}
                {view === 'details' ? <StepFour {...props} /> : null}
                {view === 'offered' ? <OfferPanel {...props} site={site} /> : null}
                {view === 'noInstantOffer' ? <NoInstantOfferPanel {...props} site={site} /> : null}
                {view === 'accepted' ? <AcceptedPanel {...props} site={site} /> : null}
              </Suspense>
            </div>
          </div>
          <Aside site={site} callback={CALLBACK_VIEWS.has(view)} />
        </div>
      </Container>
    </FocusNextHeading.Provider>
  );
}
