import { Accordion, Alert, Button, VisuallyHidden } from '@mantine/core';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { TradeInOffer } from '../../../application/tradein/trade-in-contract';
import { formatPhone, phoneHref } from '../../../domain/dealer-site/phone';
import { tradeInFaq } from '../../../domain/tradein/trade-in-flow';
import { formatDollars } from '../../../domain/vehicle/money';
import { vehicleTitle } from '../../../domain/tradein/vehicle';
import { ContactLinks, StepHeading } from './trade-in-parts';
import type { TradeInBinding } from './use-trade-in';
import classes from './trade-in.module.css';

interface PanelProps {
  flow: TradeInBinding;
  site: PublicSite;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-07-11' → '11 July 2025' (the date as the server wrote it, in the site's time zone; no time-zone arithmetic here). */
export function offerDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : iso;
}

const signed = (amount: number): string => `${amount < 0 ? '−' : '+'}${formatDollars(Math.abs(amount))}`;

/** How long the offer stands (spec 2 §9: per site; omitted where the site sets no period). */
export function offerValidity(offer: Pick<TradeInOffer, 'valid_until' | 'valid_days'>): string | null {
  if (offer.valid_until && offer.valid_days) return `This offer stands for ${offer.valid_days} days, until ${offerDate(offer.valid_until)}.`;
  if (offer.valid_until) return `This offer stands until ${offerDate(offer.valid_until)}.`;
  if (offer.valid_days) return `This offer stands for ${offer.valid_days} days.`;
  return null;
}

/** spec 2 §2 'After submission': the offer, a reduced price where the answers lower it, its terms, the site's FAQ, and Accept. */
export function OfferPanel({ flow, site, headingRef }: PanelProps) {
  const { offer, vehicle, acceptError, values } = flow.snapshot.context;
  if (!offer) return null;
  const accepting = flow.busy;
  const reduced = offer.reduced_price !== null && offer.reduced_price < offer.offer_price;
  const validity = offerValidity(offer);
  const faq = tradeInFaq(site.trade_in.faq, site.name);
  return (
    <section className={classes.offer} aria-labelledby="trade-in-offer">
      <StepHeading headingRef={headingRef} id="trade-in-offer">
        Your instant offer{values.name.trim() ? `, ${values.name.trim()}` : ''}
      </StepHeading>
      {vehicle ? <p className={classes.stepIntro}>For your {vehicleTitle(vehicle)}</p> : null}
      {reduced ? (
        <p className={classes.wasPrice}>
          <VisuallyHidden>Market offer </VisuallyHidden>
          <s>{formatDollars(offer.offer_price)}</s>
        </p>
      ) : null}
      <p className={classes.offerPrice}>
        <VisuallyHidden>Our offer: </VisuallyHidden>
        {formatDollars(offer.final_price)}
      </p>
      {offer.adjustments.length > 0 ? (
        <ul className={classes.adjustments} aria-label="How your answers changed the offer">
          {offer.adjustments
            .filter((a) => a.amount !== 0)
            .map((a) => (
              <li key={a.id}>
                <span>
                  {a.label}: {a.answer}
                </span>
                <span className={a.amount < 0 ? classes.negative : classes.positive}>{signed(a.amount)}</span>
              </li>
            ))}
        </ul>
      ) : null}
      <p className={classes.offerReference}>
        Offer reference <strong>{offer.reference}</strong>
      </p>
      <ul className={classes.terms}>
        {validity ? <li>{validity}</li> : null}
        <li>
          The offer is based on your answers. When we inspect the car it can still change if its condition, kilometres, service history or keys differ from what
          you told us, or if it has damage or finance owing we did not know of.
        </li>
        <li>Accepting is not a sale: a member of our team calls you to book the inspection.</li>
      </ul>
      {acceptError ? (
        <Alert color="red" variant="light" role="alert" mt="md" title="Your acceptance was not sent">
          {acceptError}
        </Alert>
      ) : null}
      <div className={classes.actions}>
        <a className={classes.phoneLink} href={phoneHref(site.phone)}>
          Questions? {formatPhone(site.phone)}
        </a>
        <Button size="lg" onClick={() => flow.send({ type: 'ACCEPT' })} loading={accepting} disabled={accepting} aria-busy={accepting}>
          Accept offer
        </Button>
      </div>
      {faq.length > 0 ? (
        <div className={classes.faq}>
          <h3 className={classes.faqTitle}>Trade-in FAQ</h3>
          <Accordion variant="separated" chevronPosition="right">
            {/* The value names the item's ids (aria-controls, aria-labelledby): a question's spaces and '?' would break them. */}
            {faq.map((entry, index) => (
              <Accordion.Item key={entry.question} value={`trade-in-faq-${index}`}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>{entry.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      ) : null}
    </section>
  );
}

/** The valuation could not be made: the lead was still sent, and the buying team calls. */
export function NoInstantOfferPanel({ flow, site, headingRef }: PanelProps) {
  const name = flow.snapshot.context.values.name.trim();
  return (
    <div className={classes.panel}>
      <StepHeading headingRef={headingRef}>Thanks{name ? `, ${name}` : ''}: we have your details</StepHeading>
      <p className={classes.panelText}>
        We could not work out an instant offer for your car online. Our buying team has your details and will call you soon with an offer.
      </p>
      <ContactLinks site={site} />
    </div>
  );
}

/**
 * spec 2 §2: the thanks after accepting. It states what was agreed (the amount and the offer's
 * reference, as the text message does), and that the online purchase takes the offer off a car:
 * in this browser by itself, anywhere by its reference or the plate and mobile.
 */
export function AcceptedPanel({ flow, site, headingRef }: PanelProps) {
  const { values, offer, vehicle } = flow.snapshot.context;
  const name = values.name.trim();
  const validity = offer ? offerValidity(offer) : null;
  return (
    <div className={classes.panel}>
      <StepHeading headingRef={headingRef}>Offer accepted</StepHeading>
      <p className={classes.panelText}>
        Thanks{name ? `, ${name}` : ''}. You accepted our offer{offer ? ` of ${formatDollars(offer.final_price)}` : ''}
        {vehicle ? ` for your ${vehicleTitle(vehicle)}` : ''}. We have sent you a text message with the amount and your offer reference. A team member will be
        in touch soon to arrange the inspection.
      </p>
      {offer ? (
        <div className={classes.acceptedReference}>
          <p className={classes.offerReference}>
            Your offer reference <strong>{offer.reference}</strong>
          </p>
          <p className={classes.panelText}>
            {validity ? `${validity} ` : ''}Buying a car from us? When you buy online in this browser the offer comes off the price by itself; anywhere else,
            enter this reference or your car&apos;s registration and your mobile.{' '}
            <Link className={classes.phoneLink} to="/search">
              Find your next car
            </Link>
          </p>
        </div>
      ) : null}
      <p className={classes.panelText}>
        Want to talk now? Call us on{' '}
        <a className={classes.phoneLink} href={phoneHref(site.phone)}>
          {formatPhone(site.phone)}
        </a>
        .
      </p>
    </div>
  );
}
