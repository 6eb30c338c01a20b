import { redirect, type LoaderFunctionArgs } from 'react-router';

/**
 * spec 2 §2 lists both /special-offers and /offers. Choice: /special-offers is the offers page
 * (spec 1 §2 route table) and /offers answers a permanent redirect to it, its query kept, so
 * old links work and search engines index one URL.
 */
export function offersRedirectLoader({ request }: LoaderFunctionArgs): never {
  throw redirect(`/special-offers${new URL(request.url).search}`, 301);
}
