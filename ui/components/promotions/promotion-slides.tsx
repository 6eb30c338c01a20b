import { Container } from '@mantine/core';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { SLIDE_IMAGE_HEIGHT, SLIDE_IMAGE_WIDTH, type Slide } from '../../../domain/promotions';
import { ArrowRightIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { Carousel } from './carousel';
import classes from './promotion-slides.module.css';

function SlideView({ slide, first }: { slide: Slide; first: boolean }) {
  // spec 2 §9: 1920 × 540 by default; the first image is wanted at once, the others when scrolled to.
  const image = (
    <img
      className={classes.image}
      src={slide.image}
      alt={slide.hide_overlay ? `${slide.name}. ${slide.description}`.trim() : ''}
      width={SLIDE_IMAGE_WIDTH}
      height={SLIDE_IMAGE_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
      {...(first ? { fetchPriority: 'high' as const } : {})}
    />
  );
  // spec 2 §2 hide_overlay: the image carries its own words; the whole slide is the link.
  if (slide.hide_overlay) {
    return (
      <SmartLink href={slide.url} className={classes.slide}>
        {image}
      </SmartLink>
    );
  }
  return (
    <div className={classes.slide}>
      {image}
      <div className={classes.overlay}>
        <h3 className={classes.name}>{slide.name}</h3>
        {slide.description ? <p className={classes.description}>{slide.description}</p> : null}
        <SmartLink href={slide.url} className={classes.cta} aria-label={`Find out more: ${slide.name}`}>
          Find out more
          <ArrowRightIcon size={16} />
        </SmartLink>
      </div>
    </div>
  );
}

/**
 * The home page's promotions slider (spec 2 §2 slide fields id, name, description, url,
 * hide_overlay; spec 2 §9 540 × 1920 images), where the site configures slides.
 */
export function PromotionSlides({ site }: { site: PublicSite }) {
  const { slides } = site.promotions;
  if (slides.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="promotions-heading">
      <Container size="xl">
        <h2 id="promotions-heading" className={classes.heading}>
          Current promotions
        </h2>
        <Carousel
          className={classes.carousel}
          label="Promotion slides"
          itemName="slide"
          controls="overlay"
          keys={slides.map((s) => s.id)}
          items={slides.map((slide, i) => (
            <SlideView key={slide.id} slide={slide} first={i === 0} />
          ))}
        />
      </Container>
    </section>
  );
}
