import { Checkbox, NativeSelect, RangeSlider, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FacetStat, PublicSite, SearchResult } from '../../../application/client/caryard-client.port';
import type { SearchFilter } from '../../../domain/dealer-site/dealer-site';
import {
  FACET_LIMITS,
  FACET_SHOW_ALL_THRESHOLD,
  applyFilterChange,
  facetLists,
  facetVisibleItems,
  isFacetAttribute,
  moveSliderHandle,
  numericLabel,
  rangeFromSlider,
  sliderRange,
  sliderStep,
  sliderValuesFromRange,
  type FacetItem,
  type FilterChange,
  type RangeAttribute,
  type RangeBound,
  type RefinementAttribute,
  type SearchState,
  type SliderValues,
} from '../../../domain/search';
import { FILTER_TITLES, facetValueLabel, formatRangeValue } from '../../lib/search-labels';
import classes from './search.module.css';

/** spec 1 §9: slider refinements wait 400 ms for the hand to settle. */
export const SLIDER_DEBOUNCE_MS = 400;

/** spec 1 §2: price and kilometres are range sliders (subscription price too, a weekly amount). */
const SLIDER_FILTERS: ReadonlySet<SearchFilter> = new Set(['price', 'km', 'subscription_price']);

export interface SearchFiltersProps {
  site: PublicSite;
  state: SearchState;
  result: SearchResult;
  /** Attributes this page does not offer as filters (the offers page's own tag filter). */
  hidden?: readonly SearchFilter[];
  onChange: (next: SearchState) => void;
}

/** The filters the site configures (spec 1 §2: `site.search_filters`, in order), from the search's facets. */
export function SearchFilters({ site, state, result, hidden = [], onChange }: SearchFiltersProps) {
  const lists = useMemo(() => facetLists(result.facets, { label: facetValueLabel(site) }), [result.facets, site]);
  const change = (filter: FilterChange) => onChange(applyFilterChange(state, filter));
  return (
    <div className={classes.filters}>
      {site.search_filters
        .filter((filter) => !hidden.includes(filter))
        .map((filter) => {
          if (SLIDER_FILTERS.has(filter)) {
            const attribute = filter as RangeAttribute;
            return (
              <RangeFilter
                key={filter}
                attribute={attribute}
                stats={result.facetStats[attribute]}
                bound={state.range[attribute]}
                onCommit={(bound) => change({ kind: 'range', attribute, bound })}
              />
            );
          }
          if (filter === 'year') {
            return (
              <YearFilter
                key={filter}
                years={Object.keys(result.facets.year ?? {})}
                bound={state.range.year}
                onChange={(bound) => change({ kind: 'range', attribute: 'year', bound })}
              />
            );
          }
          if (!isFacetAttribute(filter)) return null;
          return (
            <FacetFilter
              key={filter}
              attribute={filter}
              items={lists[filter] ?? []}
              selected={state.refinementList[filter] ?? []}
              label={facetValueLabel(site)}
              onToggle={(values, on) =>
                change({
                  kind: 'refine',
                  attribute: filter,
                  values: on
                    ? [...(state.refinementList[filter] ?? []), values[0] ?? '']
                    : (state.refinementList[filter] ?? []).filter((v) => !values.includes(v)),
                })
              }
            />
          );
        })}
    </div>
  );
}

function FilterGroup({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <fieldset className={classes.group} aria-labelledby={id}>
      <legend className={classes.groupLegend}>
        <span id={id} className={classes.groupTitle}>
          {title}
        </span>
      </legend>
      {children}
    </fieldset>
  );
}

interface FacetFilterProps {
  attribute: RefinementAttribute;
  items: readonly FacetItem[];
  selected: readonly string[];
  label: (value: string, attribute: string) => string;
  /** `values`: every raw value of the item (labels merged case-insensitively); on: tick or untick. */
  onToggle: (values: readonly string[], on: boolean) => void;
}

