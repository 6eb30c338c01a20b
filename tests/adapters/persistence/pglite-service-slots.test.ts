import { emptyPglite } from '../../support/pglite-snapshots';
import { serviceSlotsContract } from './service-slots-contract';

// PGlite is one connection in one process: racing transactions take turns on it.
serviceSlotsContract('PGlite (in memory)', { open: () => emptyPglite(), second: async () => null });
