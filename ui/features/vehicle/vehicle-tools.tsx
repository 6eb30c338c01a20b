import { Button, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { useId, useState, type FormEvent } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { EMPTY_DELIVERY_POSTCODE_MESSAGE, NO_DELIVERY_ESTIMATE_MESSAGE } from '../../../domain/locations/delivery-zones';
import { formatDollars, fuelCalculator, FUEL_DEFAULTS, type FuelCostInputs } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import type { ShopperView } from '../../../domain/vehicle/shopper-view';
import { COPIED_LABEL, COPIED_LABEL_MS, SHARE_WINDOW } from '../../../domain/vehicle/vehicle-page';
import { FuelIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PostcodeInput } from '../../components/inputs/postcode-input';
import { sendAndForget, useCaryardClient } from '../../hooks/use-caryard-client';
import { useTrackCall } from './use-vehicle-page';
import { FacebookIcon, LinkIcon, MailIcon, TruckIcon, XIcon } from './vehicle-tool-icons';
import classes from './vehicle.module.css';

/** spec 1 §9: fuel cost = distance / 100 × economy × price, from $1.70/L, 250 km a week, 10 L/100km. */
export function FuelCalculatorBox({ car }: { car: Car }) {
  const id = useId();
  const economy = car.variant?.fuelconsumptioncombined ?? undefined;
  const [inputs, setInputs] = useState<Partial<FuelCostInputs>>({ ...(economy ? { economyLPer100Km: economy } : {}) });
  const [texts, setTexts] = useState<Record<keyof FuelCostInputs, string>>({
    pricePerLitre: String(FUEL_DEFAULTS.pricePerLitre.toFixed(2)),
    distanceKm: String(FUEL_DEFAULTS.distanceKm),
    economyLPer100Km: String(economy ?? FUEL_DEFAULTS.economyLPer100Km),
  });
  // spec 1 §5: hidden for electric cars.
  const shown = fuelCalculator(car, inputs);
  if (O.isNone(shown)) return null;
  const set = (key: keyof FuelCostInputs, text: string) => {
    setTexts((t) => ({ ...t, [key]: text }));
    const value = Number.parseFloat(text);
    setInputs((current) => {
      const next = { ...current };
      if (Number.isFinite(value)) next[key] = value;
      else delete next[key];
      return next;
    });
  };
  return (
    <section className={`${classes.section} ${classes.toolCard}`} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={classes.sectionTitle}>
        <FuelIcon size={20} /> Fuel Calculator
      </h2>
      <div className={classes.toolGrid}>
        <TextInput
          label="Fuel price"
          leftSection="$"
          rightSection={<span className={classes.unit}>/L</span>}
          inputMode="decimal"
          value={texts.pricePerLitre}
          onChange={(e) => set('pricePerLitre', e.currentTarget.value)}
        />
        <TextInput
          label="Weekly driving"
          rightSection={<span className={classes.unit}>km</span>}
          inputMode="decimal"
          value={texts.distanceKm}
          onChange={(e) => set('distanceKm', e.currentTarget.value)}
        />
        <TextInput
          label="Fuel economy"
          rightSection={<span className={classes.unit}>L/100km</span>}
          rightSectionWidth={64}
          inputMode="decimal"
          value={texts.economyLPer100Km}
          onChange={(e) => set('economyLPer100Km', e.currentTarget.value)}
        />
      </div>
      <p className={classes.toolResult} aria-live="polite">
        Estimated fuel cost <strong>${shown.value.cost.toFixed(2)}</strong> per week
      </p>
    </section>
  );
}

/** spec 1 §2, §5, §7, §8: postcode → delivery price and region; the empty and no-estimate messages. */
export function DeliveryCalculatorBox() {
  const client = useCaryardClient();
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: true; text: string } | { ok: false; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (postcode.trim() === '') {
      setAnswer({ ok: false, text: EMPTY_DELIVERY_POSTCODE_MESSAGE });
      return;
    }
    setBusy(true);
    const result = await client.deliveryEstimate({ postcode: postcode.trim() });
    setBusy(false);
    if (E.isRight(result)) {
      setAnswer({ ok: true, text: `Delivery to ${result.right.name}: ${formatDollars(result.right.price)}` });
      return;
    }
    const failure = result.left;
    // The postcode rule's and the no-estimate messages are the shopper's (spec 1 §8); Caryard not answering is logged.
    if (failure.code === 'CLIENT.UNAVAILABLE' || failure.code === 'CLIENT.REJECTED') {
      console.warn(`Delivery estimate failed (${failure.code}: ${failure.message}).`);
      setAnswer({ ok: false, text: NO_DELIVERY_ESTIMATE_MESSAGE });
    } else setAnswer({ ok: false, text: failure.message });
  };

  return (
    <section className={`${classes.section} ${classes.toolCard}`} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={classes.sectionTitle}>
        <TruckIcon size={20} /> Delivery Calculator
      </h2>
      <form className={classes.deliveryForm} onSubmit={submit} noValidate>
        {/* The answer below says what is wrong with the postcode (spec 1 §8): no second message on blur. */}
        <PostcodeInput
          label="Your postcode"
          value={postcode}
          onChange={setPostcode}
          validateOnBlur={false}
          placeholder="e.g. 4000"
          className={classes.deliveryInput}
        />
        <Button type="submit" loading={busy}>
          Estimate delivery
        </Button>
      </form>
      {answer ? (
        <p className={answer.ok ? classes.toolResult : classes.toolError} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </p>
      ) : null}
    </section>
  );
}

