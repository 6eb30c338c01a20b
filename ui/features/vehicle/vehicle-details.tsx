import { Button } from '@mantine/core';
import * as O from 'fp-ts/Option';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { RESERVATION_TERMS } from '../../../domain/reservations/reservation';
import { dealerComments, isAvailable, protectionOffer, reserveButton, type SpecEntry, type SpecValue } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { featureList, keyInformation, specificationListTitle } from '../../../domain/vehicle/vehicle-page';
import { CarIcon, FuelIcon, GaugeIcon, GearIcon, ShieldIcon, TagIcon } from '../../components/icons';
import { CheckIcon } from './vehicle-tool-icons';
import { BodyIcon, LockIcon } from './vehicle-icons';
import type { Fact, FactKey } from '../../lib/vehicle-facts';
import classes from './vehicle.module.css';

const FACT_ICONS: Partial<Record<FactKey, ReactNode>> = {
  odometer: <GaugeIcon size={20} />,
  transmission: <GearIcon size={20} />,
  fuel: <FuelIcon size={20} />,
  body: <BodyIcon size={20} />,
  drive: <CarIcon size={20} />,
};

function ToggleButton({ label, expanded, controls, onClick }: { label: string; expanded: boolean; controls: string; onClick: () => void }) {
  return (
    <button type="button" className={classes.textToggle} aria-expanded={expanded} aria-controls={controls} onClick={onClick}>
      {label}
    </button>
  );
}

/** spec 1 §2, §9: the key-information grid, 4 specs then Show More / Show Less. */
export function KeyInformation({ facts }: { facts: readonly Fact[] }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = keyInformation(facts, expanded);
  if (facts.length === 0) return null;
  return (
    <section className={`${classes.section} ${classes.keyInfoSection}`} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={classes.sectionTitle}>
        Key Information
      </h2>
      <dl id={`${id}-list`} className={classes.keyInfo}>
        {shown.items.map((fact) => (
          <div key={fact.key} className={classes.keyInfoItem}>
            <dt>
              <span className={classes.keyInfoIcon}>{FACT_ICONS[fact.key] ?? <TagIcon size={20} />}</span>
              {fact.label}
            </dt>
            <dd>{String(fact.value)}</dd>
          </div>
        ))}
      </dl>
      {shown.toggle ? <ToggleButton label={shown.toggle} expanded={expanded} controls={`${id}-list`} onClick={() => setExpanded((e) => !e)} /> : null}
    </section>
  );
}

/** spec 1 §2: the specification list titled with the vehicle type plus 'Details'. */
export function SpecificationList({ car, rows }: { car: Car; rows: readonly SpecEntry<SpecValue>[] }) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={classes.sectionTitle}>
        {specificationListTitle(car.item_type)}
      </h2>
      <dl className={classes.specList}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{String(row.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** spec 1 §2, §9: a feature list, 8 items then Show All / Hide. */
export function FeatureList({ items, label }: { items: readonly string[]; label: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = featureList(items, expanded);
  return (
    <>
      <ul id={id} className={classes.featureList} aria-label={label}>
        {shown.items.map((item) => (
          <li key={item}>
            <CheckIcon size={16} className={classes.featureTick} />
            {item}
          </li>
        ))}
      </ul>
      {shown.toggle ? <ToggleButton label={shown.toggle} expanded={expanded} controls={id} onClick={() => setExpanded((e) => !e)} /> : null}
    </>
  );
}

function Section({ title, id, children, className }: { title: string; id?: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section id={id} className={`${classes.section} ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** spec 1 §4, §8, §9: dealer comments collapsed to 400 characters, or the pending message. */
export function DealerComments({ comments }: { comments: string | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = dealerComments(comments, expanded);
  return (
    <Section title="Dealer Comments" id="dealer-comments">
      <p id={id} className={classes.comments}>
        {shown.text}
      </p>
      {shown.toggle ? <ToggleButton label={shown.toggle} expanded={expanded} controls={id} onClick={() => setExpanded((e) => !e)} /> : null}
    </Section>
  );
}

export interface VehicleSectionsProps {
  car: Car;
  site: PublicSite;
  onEnquire: () => void;
}

/**
 * spec 1 §2 sections: 'Dealer Comments', 'What's Included', 'Why Buy From Us?', 'Reserve
 * Online', 'Protect Your Car' (named for the item type), and 'Features' only when the car has features. Choices: the
 * standard equipment is what's included; Reserve Online shows only where the car can be
 * reserved (spec 1 §5); the copy of the three selling sections is the site's template copy.
 */
export function VehicleSections({ car, site, onEnquire }: VehicleSectionsProps) {
  const included = car.standardEquipment ?? [];
  const features = car.features ?? [];
  const reserve = reserveButton(car, { enabled: site.features.reserveButton, siteDeposit: site.reserve_deposit });
  const usedLabel = site.labels.used;
  // The protection offer is worded for what the item is (a caravan is not a car).
  const protection = protectionOffer(car.item_type);
  const reasons = [
    site.features.moneyBackGuarantee && car.car_type === 'used'
      ? `48-hour money-back guarantee on ${usedLabel.toLowerCase()} vehicles`
      : `Every ${car.car_type === 'new' ? 'new vehicle backed by the full factory warranty' : `${usedLabel.toLowerCase()} vehicle inspected and serviced before delivery`}`,
    'Competitive finance from our lending partners, approved in hours',
    'Trade-ins welcome: ask us for a free valuation of your car',
    `Local, family-run service from the ${site.name} team`,
  ];

  return (
    <>
      <DealerComments comments={car.dealercomments} />
      {included.length > 0 ? (
        <Section title="What's Included" id="whats-included">
          <FeatureList items={included} label="Standard equipment" />
        </Section>
      ) : null}
      {features.length > 0 ? (
        <Section title="Features" id="features">
          <FeatureList items={features} label="Features and options" />
        </Section>
      ) : null}
      <div className={classes.promoGrid}>
        <Section title="Why Buy From Us?" className={classes.promoCard}>
          <ul className={classes.reasonList}>
            {reasons.map((reason) => (
              <li key={reason}>
                <CheckIcon size={16} className={classes.featureTick} />
                {reason}
              </li>
            ))}
          </ul>
        </Section>
        {O.isSome(reserve) ? (
          <Section title="Reserve Online" className={classes.promoCard}>
            <p className={classes.promoLead}>
              <LockIcon size={18} /> Secure it now with a {reserve.value.deposit} deposit.
            </p>
            <ul className={classes.reasonList}>
              {RESERVATION_TERMS.map((term) => (
                <li key={term}>
                  <CheckIcon size={16} className={classes.featureTick} />
                  {term}
                </li>
              ))}
            </ul>
            <Button component={Link} to={`/cars/${car.slug}/checkout`} variant="light" size="sm">
              {reserve.value.label}
            </Button>
          </Section>
        ) : null}
        {isAvailable(car) ? (
          <Section title={protection.title} className={classes.promoCard}>
            <p className={classes.promoLead}>
              <ShieldIcon size={18} /> {protection.lead}
            </p>
            <ul className={classes.reasonList}>
              {protection.items.map((item) => (
                <li key={item}>
                  <CheckIcon size={16} className={classes.featureTick} />
                  {item}
                </li>
              ))}
            </ul>
            <Button variant="light" size="sm" onClick={onEnquire}>
              {protection.action}
            </Button>
          </Section>
        ) : null}
      </div>
    </>
  );
}
