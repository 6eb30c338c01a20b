import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { garageRecordsContract } from './garage-records-contract';

garageRecordsContract('PGlite (in memory)', { open: () => PgliteDatabase.open() });
