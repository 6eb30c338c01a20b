import { emptyPglite } from '../../support/pglite-snapshots';
import { appSecretsContract } from './app-secrets-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
appSecretsContract('PGlite (in memory)', { open: () => emptyPglite(), others: async () => [] });
