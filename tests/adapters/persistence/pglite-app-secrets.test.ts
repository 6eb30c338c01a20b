import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { appSecretsContract } from './app-secrets-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
appSecretsContract('PGlite (in memory)', { open: () => PgliteDatabase.open(), others: async () => [] });
