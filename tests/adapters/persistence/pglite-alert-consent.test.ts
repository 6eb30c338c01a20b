import { emptyPglite } from '../../support/pglite-snapshots';
import { alertConsentContract } from './alert-consent-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
alertConsentContract('PGlite (in memory)', { open: () => emptyPglite(), others: async () => [] });
