import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { ordersContract } from './orders-contract';

ordersContract('PGlite (in memory)', { open: () => PgliteDatabase.open() });
