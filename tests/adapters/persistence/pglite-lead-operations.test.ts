import { emptyPglite } from '../../support/pglite-snapshots';
import { leadOperationsContract } from './lead-operations-contract';

leadOperationsContract('PGlite (in memory)', () => emptyPglite());
