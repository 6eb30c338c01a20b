import type {
  CodeCount,
  CodeLimits,
  LimitedInsert,
  NewShopperSession,
  NewSignInCode,
  ShopperAccounts,
  StoredShopper,
  StoredShopperSession,
  StoredSignInCode,
  WrongAttempt,
} from '../../application/shoppers/shopper-accounts.port';
import type { SqlDatabase, SqlSession } from './sql-database';

type Instant = Date | string;

interface CodeRow {
  id: string;
  site_slug: string;
  phone: string;
  code_hash: string;
  client_ip: string;
  created_at: Instant;
  expires_at: Instant;
  attempts: number | string;
  used_at: Instant | null;
}

/** count(*), min and max of created_at over a window. */
type CountRow = { n: number | string; oldest: Instant | null; newest: Instant | null };

interface ShopperRow {
  id: string;
  site_slug: string;
  phone: string;
  email: string | null;
  created_at: Instant;
}

const instant = (value: Instant): Date => (value instanceof Date ? value : new Date(value));
const iso = (value: Date): string => value.toISOString();

function codeOf(row: CodeRow): StoredSignInCode {
  return {
    id: row.id,
    siteSlug: row.site_slug,
    phone: row.phone,
    codeHash: row.code_hash,
    clientIp: row.client_ip,
    createdAt: instant(row.created_at),
    expiresAt: instant(row.expires_at),
    attempts: Number(row.attempts),
    usedAt: row.used_at === null ? null : instant(row.used_at),
  };
}

function shopperOf(row: ShopperRow): StoredShopper {
  return { id: row.id, siteSlug: row.site_slug, phone: row.phone, email: row.email, createdAt: instant(row.created_at) };
}

function countOf(row: CountRow | undefined): CodeCount {
  return {
    count: Number(row?.n ?? 0),
    oldest: row?.oldest ? instant(row.oldest) : null,
    newest: row?.newest ? instant(row.newest) : null,
  };
}

/**
 * The advisory-lock classes (the first key of pg_advisory_xact_lock(int, int)) of a new code:
 * one per number on a site, one per client address. Two classes, so a number's key never meets
 * an address's; the second key is hashtext() of the number or address (a collision only makes
 * two requests wait for each other).
 */
const NUMBER_LOCK_CLASS = 1_411_001;
const ADDRESS_LOCK_CLASS = 1_411_002;

const COUNT_FOR_NUMBER = `SELECT count(*) AS n, min(created_at) AS oldest, max(created_at) AS newest
  FROM sign_in_codes WHERE site_slug = $1 AND phone = $2 AND created_at > $3::timestamptz`;
const COUNT_FROM_ADDRESS = `SELECT count(*) AS n, min(created_at) AS oldest, max(created_at) AS newest
  FROM sign_in_codes WHERE client_ip = $1 AND created_at > $2::timestamptz`;
const INSERT_CODE = `INSERT INTO sign_in_codes (id, site_slug, phone, code_hash, client_ip, created_at, expires_at)
  VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)`;

const insertParams = (code: NewSignInCode) => [code.id, code.siteSlug, code.phone, code.codeHash, code.clientIp, iso(code.createdAt), iso(code.expiresAt)];

async function countForNumber(session: SqlSession, siteSlug: string, phone: string, since: Date): Promise<CodeCount> {
  return countOf((await session.query<CountRow>(COUNT_FOR_NUMBER, [siteSlug, phone, iso(since)]))[0]);
}

async function countFromAddress(session: SqlSession, clientIp: string, since: Date): Promise<CodeCount> {
  return countOf((await session.query<CountRow>(COUNT_FROM_ADDRESS, [clientIp, iso(since)]))[0]);
}

/**
 * Sign-in codes, shoppers and sessions in SQL (issue 14, migration 011), on PGlite or PostgreSQL
 * alike. What instances race for is one statement each: a wrong try is `attempts + 1 … WHERE
 * attempts < max RETURNING`, a right one `used_at = … WHERE used_at IS NULL …`, a new shopper
 * `INSERT … ON CONFLICT (site_slug, phone) DO NOTHING` then read — no read-modify-write; a new
 * code is counted against its limits and stored in one transaction under advisory locks.
 */
export class SqlShopperAccounts implements ShopperAccounts {
  constructor(private readonly db: SqlDatabase) {}

  async insertCode(code: NewSignInCode): Promise<void> {
    await this.db.query(INSERT_CODE, insertParams(code));
  }

