import { Container, Loader } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInHref, type SignInType } from '../../../domain/shoppers/sign-in';
import { useShopperSession } from '../../hooks/use-shopper-session';
import { useSite } from '../../hooks/use-site';
import { previousPage } from '../../lib/previous-page';
import { gatedPageSummary, gatedPageTitle } from './sign-in-copy';
import classes from './sign-in-gate.module.css';

export interface SignInGateProps {
  /** The sign-in type this page asks for (the heading of /sign-in, and the site's gating list). */
  readonly type: SignInType;
  /** Gate whatever the site's configuration says (pages that are personal by nature: the garage, the watchlist). */
  readonly always?: boolean;
  /** The page's own heading, shown while the sign-in is checked; by default one for the type. */
  readonly title?: string;
  readonly children: ReactNode;
}

/**
 * Sign-in gating (spec 2 §2 'Sign-in gating', spec 1 §4 'a gated action sends an unauthenticated
 * user to sign-in with redirect and back'): where the page is gated — `always`, or its type is in
 * the site's `sign_in.gated` (empty when authentication is off) — the page shows only once the
 * shopper is known to be signed in. Until the session has loaded (and on the server, which never
 * knows: pages are cached for everyone) a neutral panel with the page's heading; signed out, the
 * shopper goes to /sign-in with `redirect` (this page) and `back` (the page before, else home),
 * replacing this entry so the browser's Back does not return to a page that bounces. Never a
 * flash of the gated page. Where nothing is gated the page renders exactly as before.
 */
export function SignInGate({ type, always = false, title, children }: SignInGateProps) {
  const site = useSite();
  const applies = always || site.sign_in.gated.includes(type);
  if (!applies) return <>{children}</>;
  return (
    <Gate type={type} title={title ?? gatedPageTitle(type)}>
      {children}
    </Gate>
  );
}

function Gate({ type, title, children }: { type: SignInType; title: string; children: ReactNode }) {
  const session = useShopperSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (session.status !== 'signed-out') return;
    const here = `${pathname}${search}`;
    void navigate(signInHref({ type, redirect: `${here}${hash}`, back: previousPage(here) ?? '/' }), { replace: true });
  }, [session.status, navigate, type, pathname, search, hash]);

  if (session.status === 'signed-in') return <>{children}</>;
  return <GatePanel title={title} summary={gatedPageSummary(type)} />;
}

/** The gated page's place-holder: its heading, what it holds and a quiet 'checking' line (a busy region, announced politely). */
export function GatePanel({ title, summary }: { title: string; summary?: string }) {
  return (
    <Container size="lg" className={classes.gate} aria-busy="true" data-sign-in-gate="">
      <h1 className={classes.title}>{title}</h1>
      {summary ? <p className={classes.summary}>{summary}</p> : null}
      <p className={classes.checking} role="status">
        <Loader size="xs" aria-hidden="true" />
        <span>Checking your sign-in…</span>
      </p>
      <noscript>
        <p className={classes.summary}>Signing in needs JavaScript, which is switched off in this browser.</p>
      </noscript>
    </Container>
  );
}
