import { isIP } from 'node:net';
import { z } from 'zod';
/**
 * The proxies whose forwarded headers are believed: their count (from the right of
 * X-Forwarded-For) or their addresses. The same shape as the HTTP server's option
 * (adapters/http/http-server.ts `TrustProxy`, checked assignable in config/app.ts); written out
 * here so that the core, which reads the settings, never loads the HTTP adapter.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

/**
 * Environment settings (docs/operations.md "Configuration"). Invalid settings stop start-up
 * with a message naming the variable.
 */
const settingsSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * the proxies whose X-Forwarded-For/-Proto/-Host are believed (client address for
     * rate limits, https for Secure cookies): their count ('1' behind one load balancer) or their
     * addresses ('10.0.0.0/8,127.0.0.1'). Unset or 'false': none. 'true' is refused (parseTrustProxy).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
    /** Cars generated across the demo sites when the database is first seeded. */
    SEED_CARS: z.coerce.number().int().min(0).max(100_000).default(2_500),
    /** Seed of the demo inventory generator: same seed, same stock. */
    SEED: z.coerce.number().int().default(20_261_121),
    /**
     * the key the lead forms' tokens are signed with, the same on every instance; unset,
     * one is generated once and kept in the database (migration 008).
     */
    FORM_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
    /** How long a lead form must have been open before it is taken (a bot fills it at once); default 3 s. */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** the Eval Expert valuation API (a site with `trade_in.provider: 'eval_expert'` needs both). */
    EVAL_EXPERT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    EVAL_EXPERT_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    /** the AutoGrab valuation API (a site with `trade_in.provider: 'autograb'` needs both). */
    AUTOGRAB_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    AUTOGRAB_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    /** set, postcodes are looked up with Google's Geocoding API instead of the offline postcode table. */
    GOOGLE_GEOCODING_KEY: z.string().trim().min(1).optional(),
    /** the Geocoding API's origin (default https://maps.googleapis.com); needs GOOGLE_GEOCODING_KEY. */
    GOOGLE_GEOCODING_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /**
     * a map tile service for the locations pages' interactive map — an https URL template
     * with {z}, {x} and {y} (and {key}, filled from MAP_TILE_KEY); unset: the offline map.
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .regex(/^https:\/\/[^/\s]+\/\S*$/, 'must be an https:// URL template')
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
      .optional(),
    MAP_TILE_KEY: z.string().trim().min(1).optional(),
    /** the tile provider's credit shown on the map (default: the tile host). */
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).optional(),
    /** where text messages go — `outbox` files under DATA_DIR (default) or Twilio's API (needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN). */
    SMS_PROVIDER: z.enum(['outbox', 'twilio'], { error: "must be 'outbox' or 'twilio'" }).default('outbox'),
    /** the Twilio account ('AC' and 32 hex digits) and its auth token (signs our API calls; verifies Twilio's webhooks). */
    TWILIO_ACCOUNT_SID: z
      .string()
      .trim()
      .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID: 'AC' and 32 hexadecimal digits")
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().trim().min(16, 'must be the account auth token (32 characters in the Twilio console)').optional(),
    /** Twilio's API origin (default https://api.twilio.com; tests point it at a local server). */
    TWILIO_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /**
     * the inbound webhook's URL exactly as configured at Twilio, which Twilio signs; set it
     * when a proxy in front changes the scheme, host or path. Unset: rebuilt from the request.
     */
    TWILIO_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** the number (E.164) alert messages come from, so a shopper can reply STOP; unset: the site's sender name (no replies). */
    SMS_REPLY_NUMBER: z
      .string()
      .trim()
      .transform((number) => number.replace(/[\s()-]/g, ''))
      .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 form, e.g. '+61480000000'"))
      .optional(),
    /** who takes online payments — the offline `test` provider (default, test mode) or `stripe` (needs its keys). */
    PAYMENT_PROVIDER: z.enum(['test', 'stripe'], { error: "must be 'test' or 'stripe'" }).default('test'),
    /** Stripe's secret key (sk_live_… or sk_test_…), its publishable key for the browser, and the webhook signing secret (whsec_…). */
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(live|test)_\w{8,}$/, "must be a Stripe secret key: 'sk_live_…' or 'sk_test_…'")
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(live|test)_\w{8,}$/, "must be a Stripe publishable key: 'pk_live_…' or 'pk_test_…'")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_\w{8,}$/, "must be a Stripe webhook signing secret: 'whsec_…'")
      .optional(),
    /** Stripe's API origin (default https://api.stripe.com; tests point it at a local server). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** take a feed's photo URLs into the image pipeline in the background (default true); 'false' leaves them as given. */
    INGEST_FEED_PHOTOS: z
      .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((s, ctx) => {
    // Stripe needs its three keys; Stripe keys without PAYMENT_PROVIDER=stripe would leave
    // every payment in test mode — a mistake, not a choice.
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    if (s.PAYMENT_PROVIDER === 'stripe') {
      for (const name of stripeKeys)
        if (s[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER is stripe' });
    } else {
      for (const name of [...stripeKeys, 'STRIPE_API_URL'] as const) {
        if (s[name] !== undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: 'is set but PAYMENT_PROVIDER is not stripe (set PAYMENT_PROVIDER=stripe, or remove it)' });
      }
    }
    if (s.MAP_TILE_URL?.includes('{key}') && s.MAP_TILE_KEY === undefined) {
      ctx.addIssue({ code: 'custom', path: ['MAP_TILE_KEY'], message: 'is required when MAP_TILE_URL has {key}' });
    }
    if (s.GOOGLE_GEOCODING_URL !== undefined && s.GOOGLE_GEOCODING_KEY === undefined) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_GEOCODING_KEY'], message: 'is required with GOOGLE_GEOCODING_URL' });
    }
    // Twilio needs its account and token; Twilio settings without SMS_PROVIDER=twilio would
    // silently leave every text message in the outbox files — a mistake, not a choice.
    if (s.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
        if (s[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER is twilio' });
      }
    } else {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_API_URL', 'TWILIO_WEBHOOK_URL'] as const) {
        if (s[name] !== undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: 'is set but SMS_PROVIDER is not twilio (set SMS_PROVIDER=twilio, or remove it)' });
      }
    }
    // A provider's URL without its key (or the reverse) is a mistake, not a provider switched off.
    for (const [url, key] of [
      ['EVAL_EXPERT_URL', 'EVAL_EXPERT_API_KEY'],
      ['AUTOGRAB_URL', 'AUTOGRAB_API_KEY'],
    ] as const) {
      if ((s[url] === undefined) !== (s[key] === undefined))
        ctx.addIssue({ code: 'custom', path: [s[url] === undefined ? url : key], message: `is required with ${s[url] === undefined ? key : url}` });
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
  /** issue 14: TRUST_PROXY — the proxies whose X-Forwarded-* are believed; absent: none. */
  trustProxy?: TrustProxy;
  /** FORM_TOKEN_SECRET; unset: generated once and stored in the database. */
  formTokenSecret?: string;
  /** FORM_MIN_FILL_MS; unset: MIN_FILL_MS (application/leads/form-token.port.ts). */
  formMinFillMs?: number;
  /** issue 12: the HTTP valuation providers a site may choose (trade_in.provider). */
  evalExpert?: { readonly url: string; readonly apiKey: string };
  autograb?: { readonly url: string; readonly apiKey: string };
  /** issue 12: GOOGLE_GEOCODING_KEY (+ GOOGLE_GEOCODING_URL); unset: the offline postcode table. */
  googleGeocoding?: { readonly apiKey: string; readonly baseUrl?: string };
  /** issue 13: MAP_TILE_URL (+ MAP_TILE_KEY, MAP_TILE_ATTRIBUTION); unset: the locations pages draw the offline map. */
  mapTiles?: { readonly urlTemplate: string; readonly key?: string; readonly attribution?: string };
  /**
   * issue 14: SMS_PROVIDER=twilio — text messages go through Twilio's Programmable Messaging API and
   * replies (STOP, START, HELP) arrive at `POST /api/sms/inbound`. Absent: SMS_PROVIDER=outbox, the
   * files under DATA_DIR/outbox, and no inbound channel.
   */
  twilio?: TwilioSettings;
  /** issue 14: SMS_REPLY_NUMBER (E.164), the number alert messages come from so a shopper can reply STOP; null: unset. */
  smsReplyNumber: string | null;
  /** issue 15: PAYMENT_PROVIDER=stripe with its keys; absent: the offline test provider (test mode). */
  stripe?: StripeSettings;
  /** issue 16: INGEST_FEED_PHOTOS — feed photos into the image pipeline in the background; absent: on. */
  ingestFeedPhotos?: boolean;
}

/** issue 15: the Stripe account online payments go through (settings STRIPE_*). */
export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** STRIPE_API_URL: the API's origin, default https://api.stripe.com. */
  readonly apiUrl: string;
}

