import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { realImages } from '../../../domain/vehicle/images';
import { vehicleFullTitle } from '../../../domain/vehicle/vehicle-page';
import type { BuyOnlinePageData } from './buy-online-route';
import { StepList } from './step-list';
import classes from './buy-online.module.css';

/** The journey (its machine, steps and forms) loads once the page is on screen. */
const Journey = lazy(() => import('./buy-online-journey').then((m) => ({ default: m.Journey })));

/**
 * `/checkout-journey?car_id={slug}` (spec 1 §2, spec 2 §2; issue 15): buy the car online. The server
 * renders the car and the steps; in the browser the journey's machine loads (or resumes) the order
 * and each step sends its choices. The drive-away total is always the largest figure on the page.
 */
export function BuyOnlinePage() {
  const { car } = useLoaderData() as BuyOnlinePageData;
  const title = vehicleFullTitle(car);
  const photo = realImages(car)[0]?.image.url ?? null;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className={classes.page}>
      <Container size={880}>
        <header className={classes.header}>
          {/* Server-rendered with the page: the car is on screen before the journey loads (LCP). */}
          {photo ? <img className={classes.thumb} src={photo} alt="" width={240} height={160} fetchPriority="high" /> : null}
          <div>
            <p className={classes.kicker}>Buy online</p>
            <h1 className={classes.title}>{title}</h1>
          </div>
        </header>
        {mounted ? (
          <Suspense fallback={<Placeholder />}>
            <Journey carSlug={car.slug} carTitle={title} />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </Container>
    </div>
  );
}

/** What the server renders (and the browser shows until the journey has loaded). */
function Placeholder() {
  return (
    <section className={classes.card} aria-busy="true">
      <StepList current="car" />
      <p className={classes.lead}>
        Buy this car online in seven steps: see its drive-away price for your state, add your trade-in, choose cash or finance, pick it up or have it delivered,
        enter your details and pay a refundable deposit. We hold the car for you while we complete the sale.
      </p>
      <p className={classes.muted}>Loading your order…</p>
    </section>
  );
}
