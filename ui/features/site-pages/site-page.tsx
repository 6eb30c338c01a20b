import { useLoaderData } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { BrandPage } from '../models/brand-page';
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
  }
}