export const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com';

/** issue 14: the Twilio account text messages go through (settings TWILIO_*). */
export interface TwilioSettings {
  readonly accountSid: string;
  readonly authToken: string;
  /** TWILIO_API_URL: the API's origin, default https://api.twilio.com. */
  readonly apiUrl: string;
  /** TWILIO_WEBHOOK_URL: the inbound webhook's URL as Twilio signs it; absent: rebuilt from each request. */
  readonly webhookUrl?: string;
}

/** Twilio's API origin when TWILIO_API_URL is unset. */
export const DEFAULT_TWILIO_API_URL = 'https://api.twilio.com';

/** The most proxies TRUST_PROXY may count: a longer chain is a typo, not a deployment. */
export const MAX_TRUSTED_PROXY_HOPS = 10;
/** @fastify/proxy-addr's named ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_HELP =
  "write how many proxies stand in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses or CIDR ranges, comma-separated (TRUST_PROXY=10.0.0.0/8,127.0.0.1); unset or 'false' trusts none";

/** An IP address, an IP/prefix CIDR range, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (issue 14 review): a hop count or a list of proxy addresses; a string is the
 * reason it is refused; null is 'trust none'. `true` is refused: Fastify then believes the
 * leftmost X-Forwarded-For entry, which the client itself writes — anyone could fake an address
 * and slip past every per-address limit (reproduced: 40 of 40 codes past a limit of 20).
 */
