import { z } from 'zod';

/**
 * Environment settings (README "Configuration"). Invalid settings stop start-up
 * with a message naming the variable.
 */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Cars generated across the demo sites when the database is first seeded. */
  SEED_CARS: z.coerce.number().int().min(0).max(100_000).default(2_500),
  /** Seed of the demo inventory generator: same seed, same stock. */
  SEED: z.coerce.number().int().default(20_261_121),
  /**
   * issue 10: the key the lead forms' tokens are signed with, the same on every instance; unset,
   * one is generated once and kept in the database (migration 008).
   */
  FORM_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
});

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: z.infer<typeof settingsSchema>['LOG_LEVEL'];
  seedCars: number;
  seed: number;
  /** FORM_TOKEN_SECRET; unset: generated once and stored in the database. */
  formTokenSecret?: string;
}

export class InvalidSettingsError extends Error {
  override name = 'InvalidSettingsError';
}

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = settingsSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new InvalidSettingsError(`Invalid settings:\n${problems}`);
  }
  const s = parsed.data;
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: s.DATA_DIR,
    ...(s.DATABASE_URL ? { databaseUrl: s.DATABASE_URL } : {}),
    logLevel: s.LOG_LEVEL,
    seedCars: s.SEED_CARS,
    seed: s.SEED,
    ...(s.FORM_TOKEN_SECRET ? { formTokenSecret: s.FORM_TOKEN_SECRET } : {}),
  };
}
