import type { LoaderFunctionArgs } from 'react-router';
import { isSignInType, safeReturnPath, type SignInType } from '../../../domain/shoppers/sign-in';
import type { RouteHandle } from '../../lib/page-meta';
import { signInHeading } from './sign-in-copy';

export interface SignInPageData {
  /** What the shopper signs in for (null: a plain sign-in). */
  readonly type: SignInType | null;
  /** Where the shopper lands once signed in: a path of this site, else the home page. */
  readonly redirect: string;
  /** Where Back goes: a path of this site, else the home page. */
  readonly back: string;
}

/** Back to sign-in after signing in would only bounce: such a target is the home page. */
const notSignIn = (path: string): string => (/^\/sign-in(?:[/?#]|$)/.test(path) ? '/' : path);

/**
 * `/sign-in?type={type}&redirect={target}&back={previous page}` (spec 1 §2, spec 2 §2). Both
 * paths pass the open-redirect guard (domain/shoppers/sign-in.ts safeReturnPath): anything that
 * is not a path of this site ('//evil.example', 'https://…') becomes '/'.
 */
export function signInLoader({ request }: LoaderFunctionArgs): SignInPageData {
  const params = new URL(request.url).searchParams;
  const type = params.get('type');
  return {
    type: isSignInType(type) ? type : null,
    redirect: notSignIn(safeReturnPath(params.get('redirect'))),
    back: notSignIn(safeReturnPath(params.get('back'))),
  };
}

export const SIGN_IN_CHUNK = 'features/sign-in/sign-in-page.tsx';

export const signInHandle: RouteHandle = {
  chunk: SIGN_IN_CHUNK,
  meta: ({ site, data }) => ({
    title: `${signInHeading((data as SignInPageData | undefined)?.type)} | ${site.name}`,
    description: `Sign in to ${site.name} with your mobile number: we text you a one-time code. No password needed.`,
    // A personal page: never indexed.
    noindex: true,
  }),
};
