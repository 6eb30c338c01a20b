import type { RouteObject } from 'react-router';
import type { CaryardClient } from '../../application/client/caryard-client.port';
import { AboutPage, aboutHandle } from '../features/about/about-page';
import { aboutLoader } from '../features/about/about-route';
import { checkoutHandle, checkoutLoader } from '../features/checkout/checkout-route';
import { financeHandle as financeCalculatorHandle, financeLoader } from '../features/finance/finance-route';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { carFormLoader, contactHandle, financeHandle, successHandle, testDriveHandle } from '../features/forms/forms-route';
import { HOME_CHUNK, homeHandle, homeLoader } from '../features/home/home-route';
import { printHandle, printLoader } from '../features/print/print-route';
import { searchLoader } from '../features/search/search-loader';
import { sitePageHandle, sitePageLoader } from '../features/site-pages/site-page-route';
import { TRADE_IN_CHUNK, tradeInHandle, tradeInLoader } from '../features/trade-in/trade-in-route';
import { bookAServiceLoader, SERVICE_CHUNK, serviceHandle, serviceLoader } from '../features/service/service-route';
import { offersRedirectLoader } from '../features/site-pages/offers-redirect';
import {
  contactLocationHandle,
  contactLocationLoader,
  locationHandle,
  locationLoader,
  locationsHandle,
  locationsLoader,
  locationsShouldRevalidate,
} from '../features/locations/locations-route';
import { searchHandle } from '../features/search/search-meta';
import { watchlistHandle } from '../features/watchlist/watchlist-route';
import { compareHandle } from '../features/compare/compare-route';
import { onlinePaymentHandle } from '../features/online-payment/online-payment-route';
import { buyOnlineHandle, buyOnlineLoader } from '../features/buy-online/buy-online-route';
import { favouritesHandle } from '../features/favourites/favourites-route';
import { BRANDED_GARAGE_PATHS, brandedGarageLoader, garageHandle, garageLoader } from '../features/garage/garage-route';
import { gated } from '../features/sign-in/gated-route';
import { signInHandle, signInLoader } from '../features/sign-in/sign-in-route';
import { vehicleHandle, vehicleLoader } from '../features/vehicle/vehicle-route';
import type { RootLoaderData } from '../hooks/use-site';
import { aliasOf } from '../lib/page-meta';
import { valueOr503 } from '../lib/route-answers';
import { modulePages } from './module-pages';
import { RootErrorPage, RootLayout } from './root-layout';
import { unsubscribeHandle, unsubscribeLoader } from '../features/alerts/unsubscribe-route';
import { confirmEmailHandle, confirmEmailLoader } from '../features/alerts/confirm-email-route';

