import { Button, Container, NativeSelect, Tabs } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import * as E from 'fp-ts/Either';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicSite, SearchResult } from '../../../application/client/caryard-client.port';
import {
  autoSelect,
  conditionsInStock,
  dealershipOptions,
  emptySearchState,
  facetLists,
  searchHref,
  type Condition,
  type FacetAttribute,
  type RefinementAttribute,
  type SearchState,
} from '../../../domain/search';
import { HistoryIcon, SearchIcon } from '../../components/icons';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import { useSearchHistory } from '../../hooks/use-search-history';
import { FILTER_TITLES, facetValueLabel, formatNumber } from '../../lib/search-labels';
import { routeContextOf } from '../../lib/search-route-context';
import { siteTagline } from '../../lib/site-copy';
import { ConditionFilter } from './condition-filter';
import { carTitle } from '../../components/car-card/car-card';
import { HeroArt } from './hero-art';
import { HERO_PICTURE_SIZES, HERO_PICTURE_WIDTH, type FeaturedStock } from './home-route';
import { responsiveImage } from '../../../domain/media/image-variants';
import classes from './home.module.css';

// The price-slider search (slider, money inputs) loads when its tab is opened or about to be:
// the first paint of the home page needs none of it.
const loadPriceSearch = () => import('./hero-price-search');
const HeroPriceSearch = lazy(loadPriceSearch);
const preloadPriceSearch = () => void loadPriceSearch();

/** The site-wide search's count and facets (the home route's loader data). */
export type HeroCatalogue = Pick<SearchResult, 'count' | 'facets'>;

/** spec 2 §2: besides make and model, dropdowns for these where the site filters by them. */
const EXTRA_DROPDOWNS = ['city', 'body', 'fuel', 'colour'] as const satisfies readonly FacetAttribute[];

/** Choice: the count settles after this many ms of counting up (instant with reduced motion). */
const COUNT_UP_MS = 700;

/**
 * A number that counts up (or down) to its target: spec 1 §2 'Show Me N cars' counts up to the
 * total. It moves from the number last shown — the server's count at first — so a page that
 * arrives with the real count never drops back to 0 when it comes to life.
 */
