import { emptyPglite } from '../../support/pglite-snapshots';
import { shopperListsContract } from './shopper-lists-contract';

// PGlite is one connection in one process: racing transactions take turns on it.
shopperListsContract('PGlite (in memory)', { open: () => emptyPglite(), second: async () => null });
