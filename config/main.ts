/** Entry point: `npm start` (embedded PGlite) or with DATABASE_URL (PostgreSQL). */
// First: React's production build for server rendering (see the module).
import './runtime/production-mode';
import { installGracefulShutdown } from '../adapters/http';
import { startCaryard } from './app';
import { DEFAULT_SITE_SLUG } from './dealer-sites';
import { loadSettings } from './runtime/settings';

try {
  const settings = loadSettings();
  const caryard = await startCaryard(settings);
  const { port } = new URL(caryard.url);
  const { sites } = caryard;
  caryard.app.log.info(
    { sites: sites.map((s) => `http://${s.slug}.localhost:${port}`) },
    `Caryard is serving ${sites.length} dealer sites; default site (${DEFAULT_SITE_SLUG}) at http://localhost:${port}`,
  );
  installGracefulShutdown(caryard.app, { onClosed: () => caryard.closeDatabase() });
} catch (error) {
  // Operator mistakes (settings, site configuration, a data directory in use) are
  // reported as one clear message, not a stack trace.
  console.error(`Caryard did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
