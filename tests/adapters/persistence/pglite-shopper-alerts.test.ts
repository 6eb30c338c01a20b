import { emptyPglite } from '../../support/pglite-snapshots';
import { shopperAlertsContract } from './shopper-alerts-contract';

// PGlite is one connection in one process: claims from "two instances" take turns on it.
shopperAlertsContract('PGlite (in memory)', { open: () => emptyPglite(), second: async () => null });