// Pages with heavy parts (filters, sliders, cards) load with their route; loaders and meta stay in the entry.
const homePage = async () => ({ Component: (await import('../features/home/home-page')).HomePage });
const searchPage = async () => ({ Component: (await import('../features/search/search-page')).SearchPage });
const vehiclePage = async () => ({ Component: (await import('../features/vehicle/vehicle-page')).VehiclePage });
// A lazy route names its module (the client manifest's key) in `handle.chunk`: the server links its stylesheets.
const SEARCH_CHUNK = 'features/search/search-page.tsx';
const financePage = async () => ({ Component: (await import('../features/finance/finance-page')).FinancePage });
// Lead forms (issue 6): the forms and the machine load with their pages.
const contactPage = async () => ({ Component: (await import('../features/forms/contact-page')).ContactPage });
const multiStepContactPage = async () => ({ Component: (await import('../features/forms/contact-page')).MultiStepContactPage });
const financeEnquiryPage = async () => ({ Component: (await import('../features/forms/finance-enquiry-page')).FinanceEnquiryPage });
const testDrivePage = async () => ({ Component: (await import('../features/forms/test-drive-page')).TestDrivePage });
const successPage = async () => ({ Component: (await import('../features/forms/success-page')).SuccessPage });
// issue 12: the trade-in instant offer (its machine and steps load with the page).
const tradeInPage = async () => ({ Component: (await import('../features/trade-in/trade-in-page')).TradeInPage });
const checkoutPage = async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage });
// issue 11: the site's own pages (content, models, manufacturers) and its 404 page, behind the catch-all.
const sitePage = async () => {
  const module = await import('../features/site-pages/site-page');
  return { Component: module.SitePageView };
};
const printPage = async () => ({ Component: (await import('../features/print/print-page')).PrintPage });
// issue 13: the locations pages (the map, the hours, the carousels load with them).
const locationsPage = async () => ({ Component: (await import('../features/locations/locations-page')).LocationsPage });
const locationPage = async () => ({ Component: (await import('../features/locations/location-page')).LocationPage });
const contactLocationPage = async () => ({ Component: (await import('../features/locations/contact-location-page')).ContactLocationPage });
// issue 13: the service page (the booking form, its machine and the slot picker load with it).
const servicePage = async () => ({ Component: (await import('../features/service/service-page')).ServicePage });
// issue 14: the shopper's watchlist page (its list loads after the page, signed in).
const watchlistPage = async () => ({ Component: (await import('../features/watchlist/watchlist-page')).WatchlistPage });
// issue 14: the favourites and compare pages (their lists live in the browser: they fill in after hydration).
const favouritesPage = async () => ({ Component: (await import('../features/favourites/favourites-page')).FavouritesPage });
const comparePage = async () => ({ Component: (await import('../features/compare/compare-page')).ComparePage });
// issue 14: sign-in by phone, and the garage (behind sign-in; its contents load after the page).
const signInPage = async () => ({ Component: (await import('../features/sign-in/sign-in-page')).SignInPage });
const garagePage = async () => ({ Component: (await import('../features/garage/garage-page')).GaragePage });
// issue 15: the online purchase journey (its machine, the steps and the test card form load with it).
const buyOnlinePage = async () => ({ Component: (await import('../features/buy-online/buy-online-page')).BuyOnlinePage });
// issue 15: /online-payment, a placed online order found by its reference and email.
const onlinePaymentPage = async () => ({ Component: (await import('../features/online-payment/online-payment-page')).OnlinePaymentPage });
// issue 14: the unsubscribe link of every alert (asks before it stops anything).
const unsubscribePage = async () => ({ Component: (await import('../features/alerts/unsubscribe-page')).UnsubscribePage });
// issue 14: the link that confirms an alert email (asks before it confirms anything).
const confirmEmailPage = async () => ({ Component: (await import('../features/alerts/confirm-email-page')).ConfirmEmailPage });

/**
 * The route tree, shared by the server (static handler) and the browser (browser
 * router). Loaders reach Caryard only through the client port they are given.
 */
