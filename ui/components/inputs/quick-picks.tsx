import classes from './inputs.module.css';

export interface QuickPicksProps {
  /** Names the group for assistive technology ('Maximum price quick picks'). */
  label: string;
  /** Shown before the buttons; omitted: the group is named by `label` only. */
  caption?: string;
  values: readonly number[];
  format: (value: number) => string;
  /** The value the field holds: its button is pressed. */
  selected?: number | string | null;
  onPick: (value: number) => void;
  /** Picks that cannot apply now are shown disabled, so the row never changes shape. */
  isDisabled?: (value: number) => boolean;
  /** Wrap onto more lines instead of scrolling sideways (default: scroll on narrow screens). */
  wrap?: boolean;
}

/**
 * Quick-pick buttons of an input (spec 2 §2 "Inputs": money and kilometres quick picks): one
 * press sets the value. Toggle buttons (aria-pressed) in a labelled group, so a screen reader
 * hears which one is set.
 */
export function QuickPicks({ label, caption, values, format, selected, onPick, isDisabled, wrap = false }: QuickPicksProps) {
  const current = typeof selected === 'number' ? selected : typeof selected === 'string' && selected !== '' ? Number(selected) : null;
  return (
    <div className={classes.field}>
      {caption ? (
        <span className={classes.picksLabel} aria-hidden="true">
          {caption}
        </span>
      ) : null}
      <div className={wrap ? `${classes.picks} ${classes.picksWrap}` : classes.picks} role="group" aria-label={label}>
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className={classes.pick}
            aria-pressed={current === value}
            disabled={isDisabled?.(value) ?? false}
            onClick={() => onPick(value)}
          >
            {format(value)}
          </button>
        ))}
      </div>
    </div>
  );
}
