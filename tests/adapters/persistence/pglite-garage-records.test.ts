import { emptyPglite } from '../../support/pglite-snapshots';
import { garageRecordsContract } from './garage-records-contract';

garageRecordsContract('PGlite (in memory)', { open: () => emptyPglite() });