export function createRoutes(client: CaryardClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      // Only a client over the network fails here: Caryard did not answer (503).
      loader: async (): Promise<RootLoaderData> => ({ site: valueOr503(await client.getSite()) }),
      // The site never changes while a visitor browses it.
      shouldRevalidate: () => false,
      Component: RootLayout,
      ErrorBoundary: RootErrorPage,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          children: [
            { id: 'home', index: true, loader: homeLoader(client), lazy: homePage, handle: { ...homeHandle, chunk: HOME_CHUNK } },
            { id: 'about', path: 'about-us', loader: aboutLoader(client), Component: AboutPage, handle: aboutHandle },
            // spec 2 §2: /search, /search/{car-type}, /search/{make}[/{model}], /search/{body}; /used-car/... on one variant.
            { id: 'search', path: 'search/*', loader: searchLoader(client, 'search'), lazy: searchPage, handle: { ...searchHandle, chunk: SEARCH_CHUNK } },
            { id: 'used-car', path: 'used-car/*', loader: searchLoader(client, 'search'), lazy: searchPage, handle: { ...searchHandle, chunk: SEARCH_CHUNK } },
            // spec 1 §2: the offers page, the base search page of the offers variant.
            {
              id: 'offers',
              path: 'special-offers',
              loader: searchLoader(client, 'offers'),
              lazy: searchPage,
              handle: { ...searchHandle, chunk: SEARCH_CHUNK },
            },
            // spec 2 §2 also lists /offers: a permanent redirect to /special-offers (issue 11).
            { id: 'offers-redirect', path: 'offers', loader: offersRedirectLoader },
            // spec 1 §2, spec 2 §2: /cars/trade-in?car_id={id}, the trade-in towards a car (before cars/:slug, which would take it).
            {
              id: 'cars-trade-in',
              path: 'cars/trade-in',
              loader: tradeInLoader(client),
              lazy: tradeInPage,
              handle: { ...aliasOf(tradeInHandle, '/sell-my-car'), chunk: TRADE_IN_CHUNK },
            },
            {
              id: 'vehicle',
              path: 'cars/:slug',
              loader: vehicleLoader(client),
              lazy: vehiclePage,
              handle: { ...vehicleHandle, chunk: 'features/vehicle/vehicle-page.tsx', styleChunks: ['features/vehicle/vehicle-below-fold.tsx'] },
            },
            // spec 1 §2, spec 2 §2: the default finance page (the calculator with no car; #finance-form).
            {
              id: 'finance',
              path: 'finance',
              loader: financeLoader,
              lazy: gated('finance', financePage),
              handle: { ...financeCalculatorHandle, chunk: 'features/finance/finance-page.tsx' },
            },
            // spec 2 §2: /personalised/finance?car_id={id}, the finance route for a car with an NVIC; the same calculator page, /finance its canonical URL.
            {
              id: 'personalised-finance',
              path: 'personalised/finance',
              loader: financeLoader,
              lazy: gated('car-finance', financePage),
              handle: { ...aliasOf(financeCalculatorHandle, '/finance'), chunk: 'features/finance/finance-page.tsx' },
            },
            // spec 2 §2 lead forms: /contact (a car preselected by ?car_id={slug}), /contact-us (the multi-step enquiry),
            // finance at /finance-enquiry and /apply-for-finance (#finance-form), /book-test-drive, /success after a form.
            {
              id: 'contact',
              path: 'contact',
              loader: carFormLoader(client),
              lazy: contactPage,
              handle: { ...contactHandle, chunk: 'features/forms/contact-page.tsx' },
            },
            {
              id: 'contact-us',
              path: 'contact-us',
              loader: carFormLoader(client),
              lazy: multiStepContactPage,
              handle: { ...contactHandle, chunk: 'features/forms/contact-page.tsx' },
            },
            {
              id: 'finance-enquiry',
              path: 'finance-enquiry',
              loader: carFormLoader(client),
              lazy: financeEnquiryPage,
              handle: { ...financeHandle, chunk: 'features/forms/finance-enquiry-page.tsx' },
            },
            {
              id: 'apply-for-finance',
              path: 'apply-for-finance',
              loader: carFormLoader(client),
              lazy: financeEnquiryPage,
              handle: { ...aliasOf(financeHandle, '/finance-enquiry'), chunk: 'features/forms/finance-enquiry-page.tsx' },
            },
            {
              id: 'book-test-drive',
              path: 'book-test-drive',
              loader: carFormLoader(client),
              lazy: testDrivePage,
              handle: { ...testDriveHandle, chunk: 'features/forms/test-drive-page.tsx' },
            },
            // issue 12, spec 2 §2: the instant offer by number plate (?rego=&state= from the home page's box start the lookup).
            { id: 'sell-my-car', path: 'sell-my-car', loader: tradeInLoader(client), lazy: tradeInPage, handle: { ...tradeInHandle, chunk: TRADE_IN_CHUNK } },
            {
              id: 'trade-in',
              path: 'trade-in',
              loader: tradeInLoader(client),
              lazy: tradeInPage,
              handle: { ...aliasOf(tradeInHandle, '/sell-my-car'), chunk: TRADE_IN_CHUNK },
            },
            { id: 'success', path: 'success', lazy: successPage, handle: { ...successHandle, chunk: 'features/forms/success-page.tsx' } },
            // spec 1 §2, spec 2 §2: reserve online; /buy-online on one variant.
            {
              id: 'checkout',
              path: 'cars/:slug/checkout',
              loader: checkoutLoader(client),
              lazy: checkoutPage,
              handle: { ...checkoutHandle, chunk: 'features/checkout/checkout-page.tsx', personal: true },
            },
            {
              id: 'buy-online',
              path: 'cars/:slug/buy-online',
              loader: checkoutLoader(client),
              lazy: checkoutPage,
              handle: { ...checkoutHandle, chunk: 'features/checkout/checkout-page.tsx', personal: true },
            },
            // spec 1 §2 route table: /print?car_id={slug}, the printable vehicle page (opened in a new tab).
            { id: 'print', path: 'print', loader: printLoader(client), lazy: printPage, handle: { ...printHandle, chunk: 'features/print/print-page.tsx' } },
            // issue 13, spec 2 §2: /locations and /dealer-locator (one page; its canonical URL is the one the site's menu links),
            // /locations/{slug}, and /contact-us/{slug} with the form preset to the location.
            {
              id: 'locations',
              path: 'locations',
              loader: locationsLoader(client),
              lazy: locationsPage,
              handle: locationsHandle,
              shouldRevalidate: locationsShouldRevalidate,
            },
            {
              id: 'dealer-locator',
              path: 'dealer-locator',
              loader: locationsLoader(client),
              lazy: locationsPage,
              handle: locationsHandle,
              shouldRevalidate: locationsShouldRevalidate,
            },
            { id: 'location', path: 'locations/:slug', loader: locationLoader(client), lazy: locationPage, handle: locationHandle },
            {
              id: 'contact-us-location',
              path: 'contact-us/:slug',
              loader: contactLocationLoader(client),
              lazy: contactLocationPage,
              handle: contactLocationHandle,
            },
            // issue 13, spec 2 §2: /service (the booking form at #service-form, or the dealer's booking page in an iframe);
            // /book-a-service answers a permanent redirect to /service#service-form.
            { id: 'service', path: 'service', loader: serviceLoader, lazy: servicePage, handle: { ...serviceHandle, chunk: SERVICE_CHUNK } },
            { id: 'book-a-service', path: 'book-a-service', loader: bookAServiceLoader },
            // issue 14, spec 1 §2: the watchlist list page ('View List' of the watchlist toasts; its path is ours).
            { id: 'watchlist', path: 'watchlist', lazy: watchlistPage, handle: { ...watchlistHandle, personal: true } },
            // issue 14, spec 2 §2: /favourites; /compare (up to four cars side by side; its path is ours).
            { id: 'favourites', path: 'favourites', lazy: favouritesPage, handle: { ...favouritesHandle, personal: true } },
            { id: 'compare', path: 'compare', lazy: comparePage, handle: { ...compareHandle, personal: true } },
            // issue 14, spec 1 §2, spec 2 §2: /sign-in?type=&redirect=&back=; /my-garage where the site has a garage (else 404).
            { id: 'sign-in', path: 'sign-in', loader: signInLoader, lazy: signInPage, handle: { ...signInHandle, personal: true } },
            { id: 'my-garage', path: 'my-garage', loader: garageLoader(client), lazy: garagePage, handle: { ...garageHandle, personal: true } },
            ...BRANDED_GARAGE_PATHS.map((path) => ({ id: `garage-${path}`, path, loader: brandedGarageLoader(client) })),
            // issue 15, spec 1 §2, spec 2 §2: /checkout-journey?car_id={slug} where the site enables online purchase (sign-in gated where it gates 'checkout').
            {
              id: 'checkout-journey',
              path: 'checkout-journey',
              loader: buyOnlineLoader(client),
              lazy: gated('checkout', buyOnlinePage),
              handle: { ...buyOnlineHandle, personal: true },
            },
            // issue 15, spec 2 §2: /online-payment (sign-in gated where the site gates 'online-payment').
            {
              id: 'online-payment',
              path: 'online-payment',
              lazy: gated('online-payment', onlinePaymentPage),
              handle: { ...onlinePaymentHandle, personal: true },
            },
            // issue 14: /alerts/unsubscribe?token= (every alert's link; not indexed).
            {
              id: 'alerts-unsubscribe',
              path: 'alerts/unsubscribe',
              loader: unsubscribeLoader,
              lazy: unsubscribePage,
              handle: { ...unsubscribeHandle, personal: true },
            },
            // issue 14: /alerts/confirm-email?token= (the link that confirms an alert email; not indexed).
            {
              id: 'alerts-confirm-email',
              path: 'alerts/confirm-email',
              loader: confirmEmailLoader,
              lazy: confirmEmailPage,
              handle: { ...confirmEmailHandle, personal: true },
            },
            // The feature modules' own pages (modules/*/ui/pages.ts).
            ...modulePages(client),
            // issue 11: content pages, /{model slug}, /{brand}/overview — else the site's 404 page (status 404).
            { id: 'site-page', path: '*', loader: sitePageLoader(client), lazy: sitePage, handle: sitePageHandle },
          ],
        },
      ],
    },
  ];
}
