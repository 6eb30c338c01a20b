import '@mantine/core/styles/SemiCircleProgress.css';
import { SemiCircleProgress } from '@mantine/core';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { useEffect, useId, useState } from 'react';
import { formatDollars, GAUGE_ANIMATION_MS, priceComparisonPanel, type PriceComparisonPanel } from '../../../domain/vehicle';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import classes from './price-comparison.module.css';

const BAND_COLOUR = { low: 'orange.6', medium: 'yellow.6', high: 'teal.6' } as const;
const BAND_TEXT = { low: 'Priced above most of the market', medium: 'Priced in line with the market', high: 'Priced below most of the market' } as const;
/** spec 1 §4: the gauge animates over 2 to 2.5 seconds. */
const ANIMATION_MS = Math.round((GAUGE_ANIMATION_MS.min + GAUGE_ANIMATION_MS.max) / 2);

/**
 * spec 1 §2, §4, §7, §8: the price comparison panel from `GET /cars/{slug}/autogauge` —
 * shown only as domain priceComparisonPanel allows, its gauge animating to the fill; hidden
 * on failure, with the error logged.
 */
export default function PriceComparison({ slug }: { slug: string }) {
  const client = useCaryardClient();
  const id = useId();
  const [panel, setPanel] = useState<PriceComparisonPanel | null>(null);
  const [value, setValue] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void client.autogauge({ slug }).then((result) => {
      if (cancelled) return;
      if (E.isRight(result)) {
        const shown = priceComparisonPanel(result.right);
        if (O.isSome(shown)) setPanel(shown.value);
        return;
      }
      // No market data (or no such car) hides the panel; anything else is also logged.
      const { code, message } = result.left;
      if (code !== 'AUTOGAUGE.NO_MARKET_DATA' && code !== 'CAR.NOT_FOUND') console.error(`Price comparison could not be loaded (${code}: ${message}).`);
    });
    return () => {
      cancelled = true;
    };
  }, [client, slug]);

  // Start from empty and fill, so the gauge is seen to animate.
  useEffect(() => {
    if (!panel) return;
    const frame = requestAnimationFrame(() => setValue(Math.round(panel.fill * 100)));
    return () => cancelAnimationFrame(frame);
  }, [panel]);

  if (!panel) return null;
  return (
    <section className={classes.panel} aria-labelledby={`${id}-h`} data-band={panel.band}>
      <h2 id={`${id}-h`} className={classes.title}>
        Price Comparison
      </h2>
      <div className={classes.body}>
        <SemiCircleProgress
          value={value}
          size={220}
          thickness={16}
          transitionDuration={ANIMATION_MS}
          filledSegmentColor={BAND_COLOUR[panel.band]}
          label={<span className={classes.label}>{panel.label}</span>}
          labelPosition="bottom"
          aria-label={`${panel.label}: ${BAND_TEXT[panel.band].toLowerCase()}`}
        />
        <div className={classes.facts}>
          <p className={classes.lead}>{BAND_TEXT[panel.band]}</p>
          <dl>
            <div>
              <dt>This vehicle</dt>
              <dd>{formatDollars(panel.listingPrice)}</dd>
            </div>
            <div>
              <dt>Market range</dt>
              <dd>
                {formatDollars(panel.marketRangeMin)} – {formatDollars(panel.marketRangeMax)}
              </dd>
            </div>
          </dl>
          <p className={classes.note}>Based on similar vehicles advertised for sale recently. A guide only.</p>
        </div>
      </div>
    </section>
  );
}
