import type { ModulePages } from '../../../ui/app/module-pages';
import { gated } from '../../../ui/features/sign-in/gated-route';
import type { RouteHandle } from '../../../ui/lib/page-meta';

/** The lazy page's module, as the client build's manifest names it (its stylesheet is linked by the server). */
const SPIN_TO_WIN_CHUNK = '../modules/spin-to-win/ui/spin-to-win-page.tsx';

const spinToWinHandle: RouteHandle = {
  chunk: SPIN_TO_WIN_CHUNK,
  meta: ({ site }) => ({
    title: `Spin to win | ${site.name}`,
    description: `Spin the wheel once a month for a reward from ${site.name}.`,
    noindex: true,
  }),
  personal: true,
};

const spinToWinPage = async () => ({ Component: (await import('./spin-to-win-page')).SpinToWinPage });

/** /spin-to-win (spec 2 §2), behind sign-in on the sites that gate it; the spin itself always needs a session. */
export const pages: ModulePages = () => [{ id: 'spin-to-win', path: 'spin-to-win', lazy: gated('spin-to-win', spinToWinPage), handle: spinToWinHandle }];
