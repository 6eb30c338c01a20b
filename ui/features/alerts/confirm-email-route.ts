import type { LoaderFunctionArgs } from 'react-router';
import { CONFIRMATION_TOKEN_MAX_LENGTH, confirmationTokenEmail } from '../../../domain/shoppers/alert-email-confirmation';
import type { RouteHandle } from '../../lib/page-meta';

/** What the confirmation page starts with: the link's token and the address it names, and the outcome of a form posted without JavaScript. */
export interface ConfirmEmailPageData {
  /** The token of the email's link (`?token=`), or null when the link has none. */
  readonly token: string | null;
  /** The address the token names (read from it for the question; the confirmation checks its signature), or null. */
  readonly email: string | null;
  /**
   * 'ask' (the link as clicked), 'confirmed' (`?confirmed=1`, after the form posted without
   * JavaScript), 'changed' (`?changed=1`: the address is no longer the one for alerts),
   * 'invalid' (`?invalid=1`, or a token naming no address), 'missing' (no token at all).
   */
  readonly state: 'ask' | 'confirmed' | 'changed' | 'invalid' | 'missing';
}

/**
 * `/alerts/confirm-email?token=…` (issue 14; Spam Act 2003 s 16: an address given for alerts
 * gets them only once its owner confirms it). The page only reads its URL: confirming happens
 * on the button (POST), never on the GET a mail filter makes when it scans the link.
 */
export function confirmEmailLoader({ request }: LoaderFunctionArgs): ConfirmEmailPageData {
  const params = new URL(request.url).searchParams;
  const raw = params.get('token')?.trim() ?? '';
  const token = raw !== '' && raw.length <= CONFIRMATION_TOKEN_MAX_LENGTH ? raw : null;
  const email = token === null ? null : confirmationTokenEmail(token);
  if (params.get('confirmed') === '1') return { token, email, state: 'confirmed' };
  if (params.get('changed') === '1') return { token, email, state: 'changed' };
  if (params.get('invalid') === '1') return { token, email, state: 'invalid' };
  if (raw === '') return { token: null, email: null, state: 'missing' };
  return { token, email, state: token !== null && email !== null ? 'ask' : 'invalid' };
}

export const CONFIRM_EMAIL_CHUNK = 'features/alerts/confirm-email-page.tsx';

export const confirmEmailHandle: RouteHandle = {
  chunk: CONFIRM_EMAIL_CHUNK,
  meta: ({ site }) => ({
    title: `Confirm your email | ${site.name}`,
    description: `Confirm the email address for price-drop, sold and new-stock alerts from ${site.name}.`,
    // A page of one shopper's link: never indexed.
    noindex: true,
  }),
};
