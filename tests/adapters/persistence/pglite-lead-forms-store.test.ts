import { emptyPglite } from '../../support/pglite-snapshots';
import { leadFormsStoreContract } from './lead-forms-store-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
leadFormsStoreContract('PGlite (in memory)', { open: () => emptyPglite(), second: async () => null });
