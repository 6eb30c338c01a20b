import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { alertConsentContract } from './alert-consent-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
alertConsentContract('PGlite (in memory)', { open: () => PgliteDatabase.open(), others: async () => [] });
