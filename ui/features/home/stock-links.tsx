import { Container } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { carTypeSlides, facetLinkHref, facetLists, slugify, type FacetItem } from '../../../domain/search';
import { CarTypeSlider } from '../../components/car-type-slider/car-type-slider';
import { facetValueLabel, formatNumber } from '../../lib/search-labels';
import { routeContextOf } from '../../lib/search-route-context';
import type { HeroCatalogue } from './hero-search';
import classes from './stock-links.module.css';

/** The picture of a body type (the app's rendered vehicle pictures, by body family). */
const BODY_IMAGE: Readonly<Record<string, string>> = {
  suv: 'suv',
  hatch: 'hatch',
  hatchback: 'hatch',
  sedan: 'sedan',
  ute: 'ute',
  'cab-chassis': 'ute',
  wagon: 'wagon',
  van: 'van',
  'people-mover': 'van',
  coupe: 'coupe',
  convertible: 'convertible',
  motorcycle: 'motorcycle',
  truck: 'truck',
  caravan: 'caravan',
  'pop-top': 'caravan',
  'camper-trailer': 'caravan',
};
const bodyImage = (body: string): string | null => {
  const family = BODY_IMAGE[body.toLowerCase().replace(/\s+/g, '-')];
  return family ? `/media/cars/${family}/white/0.webp?w=320` : null;
};

/** Choice: at most 12 cards a group (two rows on a wide screen); the search page lists the rest. */
const CARDS_PER_GROUP = 12;

type FacetGroup = { attribute: 'make' | 'model' | 'body'; items: FacetItem[]; title: string; id: string };

/** A card's picture: the range's logo or model image, a body drawing, or null for a wordmark. */
function pictureOf(site: PublicSite, attribute: FacetGroup['attribute'], item: FacetItem): string | null {
  if (attribute === 'body') return bodyImage(item.value);
  const slug = slugify(item.value);
  if (attribute === 'make') return site.range.manufacturers.find((m) => (m.slug === slug || slugify(m.name) === slug) && m.logo)?.logo ?? null;
  return site.range.models.find((m) => slugify(m.name) === slug && m.image)?.image ?? null;
}

/** The wordmark's type is sized to its longest word, so 'Kia' and 'Volkswagen' both fill the tile on one line. */
const wordmarkStyle = (label: string): CSSProperties =>
  ({ '--wordmark-chars': Math.max(4, ...label.split(/\s+/).map((word) => word.length)) }) as CSSProperties;

/** The most cards two groups may have in all to share one row on a desktop. */
const ONE_ROW_CARDS = 8;

/**
 * spec 2 §2 facet link cards: each goes to /search/{make-or-body-slug} (facetLinkHref) and
 * shows its label, its count and a picture — the make's logo where the range has one, else a
 * typographic wordmark of the make; the body type's drawing. A single-make site shows its
 * models instead of one make.
 */
export function FacetLinks({ site, catalogue }: { site: PublicSite; catalogue: HeroCatalogue }) {
  const lists = facetLists(catalogue.facets, { label: facetValueLabel(site) });
  const routes = routeContextOf('/search', catalogue.facets);
  const makes = lists.make ?? [];
  const byMake: FacetGroup =
    makes.length > 1
      ? { attribute: 'make', items: makes.slice(0, CARDS_PER_GROUP), title: 'Shop by make', id: 'shop-by-make' }
      : { attribute: 'model', items: (lists.model ?? []).slice(0, CARDS_PER_GROUP), title: 'Shop by model', id: 'shop-by-model' };
  const byBody: FacetGroup = { attribute: 'body', items: (lists.body ?? []).slice(0, CARDS_PER_GROUP), title: 'Shop by body type', id: 'shop-by-body' };
  // One card is no choice: a group shows when it offers two or more.
  const groups = [byMake, byBody].filter((group) => group.items.length > 1);
  if (groups.length === 0) return null;
  // issue 17 'no orphaned grid cell': two small groups (8 cards or fewer in all) share one row on a
  // desktop, each as wide as its cards, rather than each leaving most of its own row empty.
  const oneRow = groups.length > 1 && groups.reduce((cards, group) => cards + group.items.length, 0) <= ONE_ROW_CARDS;
  return (
    <section className={classes.section} aria-label="Browse our stock">
      <Container size="xl" className={oneRow ? classes.oneRow : undefined}>
        {groups.map((group) => (
          <div key={group.attribute} className={classes.group} style={oneRow ? ({ '--cards': group.items.length } as CSSProperties) : undefined}>
            <h2 id={group.id} className={classes.title}>
              {group.title}
            </h2>
            <ul className={classes.cards} aria-labelledby={group.id}>
              {group.items.map((item) => {
                const picture = pictureOf(site, group.attribute, item);
                return (
                  <li key={item.value}>
                    <Link className={classes.card} to={facetLinkHref(group.attribute, item.value, routes)}>
                      {picture ? (
                        <img className={classes.picture} src={picture} alt="" width={160} height={120} loading="lazy" decoding="async" />
                      ) : (
                        <span className={classes.wordmark} style={wordmarkStyle(item.label)} aria-hidden="true">
                          <span className={classes.wordmarkText}>{item.label}</span>
                        </span>
                      )}
                      <span className={classes.label}>{item.label}</span>
                      <span className={classes.count}>{formatNumber(item.count)} in stock</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </Container>
    </section>
  );
}

/**
 * The car type slider under the hero (spec 2 §2 "Car type slider: All, New, New / Demo, Used,
 * Demo"): only the types the site's stock has, so a used-only site shows just Used.
 */
export function CarTypeBand({ site, catalogue }: { site: PublicSite; catalogue: HeroCatalogue }) {
  const slides = carTypeSlides(catalogue.facets.car_type, routeContextOf('/search', catalogue.facets));
  if (slides.length === 0) return null;
  return (
    <div className={classes.band}>
      <Container size="xl" className={classes.bandInner}>
        <span className={classes.bandCaption} aria-hidden="true">
          Browse
        </span>
        <CarTypeSlider slides={slides} labels={site.labels} className={classes.bandSlider} />
      </Container>
    </div>
  );
}
