import { Link } from 'react-router';
import type { CarTypeSlide, CarTypeSlideLink } from '../../../domain/search/hero-search';
import { carTypeLabel, type CarTypeLabels } from '../../../domain/vehicle/labels';
import { formatNumber } from '../../lib/search-labels';
import classes from './car-type-slider.module.css';

export interface CarTypeSliderProps {
  /** The slides to show, from carTypeSlides (only those the site's stock has). */
  slides: readonly CarTypeSlideLink[];
  /** The site's car type words ('Pre-Owned' for used on some sites). */
  labels: Partial<CarTypeLabels>;
  /** The slide of the page the shopper is on (aria-current), if any. */
  current?: CarTypeSlide;
  /** Names the navigation landmark. */
  label?: string;
  className?: string;
}

/** spec 2 §2: All, New, New / Demo, Used, Demo, in the site's own words. */
export function slideLabel(id: CarTypeSlide, labels: Partial<CarTypeLabels>): string {
  switch (id) {
    case 'all':
      return 'All';
    case 'new-demo':
      return `${carTypeLabel('new', labels)} / ${carTypeLabel('demo', labels)}`;
    default:
      return carTypeLabel(id, labels);
  }
}

/**
 * The car type slider (spec 2 §2): a row of pills, scrolled sideways on a narrow screen,
 * each a link to its search route with the number of cars it finds. Nothing when there is
 * nothing to choose between.
 */
export function CarTypeSlider({ slides, labels, current, label = 'Shop by condition', className }: CarTypeSliderProps) {
  if (slides.length === 0) return null;
  return (
    <nav className={className ? `${classes.slider} ${className}` : classes.slider} aria-label={label}>
      <ul className={classes.track}>
        {slides.map((slide) => (
          <li key={slide.id}>
            <Link className={classes.pill} to={slide.href} aria-current={slide.id === current ? 'page' : undefined}>
              <span className={classes.pillLabel}>{slideLabel(slide.id, labels)}</span>
              <span className={classes.pillCount}>
                {formatNumber(slide.count)}
                <span className={classes.visuallyHidden}> in stock</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
