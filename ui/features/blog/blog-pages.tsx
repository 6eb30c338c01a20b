import { Container } from '@mantine/core';
import type { ArticlePageData, BlogPageData } from '../../../application/client/caryard-client.port';

/** /blog/vehicle-reviews (spec 2 §2). */
export function BlogPage({ page }: { page: BlogPageData }) {
  return (
    <Container size="xl">
      <h1>Vehicle Reviews</h1>
      <p>{page.articles.length} articles</p>
    </Container>
  );
}

/** One article of /blog/vehicle-reviews. */
export function ArticlePage({ page }: { page: ArticlePageData }) {
  return (
    <Container size="xl">
      <h1>{page.article.heading}</h1>
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </Container>
  );
}
