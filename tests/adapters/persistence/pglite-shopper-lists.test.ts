import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { shopperListsContract } from './shopper-lists-contract';

// PGlite is one connection in one process: racing transactions take turns on it.
shopperListsContract('PGlite (in memory)', { open: () => PgliteDatabase.open(), second: async () => null });