  /**
   * In one transaction: the number's lock, then the address's (always in this order, and one of
   * each, so two requests never wait on each other in a circle), then the counts — read after the
   * locks, each statement seeing every code committed before — then the insert. The locks go
   * at commit, so the next request for the number or the address counts this code. PGlite runs
   * one transaction at a time anyway; PostgreSQL needs the locks (review of issue 14).
   */
  async insertCodeWithinLimits<Refusal>(code: NewSignInCode, limits: CodeLimits<Refusal>): Promise<LimitedInsert<Refusal>> {
    return this.db.transaction(async (tx): Promise<LimitedInsert<Refusal>> => {
      // The lock then a fresh count is READ COMMITTED's pattern: said here, so a server
      // defaulting to REPEATABLE READ does not count from a snapshot taken before the lock.
      await tx.query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [NUMBER_LOCK_CLASS, `${code.siteSlug}:${code.phone}`]);
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [ADDRESS_LOCK_CLASS, code.clientIp]);
      const forNumber = await countForNumber(tx, code.siteSlug, code.phone, limits.numberSince);
      const fromAddress = await countFromAddress(tx, code.clientIp, limits.addressSince);
      const refusal = limits.judge(forNumber, fromAddress);
      if (refusal !== null) return { inserted: false, refusal };
      await tx.query(INSERT_CODE, insertParams(code));
      return { inserted: true };
    });
  }

  async countCodesForNumber(siteSlug: string, phone: string, since: Date): Promise<CodeCount> {
    return countForNumber(this.db, siteSlug, phone, since);
  }

  async countCodesFromAddress(clientIp: string, since: Date): Promise<CodeCount> {
    return countFromAddress(this.db, clientIp, since);
  }

  async latestCode(siteSlug: string, phone: string): Promise<StoredSignInCode | null> {
    const rows = await this.db.query<CodeRow>(
      `SELECT id, site_slug, phone, code_hash, client_ip, created_at, expires_at, attempts, used_at
         FROM sign_in_codes WHERE site_slug = $1 AND phone = $2
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [siteSlug, phone],
    );
    return rows[0] ? codeOf(rows[0]) : null;
  }

  async expireCode(id: string, at: Date): Promise<void> {
    await this.db.query('UPDATE sign_in_codes SET expires_at = LEAST(expires_at, $2::timestamptz) WHERE id = $1', [id, iso(at)]);
  }

  async recordWrongAttempt(id: string, maxAttempts: number): Promise<WrongAttempt> {
    const rows = await this.db.query<{ attempts: number | string }>(
      'UPDATE sign_in_codes SET attempts = attempts + 1 WHERE id = $1 AND used_at IS NULL AND attempts < $2 RETURNING attempts',
      [id, maxAttempts],
    );
    return rows[0] ? { counted: true, attempts: Number(rows[0].attempts) } : { counted: false };
  }

  async useCode(id: string, at: Date, maxAttempts: number): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE sign_in_codes SET used_at = $2::timestamptz
        WHERE id = $1 AND used_at IS NULL AND attempts < $3 AND expires_at > $2::timestamptz RETURNING id`,
      [id, iso(at), maxAttempts],
    );
    return rows.length === 1;
  }

  async deleteCodesCreatedBefore(before: Date, limit: number): Promise<number> {
    // Bounded: a sweep after a long quiet spell deletes in slices, one per request for a code.
    const rows = await this.db.query<{ id: string }>(
      `DELETE FROM sign_in_codes WHERE id IN (
         SELECT id FROM sign_in_codes WHERE created_at < $1::timestamptz ORDER BY created_at LIMIT $2
       ) RETURNING id`,
      [iso(before), limit],
    );
    return rows.length;
  }

  async findOrCreateShopper(candidate: StoredShopper): Promise<StoredShopper> {
    await this.db.query(
      `INSERT INTO shoppers (id, site_slug, phone, email, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)
       ON CONFLICT (site_slug, phone) DO NOTHING`,
      [candidate.id, candidate.siteSlug, candidate.phone, candidate.email, iso(candidate.createdAt)],
    );
    const rows = await this.db.query<ShopperRow>('SELECT id, site_slug, phone, email, created_at FROM shoppers WHERE site_slug = $1 AND phone = $2', [
      candidate.siteSlug,
      candidate.phone,
    ]);
    // Inserted a statement ago, or already there; a concurrent delete of all the shopper's data is the only way to miss it.
    if (!rows[0]) throw new Error(`No shopper stored for ${candidate.siteSlug} right after storing one`);
    return shopperOf(rows[0]);
  }

  async createSession(session: NewShopperSession): Promise<void> {
    await this.db.query(
      `INSERT INTO shopper_sessions (id, token_hash, shopper_id, user_agent, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz, $6::timestamptz)`,
      [session.id, session.tokenHash, session.shopperId, session.userAgent, iso(session.createdAt), iso(session.expiresAt)],
    );
  }

  async findSession(tokenHash: string): Promise<{ session: StoredShopperSession; shopper: StoredShopper } | null> {
    const rows = await this.db.query<
      ShopperRow & { session_id: string; user_agent: string | null; session_created_at: Instant; last_seen_at: Instant; expires_at: Instant }
    >(
      `SELECT s.id AS session_id, s.user_agent, s.created_at AS session_created_at, s.last_seen_at, s.expires_at,
              p.id, p.site_slug, p.phone, p.email, p.created_at
         FROM shopper_sessions s JOIN shoppers p ON p.id = s.shopper_id
        WHERE s.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      session: {
        id: row.session_id,
        shopperId: row.id,
        userAgent: row.user_agent,
        createdAt: instant(row.session_created_at),
        lastSeenAt: instant(row.last_seen_at),
        expiresAt: instant(row.expires_at),
      },
      shopper: shopperOf(row),
    };
  }

  async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.db.query('UPDATE shopper_sessions SET last_seen_at = $2::timestamptz, expires_at = $3::timestamptz WHERE id = $1', [
      id,
      iso(lastSeenAt),
      iso(expiresAt),
    ]);
  }

  async deleteSessionByTokenHash(tokenHash: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>('DELETE FROM shopper_sessions WHERE token_hash = $1 RETURNING id', [tokenHash]);
    return rows.length > 0;
  }

  async deleteExpiredSessions(before: Date, limit: number): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      `DELETE FROM shopper_sessions WHERE id IN (
         SELECT id FROM shopper_sessions WHERE expires_at < $1::timestamptz ORDER BY expires_at LIMIT $2
       ) RETURNING id`,
      [iso(before), limit],
    );
    return rows.length;
  }
}
