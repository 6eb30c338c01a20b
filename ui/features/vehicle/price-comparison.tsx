import '@mantine/core/styles/SemiCircleProgress.css';
import { SemiCircleProgress } from '@mantine/core';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { useEffect, useId, useState } from 'react';
import { formatDollars, GAUGE_ANIMATION_MS, priceComparisonPanel, type PriceComparisonPanel } from '../../../domain/vehicle';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import classes from './price-comparison.module.css';

const BAND_COLOUR = { low: 'orange.6', medium: 'yellow.6', high: 'teal.6' } as const;
/** spec 1 §4: the gauge animates over 2 to 2.5 seconds. */
const ANIMATION_MS = Math.round((GAUGE_ANIMATION_MS.min + GAUGE_ANIMATION_MS.max) / 2);

/** Where the price sits in the market range, in words (0: its lowest price, 100: its highest). */
function positionText(percent: number): string {
  if (percent <= 0) return 'At the lowest price in the range';
  if (percent >= 100) return 'At the highest price in the range';
  return `${percent}% of the way from the lowest to the highest price`;
}

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
  const { working } = panel;
  return (
    <section className={classes.panel} aria-labelledby={`${id}-h`} data-band={panel.band}>
      <h2 id={`${id}-h`} className={classes.title}>
        Price Comparison
      </h2>
      <div className={classes.body}>
        {/* The label sits under the arc, not inside it: a long label ('Competitively priced against similar
            vehicles for sale') ran over the arc in five lines (issue 17 item 5). */}
        <div className={classes.gauge}>
          <SemiCircleProgress
            value={value}
            size={220}
            thickness={16}
            transitionDuration={ANIMATION_MS}
            filledSegmentColor={BAND_COLOUR[panel.band]}
            aria-label={`${panel.label}: ${panel.headline.toLowerCase()}`}
          />
          <span className={classes.label}>{panel.label}</span>
        </div>
        <div className={classes.facts}>
          <p className={classes.lead}>{panel.headline}</p>
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
            <div>
              <dt>Where this price sits</dt>
              <dd>{positionText(working.positionPercent)}</dd>
            </div>
            {working.averagePrice !== null ? (
              <div>
                <dt>Market average</dt>
                <dd>{formatDollars(working.averagePrice)}</dd>
              </div>
            ) : null}
            {working.stateAveragePrice !== null && working.state !== null ? (
              <div>
                <dt>Average in {working.state}</dt>
                <dd>{formatDollars(working.stateAveragePrice)}</dd>
              </div>
            ) : null}
          </dl>
          <p className={classes.note}>
            {working.comparableCount !== null
              ? `Based on ${working.comparableCount} comparable vehicles advertised for sale recently${working.state ? `, in ${working.state} and nationally` : ''}. A guide only.`
              : 'Based on similar vehicles advertised for sale recently. A guide only.'}
          </p>
        </div>
      </div>
    </section>
  );
}
