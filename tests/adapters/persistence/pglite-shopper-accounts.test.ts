import { emptyPglite } from '../../support/pglite-snapshots';
import { shopperAccountsContract } from './shopper-accounts-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
shopperAccountsContract('PGlite (in memory)', { open: () => emptyPglite(), others: async () => [] });
