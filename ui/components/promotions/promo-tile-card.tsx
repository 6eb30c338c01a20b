import type { PromoTile } from '../../../domain/promotions';
import { ArrowRightIcon } from '../icons';
import { SmartLink } from '../smart-link';
import classes from './promo-tile-card.module.css';

/** spec 2 §9: a promo tile in the search results grid, at one of its listing positions while live. */
export function PromoTileCard({ tile }: { tile: PromoTile }) {
  return (
    <aside className={classes.tile} aria-label={tile.title}>
      {tile.image ? <img className={classes.image} src={tile.image} alt="" width={800} height={500} loading="lazy" decoding="async" /> : null}
      <div className={classes.body}>
        <p className={classes.eyebrow}>Offer</p>
        <h3 className={classes.title}>{tile.title}</h3>
        <p className={classes.text}>{tile.text}</p>
      </div>
      <SmartLink href={tile.url} className={classes.cta}>
        {tile.link_label}
        <ArrowRightIcon size={16} />
      </SmartLink>
    </aside>
  );
}
