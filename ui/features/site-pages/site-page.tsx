import { useLoaderData } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { ArticlePage, BlogPage } from '../blog/blog-pages';
import { BrandPage } from '../models/brand-page';
import { BrandsPage } from '../models/brands-page';
import { RangePage } from '../models/range-page';
import { ModelPage } from '../models/model-page';
import { ContentPageView } from './content-page';
import type { SitePageData } from './site-page-route';

/** The catch-all route's page: a content page, a model, a manufacturer overview — or the 404 page. */
export function SitePageView() {
  const loaded = useLoaderData() as SitePageData | undefined;
  if (!loaded || !('page' in loaded)) return <NotFoundPage />;
  const { page } = loaded;
  switch (page.kind) {
    case 'content':
      return <ContentPageView page={page} />;
    case 'model':
      return <ModelPage page={page} />;
    case 'brand':
      return <BrandPage page={page} />;
    case 'range':
      return <RangePage page={page} />;
    case 'brands':
      return <BrandsPage page={page} />;
    case 'blog':
      return <BlogPage page={page} />;
    case 'article':
      return <ArticlePage page={page} />;
  }
}