function useCountUp(target: number): number {
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (reduceMotion) {
      setShown(target);
      from.current = target;
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = requestAnimationFrame(function step(now) {
      // A frame's timestamp can precede the effect's own clock reading: before the start is the start.
      const t = Math.min(1, Math.max(0, (now - start) / COUNT_UP_MS));
      const eased = 1 - (1 - t) ** 3;
      const value = Math.round(origin + (target - origin) * eased);
      setShown(value);
      from.current = value;
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, reduceMotion]);
  return shown;
}

/** A make_model choice as make and model, so the link is the /search/{make}/{model} route. */
function pathFriendly(state: SearchState): SearchState {
  const makeModel = state.refinementList.make_model?.[0];
  const make = state.refinementList.make?.[0];
  if (makeModel === undefined || make === undefined || !makeModel.startsWith(`${make} `)) return state;
  const { make_model: _joined, ...rest } = state.refinementList;
  return { ...state, refinementList: { ...rest, model: [makeModel.slice(make.length + 1)] } };
}

const noun = (site: PublicSite, count: number): string => {
  const word = site.template === 'caravan' ? 'Caravan' : site.template === 'group' ? 'Vehicle' : 'Car';
  return count === 1 ? word : `${word}s`;
};

/**
 * The search hero (spec 2 §2 "Search hero and input widgets"): the site's heading, a
 * condition choice, make and model, the site's extra dropdowns and dealership, and a
 * 'Show Me N cars' button that counts up to the live total; a price-slider tab that
 * searches by budget, highest price first; and the shopper's recent searches.
 */
export function HeroSearch({ site, catalogue, feature = null }: { site: PublicSite; catalogue: HeroCatalogue | null; feature?: FeaturedStock['hero'] }) {
  const client = useCaryardClient();
  const { history } = useSearchHistory();
  const [state, setState] = useState<SearchState>(emptySearchState);
  const [answer, setAnswer] = useState<HeroCatalogue | null>(catalogue);
  const routes = useMemo(() => routeContextOf('/search', catalogue?.facets ?? {}), [catalogue]);
  const label = useMemo(() => facetValueLabel(site), [site]);
  const lists = useMemo(() => facetLists(answer?.facets ?? {}, { label }), [answer, label]);

  // The count and the dropdowns follow every choice (disjunctive facets: a dropdown's own choice never empties it).
  useEffect(() => {
    if (state === emptySearchState) {
      setAnswer(catalogue);
      return;
    }
    const controller = new AbortController();
    void client.search({ state: { ...state, hitsPerPage: 1 } }, { signal: controller.signal }).then((result) => {
      if (E.isRight(result)) setAnswer(result.right);
      // spec 1 §7: a failed search keeps the last answer; logged, not shown.
      else if (!controller.signal.aborted) console.warn(`The hero search count could not be updated (${result.left.code}: ${result.left.message}).`);
    });
    return () => controller.abort();
  }, [state, client, catalogue]);

  const choose = (attribute: RefinementAttribute, value: string) => {
    setState((current) => {
      const refinementList = { ...current.refinementList };
      if (value === '') delete refinementList[attribute];
      else refinementList[attribute] = [value];
      // A model belongs to its make: changing the make drops it.
      if (attribute === 'make') delete refinementList.make_model;
      return { ...current, refinementList };
    });
  };
  const chosen = (attribute: RefinementAttribute): string => state.refinementList[attribute]?.[0] ?? '';

  // spec 2 §2: the dealership select (field location_id) lists the site's locations that hold
  // stock under the other choices, and auto-selects when exactly one remains. Hidden when the
  // site's stock is at one location or none: its one option would always be chosen, a control
  // that can change nothing.
  const dealerships = useMemo(() => dealershipOptions(site.locations, answer?.facets.location_id), [site.locations, answer]);
  const hasDealershipSelect = useMemo(() => dealershipOptions(site.locations, catalogue?.facets.location_id).length > 1, [site.locations, catalogue]);
  const [dealershipAuto, setDealershipAuto] = useState(false);
  const optionValues = dealerships.map((option) => option.value).join(',');
  useEffect(() => {
    if (!hasDealershipSelect) return;
    const current = { value: chosen('location_id'), auto: dealershipAuto };
    const next = autoSelect(optionValues === '' ? [] : optionValues.split(','), current);
    if (next.value === current.value && next.auto === current.auto) return;
    setDealershipAuto(next.auto);
    choose('location_id', next.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the remaining options change
  }, [optionValues, hasDealershipSelect]);

  // spec 2 §2: the condition filter cycles All, new, demo, used; offered are the car types the
  // site's stock has (from the site-wide answer, so the buttons never come and go).
  const conditions = conditionsInStock(catalogue?.facets.car_type).map((value) => ({
    value,
    label: value === '' ? 'All' : label(value, 'car_type'),
  }));
  const makes = lists.make ?? [];
  const singleMake = makes.length <= 1;
  const make = chosen('make');
  const models = singleMake
    ? (lists.model ?? []).map((item) => ({ value: item.value, label: item.label, count: item.count, attribute: 'model' as const }))
    : (lists.make_model ?? [])
        .filter((item) => make !== '' && item.value.startsWith(`${make} `))
        .map((item) => ({ value: item.value, label: item.value.slice(make.length + 1), count: item.count, attribute: 'make_model' as const }));
  const modelAttribute: RefinementAttribute = singleMake ? 'model' : 'make_model';
  const extras = EXTRA_DROPDOWNS.filter((attribute) => site.search_filters.includes(attribute) && (lists[attribute]?.length ?? 0) > 1);

  const total = answer?.count ?? 0;
  const counted = useCountUp(total);
  const options = (items: readonly { value: string; label: string; count: number }[], any: string) => [
    { value: '', label: any },
    ...items.map((item) => ({ value: item.value, label: `${item.label} (${formatNumber(item.count)})` })),
  ];

  return (
    <section className={classes.hero} aria-labelledby="hero-heading">
      <Container size="xl" className={classes.heroInner}>
        <p className={classes.eyebrow}>{site.name}</p>
        <h1 id="hero-heading" className={classes.heroTitle}>
          {site.labels.heroHeading}
        </h1>
        <p className={classes.heroLead}>{siteTagline(site)}. Quality stock, finance on the spot and a fair price for your trade-in.</p>

        <div className={classes.searchPanel} role="search" aria-label="Search our stock">
          {/* Only the open panel is rendered: the price panel (lazy) is not part of the first paint. */}
          <Tabs defaultValue="filters" keepMounted={false} classNames={{ list: classes.heroTabs, tab: classes.heroTab }}>
            <Tabs.List>
              <Tabs.Tab value="filters">Find your {noun(site, 1).toLowerCase()}</Tabs.Tab>
              <Tabs.Tab value="price" onMouseEnter={preloadPriceSearch} onFocus={preloadPriceSearch} onTouchStart={preloadPriceSearch}>
                Shop by budget
              </Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="filters" className={classes.heroPanel}>
              {/* A used-only site offers All and Used, which find the same cars: no choice to make. */}
              {conditions.length > 2 ? (
                <ConditionFilter options={conditions} value={chosen('car_type') as Condition} onChange={(value) => choose('car_type', value)} />
              ) : null}
              <div className={classes.selectGrid}>
                {!singleMake ? (
                  <NativeSelect label="Make" data={options(makes, 'Any make')} value={make} onChange={(e) => choose('make', e.currentTarget.value)} />
                ) : null}
                <NativeSelect
                  label="Model"
                  data={options(models, singleMake || make !== '' ? 'Any model' : 'Choose a make first')}
                  value={chosen(modelAttribute)}
                  disabled={models.length === 0}
                  onChange={(e) => choose(modelAttribute, e.currentTarget.value)}
                />
                {extras.map((attribute) => (
                  <NativeSelect
                    key={attribute}
                    label={FILTER_TITLES[attribute]}
                    data={options(lists[attribute] ?? [], 'Any')}
                    value={chosen(attribute)}
                    onChange={(e) => choose(attribute, e.currentTarget.value)}
                  />
                ))}
                {hasDealershipSelect ? (
                  <NativeSelect
                    label="Dealership"
                    name="location_id"
                    data={options(dealerships, 'All dealerships')}
                    value={chosen('location_id')}
                    onChange={(e) => {
                      setDealershipAuto(false);
                      choose('location_id', e.currentTarget.value);
                    }}
                  />
                ) : null}
              </div>
              <Button
                component={Link}
                to={searchHref(pathFriendly(state), routes)}
                size="md"
                radius="md"
                fullWidth
                className={classes.showMe}
                leftSection={<SearchIcon size={18} />}
              >
                {`Show Me ${formatNumber(counted)} ${noun(site, total)}`}
              </Button>
            </Tabs.Panel>

            <Tabs.Panel value="price" className={classes.heroPanel}>
              <Suspense fallback={<div className={classes.pricePlaceholder} aria-busy="true" />}>
                <HeroPriceSearch routes={routes} total={catalogue?.count ?? null} nounOf={(count) => noun(site, count)} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </div>

        {history.length > 0 ? (
          <nav className={classes.history} aria-label="Your recent searches">
            <span className={classes.historyLabel}>
              <HistoryIcon size={15} /> Recent searches
            </span>
            {history.map((entry) => (
              <Link key={entry.href} className={classes.quickLink} to={entry.href}>
                {entry.label}
              </Link>
            ))}
          </nav>
        ) : (
          <nav className={classes.quickLinks} aria-label="Popular searches">
            <Link className={classes.quickLink} to="/special-offers">
              Special offers
            </Link>
            <Link className={classes.quickLink} to="/sell-my-car">
              Value my trade-in
            </Link>
            <Link className={classes.quickLink} to="/finance">
              Finance calculator
            </Link>
            <Link className={classes.quickLink} to="/book-a-service">
              Book a service
            </Link>
          </nav>
        )}
      </Container>
      {/* After the content: the picture sits at the hero's bottom, and a browser painting the page
          while it is still arriving would otherwise draw it at a bottom that then moves (CLS). */}
      {feature ? (
        // issue 17 item 2: a real picture — the first featured car, cut out — and a link to it.
        <figure className={classes.heroFeature}>
          <img
            className={classes.heroPicture}
            {...responsiveImage(feature.src, HERO_PICTURE_SIZES, HERO_PICTURE_WIDTH)}
            alt=""
            width={800}
            height={500}
            fetchPriority="high"
            decoding="async"
          />
          <figcaption className={classes.heroCaption}>
            <span className={classes.heroCaptionKind}>Featured</span>
            <Link className={classes.heroCaptionLink} to={feature.car.path || `/cars/${feature.car.slug}`}>
              {carTitle(feature.car)}
            </Link>
          </figcaption>
        </figure>
      ) : (
        <HeroArt className={classes.heroArt} />
      )}
    </section>
  );
}
