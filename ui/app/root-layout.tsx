import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SitePromotions } from '../components/promotions/site-promotions';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader } from '../components/site-header/site-header';
import { ToastRegion } from '../components/toasts/toast-region';
import { CompareTrayMount } from '../features/compare/compare-tray-mount';
import { useSite } from '../hooks/use-site';
import { useInPageLinks } from '../lib/in-page-links';
import { usePageHistory } from '../lib/previous-page';
import classes from './root-layout.module.css';

/** Every page of a dealer site: header, the page, footer. */
export function RootLayout() {
  const site = useSite();
  const navigation = useNavigation();
  // issue 14: the pages seen in this tab, so sign-in's Back returns to the page before a gated one.
  usePageHistory();
  useInPageLinks();
  // Marks the document once React has taken over the server's HTML (tests and analytics wait on it).
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <div className={classes.page}>
      {navigation.state !== 'idle' ? <div className={classes.progress} role="progressbar" aria-label="Loading page" /> : null}
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <SitePromotions site={site} />
      <SiteHeader site={site} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter site={site} />
      {/* issue 14: the page's toasts (the watchlist's, spec 1 §8), one live region from the first render. */}
      <ToastRegion />
      {/* issue 14: the compare tray, while this browser's compare list holds a car (not on /compare). */}
      <CompareTrayMount />
      <ScrollRestoration />
    </div>
  );
}

/** When even the site could not be loaded: no theme data, so a bare page. */
export function RootErrorPage() {
  return (
    <div className={classes.fallback}>
      <h1>Something went wrong</h1>
      <p>This page could not be shown just now. Please try again in a moment.</p>
      <p>
        <a href="/">Back to home</a>
      </p>
    </div>
  );
}
