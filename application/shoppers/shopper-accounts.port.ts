/**
 * Where sign-in by phone keeps its state (issue 14; migration 011): one-time codes (hashed),
 * shoppers (a phone number on one site — spec 1 §3 'User: phone') and their sessions (the
 * token hashed). The SQL adapter (adapters/persistence/sql-shopper-accounts.ts) runs on PGlite
 * and PostgreSQL alike; every write that races another instance is one atomic statement, or one
 * transaction holding a lock (a new code within its limits).
 * Methods reject only when the database fails (a bug or an outage, not an expected failure).
 */

/** A sign-in code as stored: never the code itself, only its keyed hash. */
export interface StoredSignInCode {
  readonly id: string;
  readonly siteSlug: string;
  /** E.164. */
  readonly phone: string;
  readonly codeHash: string;
  readonly clientIp: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** Wrong tries so far. */
  readonly attempts: number;
  /** When it signed someone in; null while unused. */
  readonly usedAt: Date | null;
}

export type NewSignInCode = Omit<StoredSignInCode, 'attempts' | 'usedAt'>;

/** How many codes went out in a window, and when the first and last of them did. */
export interface CodeCount {
  readonly count: number;
  /** The oldest code of the window (the limit frees up when it leaves the window); null when none. */
  readonly oldest: Date | null;
  /** The newest code of the window; null when none. */
  readonly newest: Date | null;
}

export interface StoredShopper {
  readonly id: string;
  readonly siteSlug: string;
  /** E.164. */
  readonly phone: string;
  readonly email: string | null;
  readonly createdAt: Date;
}

export interface NewShopperSession {
  readonly id: string;
  readonly tokenHash: string;
  readonly shopperId: string;
  readonly userAgent: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export interface StoredShopperSession {
  readonly id: string;
  readonly shopperId: string;
  readonly userAgent: string | null;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
}

/** The outcome of a wrong try, counted atomically. */
export type WrongAttempt =
  /** Counted: the tries made so far, this one included. */
  | { readonly counted: true; readonly attempts: number }
  /** Not counted: the code was already used or had no tries left (another request got there first). */
  | { readonly counted: false };

/**
 * The limits a new code must pass, judged while the store holds the number and the address
 * (see ShopperAccounts.insertCodeWithinLimits): the windows to count in, and the rule.
 */
export interface CodeLimits<Refusal> {
  /** The codes of the number on the site created after this count (the window (since, now]). */
  readonly numberSince: Date;
  /** The codes asked for from the address on any site created after this count. */
  readonly addressSince: Date;
  /**
   * Judges the counts: a refusal keeps the code out; null lets it in. Pure and synchronous —
   * it runs while other requests for the number and the address wait.
   */
  readonly judge: (forNumber: CodeCount, fromAddress: CodeCount) => Refusal | null;
}

/** What insertCodeWithinLimits did. */
export type LimitedInsert<Refusal> = { readonly inserted: true } | { readonly inserted: false; readonly refusal: Refusal };

export interface ShopperAccounts {
  /** Stores a new code (its hash), counting no limit: for imports and tests; requests go through insertCodeWithinLimits. */
  insertCode(code: NewSignInCode): Promise<void>;
  /**
   * Counts the codes of (site, phone) and of the client's address, asks `limits.judge`, and
   * stores the code only when it raises no refusal — atomically: concurrent calls for the same
   * number or the same address, on any instance, are judged one after the other, each seeing the
   * codes the ones before it stored (fix of the review of issue 14: 10 simultaneous requests for
   * one number had stored 8 codes). Resolves once the code is stored for good (committed).
   */
  insertCodeWithinLimits<Refusal>(code: NewSignInCode, limits: CodeLimits<Refusal>): Promise<LimitedInsert<Refusal>>;
  /** Codes sent to `phone` on the site created after `since` (used, spent or not): the window (since, now]. */
  countCodesForNumber(siteSlug: string, phone: string, since: Date): Promise<CodeCount>;
  /** Codes asked for from `clientIp` on any site created after `since`. */
  countCodesFromAddress(clientIp: string, since: Date): Promise<CodeCount>;
  /** The newest code of (site, phone), used or not; null when none is stored. */
  latestCode(siteSlug: string, phone: string): Promise<StoredSignInCode | null>;
  /** Makes a code unusable at once (its SMS could not be sent): it expires at `at`. */
  expireCode(id: string, at: Date): Promise<void>;
  /**
   * Counts one wrong try in one statement (`attempts + 1` only while unused and below
   * `maxAttempts`), so concurrent wrong tries — on any instance — never count past the limit.
   */
  recordWrongAttempt(id: string, maxAttempts: number): Promise<WrongAttempt>;
  /**
   * Marks the code used at `at` in one statement, only while it is unused, unexpired at `at` and
   * below `maxAttempts`: true for the one request that did; false when another got there first or
   * the code was spent meanwhile.
   */
  useCode(id: string, at: Date, maxAttempts: number): Promise<boolean>;
  /** Deletes at most `limit` codes created before `before`; resolves how many went. */
  deleteCodesCreatedBefore(before: Date, limit: number): Promise<number>;

  /**
   * The shopper of (site, phone), created with `candidate`'s id and time when there is none.
   * Two instances creating the same shopper at once both answer the one stored.
   */
  findOrCreateShopper(candidate: StoredShopper): Promise<StoredShopper>;

  /** Stores a new session; `lastSeenAt` is its `createdAt`. */
  createSession(session: NewShopperSession): Promise<void>;
  /** The session of a token hash with its shopper; null when none (signed out, deleted, never existed). Expired ones are answered too: the caller judges. */
  findSession(tokenHash: string): Promise<{ readonly session: StoredShopperSession; readonly shopper: StoredShopper } | null>;
  /** Slides a session: last seen at `lastSeenAt`, expiring at `expiresAt`. */
  touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  /** Deletes the session of a token hash; resolves whether there was one. */
  deleteSessionByTokenHash(tokenHash: string): Promise<boolean>;
  /** Deletes at most `limit` sessions that expired before `before`; resolves how many went. */
  deleteExpiredSessions(before: Date, limit: number): Promise<number>;
}
