import { Button } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link, useLoaderData } from 'react-router';
import { AnalyticsEventId } from '../../../domain/analytics';
import { carTypeLabel, dealerComments, presentSpecs, realImages, shopperView, type SpecEntry, type SpecValue } from '../../../domain/vehicle';
import { specificationListTitle, vehicleFullTitle } from '../../../domain/vehicle/vehicle-page';
import { PriceBlock } from '../../components/price-block/price-block';
import { sendAndForget, useCaryardClient } from '../../hooks/use-caryard-client';
import { useSite } from '../../hooks/use-site';
// The vehicle page's fact and specification rows (ui/lib), so the sheet never disagrees with the page it prints.
import { keyFacts, specificationRows } from '../../lib/vehicle-facts';
import type { PrintPageData } from './print-route';
import classes from './print-page.module.css';

/** The primary photo's box (the vehicle gallery's 8:5), so nothing shifts while it loads. */
const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 500;

const rowKey = (row: SpecEntry<SpecValue>): string => `${row.label}\u0000${String(row.value)}`;

/**
 * The printable vehicle page, `/print?car_id={slug}` (spec 1 §2 route table, opened in a new
 * tab from the vehicle page): the dealer, the car's title, price by precedence (spec 1 §4),
 * photo, key facts, specifications, every feature and the full dealer comments, the page's
 * address and the date. Complete as the server renders it; the toolbar is for the screen only.
 */
export function PrintPage() {
  const site = useSite();
  const { car, now, printedOn, pageUrl, pdfUrl } = useLoaderData() as PrintPageData;
  const client = useCaryardClient();
  const mounted = useMounted();

  const title = vehicleFullTitle(car);
  // The price, number and location the vehicle page shows: the domain's one shopper view.
  const view = useMemo(() => shopperView(car, site, new Date(now)), [car, site, now]);
  const photo = realImages(car)[0]?.image.url ?? null;
  const { phone, location } = view;

  const { facts, specs } = useMemo(() => {
    const shown = presentSpecs([
      ...keyFacts(car, site).map(({ label, value }) => ({ label, value })),
      { label: 'Stock number', value: car.stocknum },
      { label: 'VIN', value: car.vin },
      { label: 'Registration', value: car.regplate },
    ]).filter((fact, i, all) => all.findIndex((f) => f.label === fact.label) === i);
    const keys = new Set(shown.map(rowKey));
    // Choice: the specification list leaves out what the key facts above already say.
    return { facts: shown, specs: specificationRows(car, site, new Date(now)).filter((row) => !keys.has(rowKey(row))) };
  }, [car, site, now]);

  // spec 1 §4, §8: the full comments, or the pending message when there are none.
  const comments = dealerComments(car.dealercomments, true).text;
  const features = (car.features ?? []).filter((f) => f.trim() !== '');
  const included = (car.standardEquipment ?? []).filter((f) => f.trim() !== '');

  const print = () => {
    // spec 1 §7, §9: print is an analytics event (61), as on the vehicle page.
    sendAndForget(client.trackEvent({ event: { event_id: AnalyticsEventId.print, car_id: car.id, url: window.location.href } }), 'print event');
    window.print();
  };

  return (
    <div className={classes.page}>
      <div className={classes.toolbar} role="group" aria-label="Print options">
        <Button type="button" onClick={print} disabled={!mounted}>
          Print this page
        </Button>
        {/* spec 1 §6, §7: the PDF where the site offers it (the same sheet the vehicle page's Print downloads). */}
        {site.features.printPdf ? (
          <Button component="a" href={pdfUrl} download={`${car.slug}.pdf`} variant="default">
            Download PDF
          </Button>
        ) : null}
        <Button component={Link} to={`/cars/${car.slug}`} variant="subtle">
          Back to the car
        </Button>
      </div>

      <article className={classes.sheet} aria-labelledby="print-title">
        <div className={classes.dealer}>
          <div className={classes.brand}>
            {site.logo_url ? <img src={site.logo_url} alt="" width={56} height={56} className={classes.logo} /> : null}
            <span className={classes.dealerName}>{site.name}</span>
          </div>
          <div className={classes.contact}>
            {phone ? (
              <a href={phone.href} className={classes.phone}>
                {phone.display}
              </a>
            ) : null}
            {location ? (
              <address className={classes.address}>
                {location.name}
                {location.addressLine ? (
                  <>
                    <br />
                    {location.addressLine}
                  </>
                ) : null}
              </address>
            ) : null}
          </div>
        </div>

        <div className={classes.headline}>
          <div>
            <h1 id="print-title" className={classes.title}>
              {title}
            </h1>
            <p className={classes.subtitle}>{[carTypeLabel(car.car_type, site.labels), car.series?.trim()].filter(Boolean).join(' · ')}</p>
          </div>
          <PriceBlock price={view.price} variant="print" testId="print-price" />
        </div>

        <div className={classes.overview}>
          {photo ? (
            <img className={classes.photo} src={photo} alt={title} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} loading="eager" fetchPriority="high" />
          ) : null}
          {facts.length > 0 ? (
            <section className={classes.section} aria-labelledby="print-facts">
              <h2 id="print-facts" className={classes.sectionTitle}>
                Key Information
              </h2>
              <dl className={classes.facts}>
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{String(fact.value)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>

        <section className={classes.section} aria-labelledby="print-comments">
          <h2 id="print-comments" className={classes.sectionTitle}>
            Dealer Comments
          </h2>
          <p className={classes.comments}>{comments}</p>
        </section>

        {features.length > 0 ? (
          <section className={classes.section} aria-labelledby="print-features">
            <h2 id="print-features" className={classes.sectionTitle}>
              Features
            </h2>
            <ul className={classes.list}>
              {features.map((feature, i) => (
                <li key={`${i}-${feature}`}>{feature}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {included.length > 0 ? (
          <section className={classes.section} aria-labelledby="print-included">
            <h2 id="print-included" className={classes.sectionTitle}>
              What&apos;s Included
            </h2>
            <ul className={classes.list}>
              {included.map((item, i) => (
                <li key={`${i}-${item}`}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {specs.length > 0 ? (
          <section className={classes.section} aria-labelledby="print-specs">
            <h2 id="print-specs" className={classes.sectionTitle}>
              {specificationListTitle(car.item_type)}
            </h2>
            <dl className={classes.specs}>
              {specs.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{String(row.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        <footer className={classes.footer}>
          <p>
            View this car online: <span className={classes.url}>{pageUrl}</span>
          </p>
          <p>
            Printed <time dateTime={now}>{printedOn}</time>
          </p>
          <p className={classes.disclaimer}>
            While every care is taken to ensure the accuracy of this listing, the price, specifications, equipment and availability may change without notice
            and should be confirmed with {site.name} before purchase.
          </p>
        </footer>
      </article>
    </div>
  );
}