export interface CallDealerBoxProps {
  car: Car;
  site: PublicSite;
  /** The number (masked or revealed at first), the location and today's hours there (domain/vehicle/shopper-view.ts). */
  view: Pick<ShopperView, 'phone' | 'location' | 'todayHours'>;
}

/**
 * spec 1 §4: the call-the-dealer box — the number masked (first 5 characters kept) until a
 * click reveals it and records the reveal with car, dealership and site; shown from the start
 * where the site says so. Also the car's location (#vehicle-map) and today's hours there.
 */
export function CallDealerBox({ car, site, view }: CallDealerBoxProps) {
  const client = useCaryardClient();
  // spec 1 §7: a click on the revealed number (a tel: link) is a call click.
  const trackCall = useTrackCall(car.id);
  const id = useId();
  const { phone, location, todayHours } = view;
  const [revealed, setRevealed] = useState(phone?.revealedAtFirst ?? false);
  const reveal = () => {
    setRevealed(true);
    sendAndForget(client.revealPhone({ slug: car.slug, carId: car.id, dealershipId: car.dealership_id, websiteId: site.id }), 'phone reveal');
  };
  return (
    <section id="vehicle-map" className={`${classes.section} ${classes.toolCard}`} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={classes.sectionTitle}>
        <PhoneIcon size={20} /> Call the Dealer
      </h2>
      <div className={classes.dealerBox}>
        {location ? (
          <address className={classes.dealerAddress}>
            <strong>{location.name}</strong>
            {location.addressLine ? <span>{location.addressLine}</span> : null}
            {todayHours ? <span>Today: {todayHours.hours}</span> : null}
            {location.placeUrl ? (
              <a href={location.placeUrl} target="_blank" rel="noopener noreferrer" className={classes.directions}>
                <PinIcon size={14} /> Get directions
              </a>
            ) : null}
          </address>
        ) : null}
        {phone ? (
          revealed ? (
            <a className={classes.phoneNumber} href={phone.href} data-testid="dealer-phone" onClick={() => trackCall('call_dealer_box')}>
              <PhoneIcon size={18} /> <span className={classes.phoneDigits}>{phone.display}</span>
            </a>
          ) : (
            <button type="button" className={classes.phoneNumber} onClick={reveal} data-testid="dealer-phone">
              <PhoneIcon size={18} /> <span className={classes.phoneDigits}>{phone.masked}</span> <span className={classes.reveal}>Show number</span>
            </button>
          )
        ) : null}
      </div>
    </section>
  );
}

function openShareWindow(url: string) {
  // spec 1 §9: share windows are 550 by 400.
  const left = Math.max(0, Math.round((window.screen.width - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - SHARE_WINDOW.height) / 2));
  window.open(url, 'share', `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener`);
}

/** spec 1 §2, §4: the share bar — Facebook, Twitter where the site has it, email and a copy button ('Copied' for 1.5 s). */
export function ShareBar({ title, url, twitter }: { title: string; url: string; twitter: boolean }) {
  const clipboard = useClipboard({ timeout: COPIED_LABEL_MS });
  const id = useId();
  const encoded = encodeURIComponent(url);
  return (
    <section className={classes.shareBar} aria-labelledby={id}>
      <h2 id={id} className={classes.shareTitle}>
        Share this vehicle
      </h2>
      <div className={classes.shareButtons}>
        <Button
          variant="default"
          size="xs"
          leftSection={<FacebookIcon size={14} />}
          onClick={() => openShareWindow(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)}
        >
          Facebook
        </Button>
        {twitter ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<XIcon size={14} />}
            onClick={() => openShareWindow(`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}`)}
          >
            Twitter
          </Button>
        ) : null}
        <Button
          variant="default"
          size="xs"
          leftSection={<MailIcon size={14} />}
          component="a"
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encoded}`}
        >
          Email
        </Button>
        <Button
          variant={clipboard.copied ? 'light' : 'default'}
          size="xs"
          leftSection={<LinkIcon size={14} />}
          onClick={() => clipboard.copy(url)}
          aria-live="polite"
        >
          {clipboard.copied ? COPIED_LABEL : 'Copy link'}
        </Button>
      </div>
    </section>
  );
}
