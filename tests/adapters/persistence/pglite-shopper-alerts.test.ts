import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { shopperAlertsContract } from './shopper-alerts-contract';

// PGlite is one connection in one process: claims from "two instances" take turns on it.
shopperAlertsContract('PGlite (in memory)', { open: () => PgliteDatabase.open(), second: async () => null });