export function parseTrustProxy(value: string): TrustProxy | null | string {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'false') return null;
  if (text.toLowerCase() === 'true') {
    return `must not be 'true': that believes every X-Forwarded-For entry, and the client writes the leftmost ones, so anyone could claim any address and slip past the per-address limits; ${TRUST_PROXY_HELP}`;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= MAX_TRUSTED_PROXY_HOPS) return { hops };
    return `must count 1 to ${MAX_TRUSTED_PROXY_HOPS} proxies, not ${text}; ${TRUST_PROXY_HELP}`;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    const named = wrong.map((entry) => JSON.stringify(entry)).join(', ');
    return `${named} ${wrong.length === 1 ? 'is no IP address or CIDR range' : 'are no IP addresses or CIDR ranges'}; ${TRUST_PROXY_HELP}`;
  }
  return { addresses: entries };
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
    ...(s.TRUST_PROXY ? { trustProxy: s.TRUST_PROXY } : {}),
    ...(s.FORM_TOKEN_SECRET ? { formTokenSecret: s.FORM_TOKEN_SECRET } : {}),
    ...(s.FORM_MIN_FILL_MS !== undefined ? { formMinFillMs: s.FORM_MIN_FILL_MS } : {}),
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
    ...(s.SMS_PROVIDER === 'twilio' && s.TWILIO_ACCOUNT_SID && s.TWILIO_AUTH_TOKEN
      ? {
          twilio: {
            accountSid: s.TWILIO_ACCOUNT_SID,
            authToken: s.TWILIO_AUTH_TOKEN,
            apiUrl: s.TWILIO_API_URL ?? DEFAULT_TWILIO_API_URL,
            ...(s.TWILIO_WEBHOOK_URL ? { webhookUrl: s.TWILIO_WEBHOOK_URL } : {}),
          },
        }
      : {}),
    smsReplyNumber: s.SMS_REPLY_NUMBER ?? null,
    ...(s.PAYMENT_PROVIDER === 'stripe' && s.STRIPE_SECRET_KEY && s.STRIPE_PUBLISHABLE_KEY && s.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: s.STRIPE_SECRET_KEY,
            publishableKey: s.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: s.STRIPE_WEBHOOK_SECRET,
            apiUrl: s.STRIPE_API_URL ?? DEFAULT_STRIPE_API_URL,
          },
        }
      : {}),
    ingestFeedPhotos: s.INGEST_FEED_PHOTOS,
  };
}
