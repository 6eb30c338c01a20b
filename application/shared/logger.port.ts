/**
 * Where the core writes what it does (deliveries, sweeps, start-up): structured lines, a
 * message with optional fields. The shape is pino's (and so Fastify's), so the HTTP channel
 * logs through the same logger as the core, and a test can pass one that collects lines.
 */
export interface LogFn {
  (message: string): void;
  (fields: object, message?: string): void;
}

export interface Logger {
  /** 'fatal' … 'trace', or 'silent'. */
  level: string;
  fatal: LogFn;
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
  trace: LogFn;
  silent: LogFn;
  /** A logger that adds these fields to every line. */
  child(bindings: Record<string, unknown>): Logger;
}
