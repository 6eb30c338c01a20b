import { pino } from 'pino';
import type { Logger } from '../../application/shared/logger.port';

/** The Logger port on pino: JSON lines on stdout (as Fastify's logger writes them). */
export function pinoLogger(level: string): Logger {
  return pino({ level });
}
