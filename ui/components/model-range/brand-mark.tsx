import type { Manufacturer } from '../../../domain/models/model-range';
import classes from './model-range.module.css';

/** A manufacturer's logo, or its name set as a wordmark when it has none (spec 2 §3: many logos are null). */
export function BrandMark({ manufacturer, className }: { manufacturer: Manufacturer; className?: string }) {
  if (manufacturer.logo) {
    // The name is always written beside the mark, so the image itself is decoration.
    return <img className={`${classes.brandLogo} ${className ?? ''}`} src={manufacturer.logo} alt="" width={144} height={48} loading="lazy" decoding="async" />;
  }
  return (
    <span className={`${classes.wordmark} ${className ?? ''}`} aria-hidden="true">
      {manufacturer.name}
    </span>
  );
}
