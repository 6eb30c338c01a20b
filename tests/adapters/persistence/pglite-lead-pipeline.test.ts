import { emptyPglite } from '../../support/pglite-snapshots';
import { leadPipelineContract } from './lead-pipeline-contract';

// PGlite is one connection in one process (the data-directory lock keeps a second out).
leadPipelineContract('PGlite (in memory)', { open: () => emptyPglite(), second: async () => null });
