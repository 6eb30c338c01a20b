import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { RANGE_BODY_LABELS, categoryButtonRows, rangeBodyHref, type RangeBody } from '../../../domain/models/model-range';
import classes from './model-range.module.css';

interface CategoryButtonsBase {
  /** The bodies that have models, in spec 2 §2 order. */
  bodies: readonly RangeBody[];
  /** The selected body; null: All. */
  selected: RangeBody | null;
  /** Names the group for assistive technology ('Body type'). */
  label: string;
}

/** Links to /models?body={slug}: they work without script and a crawler follows them (the range page). */
interface LinkButtons extends CategoryButtonsBase {
  mode: 'links';
}

/** Toggle buttons that filter in place (the home page's range). */
interface ToggleButtons extends CategoryButtonsBase {
  mode: 'toggles';
  onSelect: (body: RangeBody | null) => void;
}

/**
 * spec 2 §2 body-type category buttons ('All' first, then each body with models in the spec
 * order), laid out in the rows of spec 2 §9 (domain/models categoryButtonRows).
 */
export function CategoryButtons(props: LinkButtons | ToggleButtons) {
  const options: (RangeBody | null)[] = [null, ...props.bodies];
  const { columns } = categoryButtonRows(options.length);
  // On a phone at most three to a row, so labels stay on one line.
  const style = { '--category-columns': columns, '--category-columns-narrow': Math.min(columns, 3) } as CSSProperties;
  return (
    <ul className={classes.categories} style={style} aria-label={props.label}>
      {options.map((body) => {
        const label = body === null ? 'All' : RANGE_BODY_LABELS[body];
        const selected = body === props.selected;
        return (
          <li key={body ?? 'all'}>
            {props.mode === 'links' ? (
              <Link to={rangeBodyHref(body)} className={classes.category} aria-current={selected ? 'page' : undefined} preventScrollReset>
                {label}
              </Link>
            ) : (
              <button type="button" className={classes.category} aria-pressed={selected} onClick={() => props.onSelect(body)}>
                {label}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
