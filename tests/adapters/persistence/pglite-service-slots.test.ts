import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { serviceSlotsContract } from './service-slots-contract';

// PGlite is one connection in one process: racing transactions take turns on it.
serviceSlotsContract('PGlite (in memory)', { open: () => PgliteDatabase.open(), second: async () => null });
