import { fromPriceText, modelDisplayName, modelStatusLabel, type ModelSummary } from '../../../domain/models/model-range';
import { SmartLink } from '../smart-link';
import classes from './model-range.module.css';

export interface ModelTileProps {
  model: ModelSummary;
  /** The short description under the name (range and brand pages); left out in carousels. */
  description?: string;
  /** Heading level of the model's name in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first tiles of a page load their image at once; the rest when scrolled near. */
  priority?: boolean;
}

/**
 * spec 2 §2 model tile: image, the status label NEW or COMING SOON, the model name prefixed
 * with the brand, and (issue 11) its from price. The whole tile is one link to the model's
 * page, named by the model's name alone.
 */
export function ModelTile({ model, description, headingLevel = 'h3', priority = false }: ModelTileProps) {
  const Heading = headingLevel;
  const name = modelDisplayName(model);
  const status = modelStatusLabel(model.status);
  const price = fromPriceText(model.from_price);
  return (
    <article className={classes.tile}>
      <div className={classes.tileMedia}>
        <img className={classes.tileImage} src={model.image} alt="" width={800} height={500} loading={priority ? 'eager' : 'lazy'} decoding="async" />
        {status ? <span className={`${classes.status} ${status === 'NEW' ? classes.statusNew : classes.statusSoon}`}>{status}</span> : null}
      </div>
      <div className={classes.tileBody}>
        <Heading className={classes.tileName}>
          <SmartLink href={model.path} className={classes.tileLink}>
            {name}
          </SmartLink>
        </Heading>
        <p className={classes.tilePrice}>{price ?? (model.status === 'coming_soon' ? 'Pricing to be announced' : 'Enquire for pricing')}</p>
        {description ? <p className={classes.tileText}>{description}</p> : null}
        <span className={classes.tileCta} aria-hidden="true">
          Explore
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </span>
      </div>
    </article>
  );
}

/** The note every page showing from prices carries: they are a guide, not a quote (issue 11: honest copy). */
export function FromPriceNote({ className }: { className?: string }) {
  return (
    <p className={`${classes.priceNote} ${className ?? ''}`}>
      From prices are a guide to each model’s entry grade and exclude on-road costs. Ask us for a drive-away quote on the model and grade you want.
    </p>
  );
}