/** A checkbox list with counts; Show all after 7 (spec 1 §9), within the facet's list limit (spec 2 §9). */
function FacetFilter({ attribute, items, selected, label, onToggle }: FacetFilterProps) {
  const id = useId();
  const limit = (FACET_LIMITS as Partial<Record<string, number>>)[attribute];
  const listed = useMemo(() => {
    const limited = limit !== undefined ? items.slice(0, limit) : [...items];
    // A ticked value the other filters left without cars stays listed, so it can be unticked.
    for (const value of selected) {
      if (!limited.some((item) => item.values.includes(value))) limited.push({ value, label: label(value, attribute), count: 0, values: [value] });
    }
    return limited;
  }, [items, selected, limit, label, attribute]);
  const selectedBeyond = listed.slice(FACET_SHOW_ALL_THRESHOLD).some((item) => item.values.some((v) => selected.includes(v)));
  const [expanded, setExpanded] = useState(selectedBeyond);
  const { visible, showToggle, hiddenCount } = facetVisibleItems(listed, { expanded: expanded || selectedBeyond });
  // A list of one value the search is not filtered by says nothing: it is left out.
  if (listed.length === 0 || (listed.length === 1 && selected.length === 0)) return null;
  return (
    <FilterGroup title={FILTER_TITLES[attribute]} id={id}>
      <div className={classes.options}>
        {visible.map((item) => {
          const checked = item.values.some((v) => selected.includes(v));
          return (
            <Checkbox
              key={item.value}
              className={classes.option}
              checked={checked}
              onChange={(event) => onToggle(item.values, event.currentTarget.checked)}
              label={
                <span className={classes.optionLabel}>
                  <span className={classes.optionText}>{item.label}</span>
                  <span className={classes.optionCount} aria-label={`${item.count} ${item.count === 1 ? 'result' : 'results'}`}>
                    {item.count}
                  </span>
                </span>
              }
              size="sm"
              radius="sm"
            />
          );
        })}
      </div>
      {showToggle ? (
        <UnstyledButton className={classes.showAll} onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
          {expanded ? 'Show fewer' : `Show all (${hiddenCount} more)`}
        </UnstyledButton>
      ) : null}
    </FilterGroup>
  );
}

interface RangeFilterProps {
  attribute: RangeAttribute;
  stats: FacetStat | undefined;
  bound: RangeBound | undefined;
  onCommit: (bound: RangeBound | null) => void;
}

/**
 * A range slider with the domain's slider rules (spec 1 §5): range from the facet stats
 * (0–100,000 without), step a hundredth of it, values rounded to 1,000 and clamped, handles
 * never crossing; committed 400 ms after the last move (spec 1 §9).
 */
function RangeFilter({ attribute, stats, bound, onCommit }: RangeFilterProps) {
  const id = useId();
  const range = sliderRange(stats);
  const step = sliderStep(range);
  const committed = sliderValuesFromRange(bound, range);
  const [values, setValues] = useState<SliderValues>(committed);
  // The URL changed (back, forward, a chip removed): the handles follow it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `committed` is a new object each render: follow its values
  useEffect(() => setValues(committed), [committed.min, committed.max]);
  const commit = useDebouncedCallback((next: SliderValues) => onCommit(rangeFromSlider(next, range)), SLIDER_DEBOUNCE_MS);

  // Without stats no car has the number (or nothing matched): nothing to slide over.
  if ((!stats || range.min >= range.max) && !bound) return null;
  const title = FILTER_TITLES[attribute];
  const format = (value: number) => formatRangeValue(attribute, value);
  const onChange = ([from, to]: [number, number]) => {
    const handle = from !== values.min ? 'min' : 'max';
    const next = moveSliderHandle({ values, handle, to: handle === 'min' ? from : to, range });
    if (next.min === values.min && next.max === values.max) return;
    setValues(next);
    commit(next);
  };
  return (
    <FilterGroup title={title} id={id}>
      <div className={classes.rangeValues} aria-hidden="true">
        <span>{format(values.min)}</span>
        <span>{values.max >= range.max ? `${format(values.max)}+` : format(values.max)}</span>
      </div>
      <RangeSlider
        className={classes.slider}
        min={range.min}
        max={range.max}
        step={step}
        minRange={0}
        value={[values.min, values.max]}
        onChange={onChange}
        label={null}
        thumbFromLabel={`Minimum ${title.toLowerCase()}`}
        thumbToLabel={`Maximum ${title.toLowerCase()}`}
        size="sm"
      />
    </FilterGroup>
  );
}

/** Year as a from–to pair of selects over the years in stock. */
function YearFilter({ years, bound, onChange }: { years: readonly string[]; bound: RangeBound | undefined; onChange: (bound: RangeBound | null) => void }) {
  const id = useId();
  const options = useMemo(
    () =>
      [...years]
        .map((y) => numericLabel(y))
        .filter((y): y is number => y !== undefined)
        .sort((a, b) => b - a),
    [years],
  );
  if (options.length < 2 && !bound) return null;
  const set = (side: 'min' | 'max', text: string) => {
    const value = text === '' ? undefined : Number(text);
    const next = { ...bound, [side]: value };
    onChange(next.min === undefined && next.max === undefined ? null : next);
  };
  const data = (placeholder: string) => [{ value: '', label: placeholder }, ...options.map((y) => ({ value: String(y), label: String(y) }))];
  return (
    <FilterGroup title="Year" id={id}>
      <div className={classes.yearRow}>
        <NativeSelect
          label="From"
          size="sm"
          data={data('Any')}
          value={bound?.min !== undefined ? String(bound.min) : ''}
          onChange={(e) => set('min', e.currentTarget.value)}
        />
        <NativeSelect
          label="To"
          size="sm"
          data={data('Any')}
          value={bound?.max !== undefined ? String(bound.max) : ''}
          onChange={(e) => set('max', e.currentTarget.value)}
        />
      </div>
    </FilterGroup>
  );
}
