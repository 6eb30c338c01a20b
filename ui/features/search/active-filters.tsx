import { Button } from '@mantine/core';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { applyFilterChange, setQuery, type RangeAttribute, type RefinementAttribute, type SearchState } from '../../../domain/search';
import { CloseIcon } from '../../components/icons';
import { FILTER_TITLES, facetValueLabel, rangeText } from '../../lib/search-labels';
import classes from './search.module.css';

interface Chip {
  readonly key: string;
  readonly label: string;
  readonly next: SearchState;
}

/** The chips of what the search is narrowed by, each removable, and Clear Filters. */
export function ActiveFilters({
  site,
  state,
  hidden = [],
  onChange,
  onClear,
}: {
  site: PublicSite;
  state: SearchState;
  /** Refinements the page adds itself (the offers page's tags): not the shopper's to remove. */
  hidden?: readonly RefinementAttribute[];
  onChange: (next: SearchState) => void;
  onClear: () => void;
}) {
  const label = facetValueLabel(site);
  const chips: Chip[] = [];
  if (state.query.trim() !== '') chips.push({ key: 'query', label: `“${state.query.trim()}”`, next: setQuery(state, '') });
  for (const attribute of Object.keys(state.refinementList) as RefinementAttribute[]) {
    if (hidden.includes(attribute)) continue;
    for (const value of state.refinementList[attribute] ?? []) {
      chips.push({
        key: `${attribute}:${value}`,
        label: `${FILTER_TITLES[attribute]}: ${label(value, attribute)}`,
        next: applyFilterChange(state, { kind: 'toggle', attribute, value }),
      });
    }
  }
  for (const attribute of Object.keys(state.range) as RangeAttribute[]) {
    const bound = state.range[attribute];
    if (!bound) continue;
    chips.push({
      key: `range:${attribute}`,
      label: `${FILTER_TITLES[attribute]}: ${rangeText(attribute, bound)}`,
      next: applyFilterChange(state, { kind: 'range', attribute, bound: null }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className={classes.chips} role="group" aria-label="Active filters">
      {chips.map((chip) => (
        <button key={chip.key} type="button" className={classes.chip} onClick={() => onChange(chip.next)} aria-label={`Remove ${chip.label}`}>
          <span>{chip.label}</span>
          <CloseIcon size={14} />
        </button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
