import { Container } from '@mantine/core';
import { Link } from 'react-router';
import type { ArticlePageData, BlogPageData } from '../../../application/client/caryard-client.port';
import { BLOG_PATH } from '../../../domain/site-content/site-content';
import { BlogCardGrid, blogDate } from '../../components/blog/blog-cards';
import { ArrowRightIcon } from '../../components/icons';
import { useSite } from '../../hooks/use-site';
import classes from './blog.module.css';

function ArrowLeftIcon() {
  return <ArrowRightIcon size={16} className={classes.flip} />;
}

/** /blog/vehicle-reviews (spec 2 §2): the site's reviews as cards, newest first. */
export function BlogPage({ page }: { page: BlogPageData }) {
  const site = useSite();
  const cards = page.articles.map((a) => ({ href: `${BLOG_PATH}/${a.slug}`, heading: a.heading, image: a.image, description: a.description, date: a.date }));
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
            <Link to="/">Home</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">Vehicle Reviews</span>
          </nav>
          <h1 className={classes.title}>Vehicle Reviews</h1>
          <p className={classes.lead}>
            Road tests and buying advice from the {site.name} team: what each car is like to live with, who it suits, and what to check before you buy.
          </p>
        </Container>
      </section>
      <Container size="xl" className={classes.listing}>
        <BlogCardGrid cards={cards} headingLevel={2} eagerFirst />
      </Container>
    </>
  );
}

/** One article of /blog/vehicle-reviews: heading, date, author, image, body, and the way back. */
export function ArticlePage({ page }: { page: ArticlePageData }) {
  const site = useSite();
  const { article } = page;
  const more = site.blog.filter((card) => card.href !== page.path).slice(0, 3);
  return (
    <>
      <article className={classes.article}>
        <header className={classes.articleHeader}>
          <Container size={780}>
            <nav aria-label="Breadcrumb" className={classes.breadcrumbDark}>
              <Link to="/">Home</Link>
              <span aria-hidden="true">/</span>
              <Link to={BLOG_PATH}>Vehicle Reviews</Link>
            </nav>
            <h1 className={classes.articleTitle}>{article.heading}</h1>
            <p className={classes.byline}>
              <time dateTime={article.date}>{blogDate(article.date)}</time>
              {article.author ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>By {article.author}</span>
                </>
              ) : null}
            </p>
          </Container>
        </header>
        <Container size={780}>
          <img className={classes.hero} src={article.image} alt="" width={800} height={500} fetchPriority="high" decoding="async" />
          {/* The HTML comes from the site's configuration through the Markdown renderer, which shows raw HTML as text. */}
          <div className={classes.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
          <div className={classes.articleFooter}>
            <Link to={BLOG_PATH} className={classes.back}>
              <ArrowLeftIcon />
              All vehicle reviews
            </Link>
            <Link to="/search" className={classes.stock}>
              Browse our stock
              <ArrowRightIcon size={16} />
            </Link>
          </div>
        </Container>
      </article>
      {more.length > 0 ? (
        <section className={classes.more} aria-labelledby="more-reviews-heading">
          <Container size="xl">
            <h2 id="more-reviews-heading" className={classes.moreTitle}>
              More vehicle reviews
            </h2>
            <BlogCardGrid cards={more} />
          </Container>
        </section>
      ) : null}
    </>
  );
}
