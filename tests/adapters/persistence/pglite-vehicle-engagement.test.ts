import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { vehicleEngagementContract } from './vehicle-engagement-contract';

vehicleEngagementContract('PGlite (in memory)', () => PgliteDatabase.open());
