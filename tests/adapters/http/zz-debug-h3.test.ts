import { it } from 'vitest';
import { pino } from 'pino';
import { PORTS } from '../../../config/ports';
import { startTestServer } from './support/test-server';
it('debug', { timeout: 170_000 }, async () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (l: string) => void lines.push(l) });
  const server = await startTestServer({ overrides: (c) => c.rebind(PORTS.Logger).toConstantValue(logger) });
  for (const url of ['/favicon.ico', 'http://x/y', '/api/site']) {
    const r = await server.app.inject({ url, headers: { host: 'harbour-motors.localhost' } });
    console.log(url, r.statusCode, r.body.slice(0, 200));
  }
  console.log(lines.filter((l) => l.includes('"level":50')).map((l) => l.slice(0, 1500)).join('\n'));
  await server.close();
});
