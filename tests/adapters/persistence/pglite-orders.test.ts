import { emptyPglite } from '../../support/pglite-snapshots';
import { ordersContract } from './orders-contract';

ordersContract('PGlite (in memory)', { open: () => emptyPglite() });
