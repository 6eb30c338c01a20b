import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { leadOperationsContract } from './lead-operations-contract';

leadOperationsContract('PGlite (in memory)', () => PgliteDatabase.open());
