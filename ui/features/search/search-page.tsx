import { Button, Container, NativeSelect } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import type { SearchResult } from '../../../application/client/caryard-client.port';
import type { SearchFilter } from '../../../domain/dealer-site/dealer-site';
import {
  clearFilters,
  displayResultCount,
  hasFilters,
  isSortBy,
  parseSearchPath,
  setPage,
  setQuery,
  setSortBy,
  sortOptions,
  type SearchState,
} from '../../../domain/search';
import { FilterIcon, SearchIcon } from '../../components/icons';
import { RecentlyViewed } from '../../components/recently-viewed/recently-viewed';
import { useSearchHistory } from '../../hooks/use-search-history';
import { useSite } from '../../hooks/use-site';
import { formatNumber, stockNoun } from '../../lib/search-labels';
import { SaveSearchButton } from '../watchlist/save-search-button';
import { ActiveFilters } from './active-filters';
import { NoResults, ResultsGrid } from './results-grid';
import { SearchFilters } from './search-filters';
import { SearchHistoryInput } from './search-history-input';
import { searchBreadcrumbs, searchHeading } from './search-heading';
import { OFFERS_PATH, baseOf, hrefFor, rememberCatalogue, type SearchPageData } from './search-loader';
import { SearchPagination } from './search-pagination';
import classes from './search.module.css';

const FilterDrawer = lazy(() => import('./filter-drawer'));

/** spec 1 §9: the text search waits 300 ms after the last keystroke. */
export const TEXT_DEBOUNCE_MS = 300;

const isSearchLocation = (pathname: string): boolean => pathname === OFFERS_PATH || /^\/(search|used-car)(\/|$)/i.test(pathname);

/**
 * The search pages (spec 1 §2 "Vehicle search listing"; spec 2 §2 /search/... routes and
 * /special-offers). The URL holds the whole state: every change navigates, and the route
 * loader answers; while it does, and when it fails, the last results stay on screen.
 */
