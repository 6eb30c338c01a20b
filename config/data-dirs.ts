/** Where Caryard keeps files under settings DATA_DIR (the database is beside them when embedded). */
import { join } from 'node:path';
import type { Settings } from './runtime/settings';

/** `{DATA_DIR}/outbox`: where lead emails are written as .eml files, and text messages as sms-*.json. */
export const outboxDir = (settings: Pick<Settings, 'dataDir'>): string => join(settings.dataDir, 'outbox');

/** `{DATA_DIR}/uploads/trade-in`: sellers' trade-in photos, outside every served directory. */
export const tradeInUploadsDir = (settings: Pick<Settings, 'dataDir'>): string => join(settings.dataDir, 'uploads', 'trade-in');

/** `{DATA_DIR}/images`: car photos (originals/, by content hash) and their variants (variants/, a cache that may be deleted). */
export const imagesDir = (settings: Pick<Settings, 'dataDir'>): string => join(settings.dataDir, 'images');
