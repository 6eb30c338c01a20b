import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { leadPipelineContract } from './lead-pipeline-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
leadPipelineContract('PGlite (in memory)', { open: () => PgliteDatabase.open(), second: async () => null });
