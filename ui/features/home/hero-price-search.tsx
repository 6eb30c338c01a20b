import { Button, RangeSlider } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  HERO_PRICE_SLIDER,
  heroPriceSearchState,
  moveSteppedHandle,
  rangeFromSlider,
  searchHref,
  type SliderHandle,
  type SliderValues,
} from '../../../domain/search';
import { MONEY_QUICK_PICKS, isPickableMaximum, pickMaximum } from '../../../domain/search/hero-search';
import { formatDollars } from '../../../domain/vehicle/money';
import { SearchIcon } from '../../components/icons';
import { MoneyInput, moneyValue, QuickPicks } from '../../components/inputs';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import { formatNumber, rangeText } from '../../lib/search-labels';
import type { RouteContextData } from '../../lib/search-route-context';
import classes from './home.module.css';

/** Choice: the live count follows the slider this long after it stops moving. */
const COUNT_DELAY_MS = 250;

/** spec 2 §2: a budget quick pick sets the maximum; $5,000 is the slider's start, so it is no maximum. */
const BUDGET_PICKS = MONEY_QUICK_PICKS.filter((value) => isPickableMaximum(value));

export interface HeroPriceSearchProps {
  routes: RouteContextData;
  /** The site's stock count (the count when nothing is narrowed). */
  total: number | null;
  /** 'Car' / 'Cars', 'Caravan' / 'Caravans' … for a count. */
  nounOf: (count: number) => string;
}

/**
 * One end of the price range as a money input: typed freely, applied by the slider's rules
 * (steps of 500, the gap of 1) when the shopper leaves the field or presses Enter.
 */
function PriceBoundInput({ handle, values, onChange }: { handle: SliderHandle; values: SliderValues; onChange: (next: SliderValues) => void }) {
  const [draft, setDraft] = useState<number | string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = moneyValue(draft);
    const to = typed ?? (handle === 'min' ? HERO_PRICE_SLIDER.min : HERO_PRICE_SLIDER.max);
    onChange(moveSteppedHandle({ values, handle, to }));
    setDraft(null);
  };
  return (
    <MoneyInput
      label={handle === 'min' ? 'Min price' : 'Max price'}
      value={draft ?? values[handle]}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={0}
      max={HERO_PRICE_SLIDER.max}
    />
  );
}

/**
 * The hero's price-slider search (spec 2 §2 "Price-slider search"; §5 "Price slider (hero)";
 * §9 5,000 to 250,000, step 500): the range slider, a money input for each end, budget quick
 * picks, and a button to the search sorted by price descending, with the live count. Loaded
 * when the shopper opens its tab, so the home page's first paint carries none of it.
 */
export default function HeroPriceSearch({ routes, total, nounOf }: HeroPriceSearchProps) {
  const client = useCaryardClient();
  const [price, setPrice] = useState<SliderValues>({ min: HERO_PRICE_SLIDER.min, max: HERO_PRICE_SLIDER.max });
  const [settled] = useDebouncedValue(price, COUNT_DELAY_MS);
  const [count, setCount] = useState<number | null>(total);
  const state = heroPriceSearchState(price);

  useEffect(() => {
    const controller = new AbortController();
    void client.search({ state: { ...heroPriceSearchState(settled), hitsPerPage: 1 } }, { signal: controller.signal }).then((answer) => {
      if (E.isRight(answer)) setCount(answer.right.count);
      // spec 1 §7: a failed search keeps the last answer; logged, not shown.
      else if (!controller.signal.aborted) console.warn(`The hero price count could not be updated (${answer.left.code}: ${answer.left.message}).`);
    });
    return () => controller.abort();
  }, [settled, client]);

  return (
    <>
      <div className={classes.priceHeader}>
        <span className={classes.searchLabel}>Price range</span>
        {/* A handle at its end filters nothing on that side (heroPriceSearchState): 'Up to $30,000', 'From $20,000'. */}
        <span className={classes.priceValues}>{rangeText('price', rangeFromSlider(price, HERO_PRICE_SLIDER) ?? {}).replace(/^Any$/, 'Any price')}</span>
      </div>
      <RangeSlider
        className={classes.priceSlider}
        min={HERO_PRICE_SLIDER.min}
        max={HERO_PRICE_SLIDER.max}
        step={HERO_PRICE_SLIDER.step}
        minRange={HERO_PRICE_SLIDER.minGap}
        value={[price.min, price.max]}
        label={(value) => formatDollars(value)}
        thumbFromLabel="Minimum price"
        thumbToLabel="Maximum price"
        onChange={([from, to]) => {
          const handle = from !== price.min ? 'min' : 'max';
          setPrice(moveSteppedHandle({ values: price, handle, to: handle === 'min' ? from : to }));
        }}
      />
      <div className={classes.priceInputs}>
        <PriceBoundInput handle="min" values={price} onChange={setPrice} />
        <PriceBoundInput handle="max" values={price} onChange={setPrice} />
      </div>
      <QuickPicks
        caption="Budget up to"
        label="Budget up to"
        values={BUDGET_PICKS}
        format={formatDollars}
        selected={price.max}
        onPick={(value) => setPrice(pickMaximum(price, value))}
      />
      <Button component={Link} to={searchHref(state, routes)} size="md" radius="md" fullWidth className={classes.showMe} leftSection={<SearchIcon size={18} />}>
        {count === null ? 'Search by price' : `Search ${formatNumber(count)} ${nounOf(count)} by price`}
      </Button>
      <p className={classes.priceNote}>Highest price first</p>
    </>
  );
}
