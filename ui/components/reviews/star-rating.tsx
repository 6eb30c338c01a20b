import { formatRating, ratingFillPercent, ratingLabel } from '../../../domain/promotions';
import classes from './reviews.module.css';

const STAR = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/** The five stars as one path (the star moved 24 units right each time): one element, not five, in every rating. */
const FIVE_STARS = [0, 24, 48, 72, 96]
  .map((dx) => STAR.replace(/([ML])([\d.]+) ([\d.]+)/g, (_, command: string, x: string, y: string) => `${command}${Number(x) + dx} ${y}`))
  .join('');

function Stars({ size }: { size: number }) {
  return (
    <svg width={size * 5} height={size} viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      <path d={FIVE_STARS} />
    </svg>
  );
}

/**
 * Five stars filled to the rating (spec 2 §2: one decimal), with the text alternative
 * 'Rated 4.7 out of 5'. `showValue` prints the rating beside the stars.
 */
export function StarRating({ rating, size = 18, showValue = false }: { rating: number | string; size?: number; showValue?: boolean }) {
  return (
    <span className={classes.rating}>
      <span className={classes.stars} role="img" aria-label={ratingLabel(rating)}>
        <span className={classes.starsEmpty}>
          <Stars size={size} />
        </span>
        <span className={classes.starsFull} style={{ width: `${ratingFillPercent(rating)}%` }}>
          <Stars size={size} />
        </span>
      </span>
      {showValue ? (
        <span className={classes.ratingValue} aria-hidden="true">
          {formatRating(rating)}
        </span>
      ) : null}
    </span>
  );
}
