import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { repositoryContract } from './repository-contract';

repositoryContract('PGlite (in memory)', () => PgliteDatabase.open());
