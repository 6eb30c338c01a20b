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
  /** issue 12: the Eval Expert valuation API (a site with `trade_in.provider: 'eval_expert'` needs both). */
  EVAL_EXPERT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  EVAL_EXPERT_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /** issue 12: the AutoGrab valuation API (a site with `trade_in.provider: 'autograb'` needs both). */
  AUTOGRAB_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AUTOGRAB_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /** issue 12: set, postcodes are looked up with Google's Geocoding API instead of the offline postcode table. */
  GOOGLE_GEOCODING_KEY: z.string().trim().min(1).optional(),
  /** issue 12: the Geocoding API's origin (default https://maps.googleapis.com); needs GOOGLE_GEOCODING_KEY. */
  GOOGLE_GEOCODING_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /**
   * issue 13: a map tile service for the locations pages' interactive map — an https URL template
   * with {z}, {x} and {y} (and {key}, filled from MAP_TILE_KEY); unset: the offline map.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^https:\/\/[^/\s]+\/\S*$/, 'must be an https:// URL template')
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
    .optional(),
  MAP_TILE_KEY: z.string().trim().min(1).optional(),
  /** issue 13: the tile provider's credit shown on the map (default: the tile host). */
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).optional(),
}).superRefine((s, ctx) => {
  if (s.MAP_TILE_URL?.includes('{key}') && s.MAP_TILE_KEY === undefined) {
    ctx.addIssue({ code: 'custom', path: ['MAP_TILE_KEY'], message: 'is required when MAP_TILE_URL has {key}' });
  }
  if (s.GOOGLE_GEOCODING_URL !== undefined && s.GOOGLE_GEOCODING_KEY === undefined) {
    ctx.addIssue({ code: 'custom', path: ['GOOGLE_GEOCODING_KEY'], message: 'is required with GOOGLE_GEOCODING_URL' });
  }
  // A provider's URL without its key (or the reverse) is a mistake, not a provider switched off.
  for (const [url, key] of [['EVAL_EXPERT_URL', 'EVAL_EXPERT_API_KEY'], ['AUTOGRAB_URL', 'AUTOGRAB_API_KEY']] as const) {
    if ((s[url] === undefined) !== (s[key] === undefined)) ctx.addIssue({ code: 'custom', path: [s[url] === undefined ? url : key], message: `is required with ${s[url] === undefined ? key : url}` });
  }
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
  /** issue 12: the HTTP valuation providers a site may choose (trade_in.provider). */
  evalExpert?: { readonly url: string; readonly apiKey: string };
  autograb?: { readonly url: string; readonly apiKey: string };
  /** issue 12: GOOGLE_GEOCODING_KEY (+ GOOGLE_GEOCODING_URL); unset: the offline postcode table. */
  googleGeocoding?: { readonly apiKey: string; readonly baseUrl?: string };
  /** issue 13: MAP_TILE_URL (+ MAP_TILE_KEY, MAP_TILE_ATTRIBUTION); unset: the locations pages draw the offline map. */
  mapTiles?: { readonly urlTemplate: string; readonly key?: string; readonly attribution?: string };
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
    ...(s.EVAL_EXPERT_URL && s.EVAL_EXPERT_API_KEY ? { evalExpert: { url: s.EVAL_EXPERT_URL, apiKey: s.EVAL_EXPERT_API_KEY } } : {}),
    ...(s.AUTOGRAB_URL && s.AUTOGRAB_API_KEY ? { autograb: { url: s.AUTOGRAB_URL, apiKey: s.AUTOGRAB_API_KEY } } : {}),
    ...(s.GOOGLE_GEOCODING_KEY
      ? { googleGeocoding: { apiKey: s.GOOGLE_GEOCODING_KEY, ...(s.GOOGLE_GEOCODING_URL ? { baseUrl: s.GOOGLE_GEOCODING_URL } : {}) } }
      : {}),
    ...(s.MAP_TILE_URL
      ? {
          mapTiles: {
            urlTemplate: s.MAP_TILE_URL,
            ...(s.MAP_TILE_KEY ? { key: s.MAP_TILE_KEY } : {}),
            ...(s.MAP_TILE_ATTRIBUTION ? { attribution: s.MAP_TILE_ATTRIBUTION } : {}),
          },
        }
      : {}),
  };
}