export function SearchPage() {
  const site = useSite();
  const page = useLoaderData() as SearchPageData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { history, record } = useSearchHistory();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // spec 1 §4: on loading or error the last good hits, facets and counts stay shown.
  const lastGood = useRef<SearchResult | null>(page.result);
  if (page.result) lastGood.current = page.result;
  const result = page.failed ? lastGood.current : page.result;

  const { variant, state, routes } = page;
  useEffect(() => rememberCatalogue(routes, page.offerTags), [routes, page.offerTags]);
  // While the next search loads, the filters already show where the shopper is going.
  const pending = navigation.state === 'loading' && isSearchLocation(navigation.location.pathname) ? pendingState(page, navigation.location) : null;
  // A change shows at once (a ticked box stays ticked), before the router takes it up.
  const [optimistic, setOptimistic] = useState<SearchState | null>(null);
  useEffect(() => setOptimistic(null), [page]);
  const shownState = optimistic ?? pending ?? state;
  const loading = pending !== null || optimistic !== null;

  const go = (next: SearchState) => {
    setOptimistic(next);
    void navigate(hrefFor(variant, next, routes), { preventScrollReset: true });
  };
  const baseHref = variant === 'offers' ? OFFERS_PATH : routes.base;
  const heading = searchHeading(site, variant, state);
  const crumbs = searchBreadcrumbs(site, variant, state, routes);

  // The text box: typed freely, searched 300 ms after the last key (or at once on Enter).
  const [text, setText] = useState(state.query);
  const textInput = useRef<HTMLInputElement>(null);
  // The URL's query wins (back, forward, a chip removed), unless the shopper is still typing.
  useEffect(() => {
    if (document.activeElement !== textInput.current) setText(state.query);
  }, [state.query]);
  const latest = useRef(shownState);
  latest.current = shownState;
  const commitQuery = useDebouncedCallback((query: string) => {
    if (query.trim() !== latest.current.query.trim()) go(setQuery(latest.current, query.trim()));
  }, TEXT_DEBOUNCE_MS);

  // spec 1 §9, spec 2 §9: search history keeps the last 5 searches.
  const shownCount = result ? displayResultCount({ count: result.count, facets: result.facets }) : null;
  useEffect(() => {
    if (!page.result) return;
    record({ href: `${location.pathname}${location.search}`, label: heading });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one entry per result shown
  }, [page.result]);

  // spec 1 §9: above 1999 the count is approximate (the domain picks the number shown).
  const countText = shownCount
    ? `${shownCount.approximate ? 'About ' : ''}${formatNumber(shownCount.count)} ${stockNoun(site, shownCount.count)}`
    : site.template === 'caravan'
      ? 'Caravans'
      : 'Vehicles';
  const filtersProps = result
    ? {
        site,
        state: shownState,
        result,
        hidden: variant === 'offers' ? (['tag'] as SearchFilter[]) : [],
        onChange: go,
      }
    : null;
  const hasResults = result !== null && result.hits.length > 0;
  const options = sortOptions();

  const openDrawer = () => {
    setDrawerLoaded(true);
    drawer.open();
  };

  return (
    <>
      <section className={classes.header} aria-labelledby="search-heading">
        <Container size="xl">
          <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
            <ol>
              {crumbs.map((crumb, i) => {
                const last = i === crumbs.length - 1;
                return (
                  <li key={`${crumb.href}-${crumb.label}`}>
                    {last ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.href}>{crumb.label}</Link>}
                  </li>
                );
              })}
            </ol>
          </nav>
          <h1 id="search-heading" className={classes.title}>
            {heading}
          </h1>
          <p className={classes.lead}>
            {variant === 'offers'
              ? `Sharp prices and added extras on selected stock at ${site.name}.`
              : `Quality stock at ${site.name}, ${site.address.suburb}. Finance, trade-ins and test drives available.`}
          </p>
          <form
            role="search"
            className={classes.searchForm}
            onSubmit={(event) => {
              event.preventDefault();
              commitQuery.cancel();
              if (text.trim() !== state.query.trim()) go(setQuery(shownState, text.trim()));
            }}
          >
            {/* spec 1 §9, spec 2 §3: the box offers the last 5 searches. */}
            <SearchHistoryInput
              inputRef={textInput}
              className={classes.searchInput}
              label="Search stock"
              placeholder="Make, model, colour or stock number"
              value={text}
              onValueChange={(value) => {
                setText(value);
                commitQuery(value);
              }}
              history={history}
              currentHref={`${location.pathname}${location.search}`}
              onPick={(href) => {
                commitQuery.cancel();
                // The box shows the chosen search's words at once (it keeps focus, so the URL's would wait).
                setText(new URL(href, window.location.origin).searchParams.get('query') ?? '');
                void navigate(href);
              }}
              leftSection={<SearchIcon size={18} />}
              size="md"
              maxLength={200}
              type="search"
              enterKeyHint="search"
              classNames={{ label: classes.visuallyHidden }}
            />
            <Button type="submit" size="md">
              Search
            </Button>
          </form>
        </Container>
      </section>

      <Container size="xl" className={classes.layout}>
        <aside className={classes.sidebar} aria-label="Filters">
          <div className={classes.sidebarHead}>
            <h2 className={classes.sidebarTitle}>Filters</h2>
            {hasFilters(shownState) ? (
              <Button variant="subtle" size="compact-sm" onClick={() => go(clearFilters(shownState))}>
                Clear Filters
              </Button>
            ) : null}
          </div>
          {filtersProps ? <SearchFilters {...filtersProps} /> : null}
        </aside>

        <div className={classes.results}>
          <div className={classes.toolbar}>
            <h2 ref={resultsHeading} tabIndex={-1} className={classes.count} aria-live="polite" aria-atomic="true">
              {countText}
            </h2>
            {/* issue 14: save this search to the shopper's list (sign-in by phone). */}
            <SaveSearchButton label={heading} />
            <div className={classes.toolbarControls}>
              <Button className={classes.filterButton} variant="default" leftSection={<FilterIcon size={16} />} onClick={openDrawer} aria-haspopup="dialog">
                Filters
              </Button>
              <NativeSelect
                className={classes.sort}
                label="Sort by"
                data={options.map((o) => ({ value: o.value, label: o.label }))}
                value={shownState.sortBy}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isSortBy(value)) go(setSortBy(shownState, value));
                }}
                classNames={{ root: classes.sortRoot, label: classes.sortLabel }}
              />
            </div>
          </div>

          <ActiveFilters
            site={site}
            state={shownState}
            hidden={variant === 'offers' ? ['tag'] : []}
            onChange={go}
            onClear={() => go(clearFilters(shownState))}
          />

          <div className={classes.resultsBody} aria-busy={loading} data-loading={loading || undefined}>
            {hasResults && result ? (
              <ResultsGrid hits={result.hits} site={site} now={new Date(page.now)} />
            ) : result !== null || !page.failed ? (
              <NoResults variant={variant} baseHref={baseHref} />
            ) : null}
          </div>

          {result ? (
            <SearchPagination
              page={state.page}
              pages={result.pages}
              hrefOf={(n) => hrefFor(variant, setPage(state, n), routes)}
              onNavigate={() => {
                resultsHeading.current?.focus({ preventScroll: true });
                resultsHeading.current?.scrollIntoView({ block: 'start' });
              }}
            />
          ) : null}
        </div>
      </Container>

      {/* issue 14: the cars this browser viewed, below the results (client-only, nothing to shift). */}
      <RecentlyViewed />

      {drawerLoaded && filtersProps ? (
        <Suspense fallback={null}>
          <FilterDrawer opened={drawerOpened} onClose={drawer.close} resultsLabel={`Show ${countText}`}>
            <SearchFilters {...filtersProps} />
            {hasFilters(shownState) ? (
              <Button variant="subtle" onClick={() => go(clearFilters(shownState))}>
                Clear Filters
              </Button>
            ) : null}
          </FilterDrawer>
        </Suspense>
      ) : null}
    </>
  );
}

/** The state of a search location being loaded (the filters show it before its results arrive). */
function pendingState(page: SearchPageData, location: { pathname: string; search: string }): SearchState | null {
  if (page.variant === 'offers') {
    if (location.pathname !== OFFERS_PATH) return null;
    const parsed = parseSearchPath(`/search${location.search}`, { makes: [] });
    return parsed._tag === 'Right' ? parsed.right : null;
  }
  const parsed = parseSearchPath(`${location.pathname}${location.search}`, { ...page.routes, base: baseOf(location.pathname) });
  return parsed._tag === 'Right' ? parsed.right : null;
}
