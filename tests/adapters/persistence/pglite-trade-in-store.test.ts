import { emptyPglite } from '../../support/pglite-snapshots';
import { tradeInStoreContract } from './trade-in-store-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out): racing
// uploads are concurrent calls on that one handle.
tradeInStoreContract('PGlite (in memory)', { open: () => emptyPglite(), others: async () => [] });
