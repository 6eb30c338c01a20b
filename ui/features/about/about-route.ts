import * as E from 'fp-ts/Either';
import { data, type UNSAFE_DataWithResponseInit } from 'react-router';
import type { CaryardClient, RenderedContentPage } from '../../../application/client/caryard-client.port';

/** What /about-us renders: the site's about page from its content, or its 404 page when the site switched it off. */
export type AboutPageData = { readonly page: RenderedContentPage } | { readonly notFound: true };

export const ABOUT_PATH = '/about-us';

/**
 * /about-us (spec 2 §2) is content-driven (issue 11): its words are the site's `about-us` content
 * page (config/dealer-sites default-content and each site's override); the statistics and the
 * location cards beside them come from the site's own data.
 */
export function aboutLoader(client: CaryardClient) {
  return async (): Promise<AboutPageData | UNSAFE_DataWithResponseInit<AboutPageData>> => {
    const answer = await client.getSitePage({ path: ABOUT_PATH });
    if (E.isRight(answer)) {
      if (answer.right.kind === 'content') return { page: answer.right };
      return data({ notFound: true as const }, { status: 404 });
    }
    if (answer.left.code === 'PAGE.NOT_FOUND') return data({ notFound: true as const }, { status: 404 });
    throw data({ message: answer.left.message }, { status: 503 });
  };
}
