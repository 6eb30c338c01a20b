/**
 * Spin to win (the gated /spin-to-win page): a signed-in shopper spins the dealership's reward
 * wheel once a month and gets a code to quote. Its use case, route and page are in this folder.
 */
import type { ShopperSecrets } from '../../application/shoppers/secrets.port';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';
import { SpinTheWheel } from './application/spin-the-wheel.use-case';

export const spinToWinModule = featureModule({
  name: 'spin-to-win',
  async build({ clock, port }, _before: object) {
    return { useCases: { spinTheWheel: new SpinTheWheel({ secrets: await port<ShopperSecrets>(PORTS.ShopperSecrets), clock }) }, workers: {}, start: null };
  },
  async siteRoutes(scope, useCases, http) {
    const { spinToWinRoutes } = await import('./adapters/spin-to-win.routes');
    await scope.register(spinToWinRoutes, { spinTheWheel: useCases.spinTheWheel, ...optional('rateLimit', http.limit('spinToWin')) });
  },
  hostRoutes: null,
});
