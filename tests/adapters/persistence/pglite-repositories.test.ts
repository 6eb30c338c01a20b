import { emptyPglite } from '../../support/pglite-snapshots';
import { repositoryContract } from './repository-contract';

repositoryContract('PGlite (in memory)', () => emptyPglite());
