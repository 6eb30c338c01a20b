import { useRef, type KeyboardEvent } from 'react';
import { nextCondition, type Condition } from '../../../domain/search/hero-search';
import classes from './home.module.css';

export interface ConditionFilterProps {
  /** The conditions offered, All ('') first (conditionsInStock). */
  options: readonly { value: Condition; label: string }[];
  value: Condition;
  onChange: (value: Condition) => void;
}

/**
 * The hero's condition filter (spec 2 §2: All/New/Demo/Used on car_type, cycling All, new,
 * demo, used): toggle buttons with aria-pressed in a labelled group. Each is a button a
 * keyboard reaches with Tab and presses with Enter or Space; the arrow keys cycle the
 * condition (and follow it with focus), as they move a segmented control.
 */
export function ConditionFilter({ options, value, onChange }: ConditionFilterProps) {
  const buttons = useRef(new Map<Condition, HTMLButtonElement>());
  const offered = options.map((option) => option.value);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: Condition) => {
    const direction = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const next = nextCondition(from, { offered, direction });
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={classes.conditionRow}>
      <span className={classes.searchLabel} id="hero-condition-label">
        Condition
      </span>
      <div className={classes.condition} role="group" aria-labelledby="hero-condition-label">
        {options.map((option) => (
          <button
            key={option.value}
            ref={(element) => {
              if (element) buttons.current.set(option.value, element);
              else buttons.current.delete(option.value);
            }}
            type="button"
            className={classes.conditionButton}
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
