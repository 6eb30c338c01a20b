import { emptyPglite } from '../../support/pglite-snapshots';
import { vehicleEngagementContract } from './vehicle-engagement-contract';

vehicleEngagementContract('PGlite (in memory)', () => emptyPglite());
