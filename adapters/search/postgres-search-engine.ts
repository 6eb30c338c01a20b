/**
 * The search port answered by SQL over the shared database (PostgreSQL, or PGlite: one
 * dialect), for deployments where many stateless instances share one database.
 *
 * The rows of `car_search` (migration 002) are derived from each car's `doc` here, in
 * TypeScript, with the domain rules every engine uses (searchDocuments): so this engine and
 * the embedded one agree by construction. A trigger marks a car stale (and drops its search
 * row) when its listing changes; before searching a site, the engine derives that site's
 * stale rows (and every row, once per process, when the site's search profile — finance
 * provider, stock filter, dealership names, calendar year — differs from the one they were
 * derived for).
 *
 * A search is four short statements: the stale check, the expansion of the query's prefix
 * and typo terms against the site's term dictionary, then — in parallel on a pool — the
 * page of hits, and one statement that reads the candidate rows once (those failing at most
 * one filter) for the count, the disjunctive facet counts and the stats.
 */
import { createHash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { InventoryIndex } from '../../application/search/inventory-index.port';
import {
  searchUnavailable,
  type FacetCounts,
  type FacetStat,
  type SearchEngine,
  type SearchRequest,
  type SearchResult,
  type SearchSiteContext,
  type SearchUnavailable,
} from '../../application/search/search-engine.port';
import { toSearchHit } from '../../application/search/search-hit';
import { effectiveHitsPerPage, searchProfile } from '../../application/search/search-site-context';
import {
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  canonicalSearchState,
  deletionVariants,
  isFacetAttribute,
  isRangeAttribute,
  numericRefinementValues,
  prefixUpperBound,
  queryTerms,
  searchDocuments,
  searchProfileSignature,
  sortPlan,
  typoLookupKeys,
  typoReachable,
  withinOneTypo,
  type FacetAttribute,
  type QueryTerm,
  type RangeAttribute,
  type SearchDocument,
  type SearchProfile,
  type SearchState,
  type SortKey,
} from '../../domain/search';
import { soldWindowMs } from '../../domain/vehicle';
import type { Car } from '../../domain/vehicle/car';
import type { SqlDatabase } from '../persistence/sql-database';

const NUMBER_COLUMN: Readonly<Record<RangeAttribute, string>> = {
  price: 'price',
  km: 'km',
  year: 'year',
  subscription_price: 'subscription_price',
  weekly_price: 'weekly_price',
};
const LISTING_CODE = { never: 0, always: 1, 'sold-window': 2 } as const;
/**
 * The code of each facet attribute in the high 32 bits of its search_facet_values ids.
 * Stored in the database: append new attributes, never renumber.
 */
const FACET_CODES: Readonly<Record<FacetAttribute, number>> = {
  badge: 1,
  status: 2,
  car_type: 3,
  categories: 4,
  city: 5,
  colour: 6,
  dealership_name: 7,
  filtered_features: 8,
  item_type: 9,
  location_name: 10,
  make: 11,
  make_model: 12,
  model: 13,
  price_range: 14,
  seats: 15,
  body: 16,
  drive: 17,
  fuel: 18,
  transmission: 19,
  state: 20,
  tag: 21,
  weekly_price_range: 22,
  year: 23,
  certified: 24,
  dealership_slug: 25,
  location_id: 26,
};
const CODE_SHIFT = 2 ** 32;
/** Rows derived in one refresh after which the table's planner statistics are renewed. */
const ANALYZE_AFTER_ROWS = 5_000;
/** A prefix that expands to more dictionary terms than this is matched by scanning each row's terms instead. */
const MAX_PREFIX_EXPANSION = 256;

export interface PostgresSearchEngineOptions {
  /** Rows derived per statement when refreshing search columns. Default 1000. */
  readonly refreshBatchSize?: number;
}

/** `$n` placeholders in order of use. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** How one query term matches: the dictionary terms it reaches, and a prefix range to scan when too many. */
interface TermExpansion {
  readonly term: QueryTerm;
  readonly terms: readonly string[];
  readonly scanPrefix: boolean;
}

interface Conditions {
  /** Site, visibility, price > 0, text: shared by every part of the answer. */
  readonly base: string;
  /** Per filtered attribute, its refinements and range together. */
  readonly groups: ReadonlyMap<string, string>;
}

export class PostgresSearchEngine implements SearchEngine, InventoryIndex {
  readonly #batch: number;
  /** Sites whose every row was checked against this signature by this process. */
  readonly #verified = new Map<string, string>();
  readonly #refreshing = new Map<string, Promise<void>>();
  readonly #contexts = new Map<string, SearchSiteContext>();
  /** Terms this process knows are in a site's dictionary. */
  readonly #knownTerms = new Map<string, Set<string>>();
  /** Ids of a site's refinement values ('attribute\u0000value'), as this process has seen them. */
  readonly #facetIds = new Map<string, Map<string, number>>();

  constructor(
    private readonly db: SqlDatabase,
    options: PostgresSearchEngineOptions = {},
  ) {
    this.#batch = options.refreshBatchSize ?? 1000;
  }

  /** Left SearchUnavailable when the database cannot be reached (see leftOnConnectionFailure). */
  search(request: SearchRequest): TaskEither<SearchUnavailable, SearchResult> {
    return () => this.#search(request);
  }

  async #search(request: SearchRequest): Promise<E.Either<SearchUnavailable, SearchResult>> {
    const started = performance.now();
    const { site, now } = request;
    const state = canonicalSearchState(request.state);
    const hitsPerPage = effectiveHitsPerPage(site, state.hitsPerPage);
    const facetList = request.facets ? request.facets.filter(isFacetAttribute) : FACET_ATTRIBUTES;
    this.#contexts.set(site.slug, site);
    return leftOnConnectionFailure(async () => {
      await this.#ensureFresh(site, now);
      const { expansions, refinementIds } = await this.#resolve(site.slug, queryTerms(state.query), state);
      const plan = sortPlan(state.sortBy, { priceAscExcludesZero: site.priceAscExcludesZero ?? false });
      const conditions = (p: Params): Conditions => buildConditions(p, site, now, state, expansions, refinementIds, plan.priceAboveZero);

      const hitsParams = new Params();
      const hitsWhere = conditions(hitsParams);
      const offset = (state.page - 1) * hitsPerPage;
      const order = orderKeys(plan.keys, expansions, hitsParams);
      // The page is chosen on the narrow table; only its cars' listings are read.
      const hitsSql =
        `SELECT c.doc, p.weekly_price FROM (SELECT s.car_id, s.weekly_price, ${order.map((k, i) => `${k.expression} AS k${i}`).join(', ')} ` +
        `FROM car_search s WHERE ${all(hitsWhere)} ORDER BY ${order.map((k, i) => `k${i} ${k.direction}`).join(', ')} ` +
        `LIMIT ${hitsParams.add(hitsPerPage)} OFFSET ${hitsParams.add(offset)}) p JOIN cars c ON c.id = p.car_id ` +
        `ORDER BY ${order.map((k, i) => `p.k${i} ${k.direction}`).join(', ')}`;

      const aggParams = new Params();
      const aggSql = aggregatesSql(conditions(aggParams), facetList);

      const [hitRows, aggRows] = await Promise.all([
        this.db.query<{ doc: Car; weekly_price: number | null }>(hitsSql, hitsParams.values),
        this.db.query<{ kind: number; key: string | null; a: number | null; b: number | null }>(aggSql, aggParams.values),
      ]);

      let count = 0;
      const facetEntries = new Map<FacetAttribute, [string, number][]>(facetList.map((a) => [a, []]));
      const facetStats: Partial<Record<RangeAttribute, FacetStat>> = {};
      for (const row of aggRows) {
        if (row.kind === 0) count = Number(row.a);
        else if (row.kind === 1) {
          const entry = row.key ?? '';
          const eq = entry.indexOf('=');
          facetEntries.get(entry.slice(0, eq) as FacetAttribute)?.push([entry.slice(eq + 1), Number(row.a)]);
        } else if (row.kind === 2 && row.key && isRangeAttribute(row.key) && row.a !== null && row.b !== null) {
          facetStats[row.key] = { min: Number(row.a), max: Number(row.b) };
        }
      }
      const facets: Partial<Record<FacetAttribute, FacetCounts>> = {};
      for (const [attribute, entries] of facetEntries) facets[attribute] = Object.fromEntries(entries);

      return {
        hits: hitRows.map((row) => toSearchHit(row.doc, row.weekly_price === null ? null : Number(row.weekly_price))),
        count,
        page: state.page,
        pages: Math.ceil(count / hitsPerPage),
        hitsPerPage,
        facets,
        facetStats,
        ms: performance.now() - started,
      };
    });
  }

  /** The trigger has marked the rows stale; refreshing them now spares the next search. */
  async carsChanged(cars: readonly Car[]): Promise<void> {
    const now = new Date();
    for (const slug of new Set(cars.map((car) => car.site_slug))) {
      const site = this.#contexts.get(slug);
      if (site) await this.#ensureFresh(site, now);
    }
  }

  /** Nothing to do: a deleted car's search row went with it (ON DELETE CASCADE). */
  async carsRemoved(): Promise<void> {}

  /** Derives every search column of the site again. */
  async rebuild(siteSlug: string): Promise<void> {
    // Rows stay searchable (doc unchanged, so the trigger keeps them) until re-derived.
    await this.db.query('UPDATE cars SET search_signature = NULL WHERE site_slug = $1', [siteSlug]);
    this.#verified.delete(siteSlug);
    const site = this.#contexts.get(siteSlug);
    if (site) await this.#ensureFresh(site, new Date());
  }

  /**
   * Derives the search columns of a site's stale rows (all rows whose signature differs,
   * the first time this process sees the signature). Concurrent callers share one refresh.
   */
  async #ensureFresh(site: SearchSiteContext, now: Date): Promise<void> {
    const profile = searchProfile(site, now);
    const signature = createHash('sha256').update(searchProfileSignature(profile)).digest('base64url').slice(0, 22);
    for (;;) {
      const running = this.#refreshing.get(site.slug);
      if (!running) break;
      await running.catch(() => {});
    }
    const full = this.#verified.get(site.slug) !== signature;
    if (!full) {
      const [row] = await this.db.query<{ stale: boolean }>('SELECT EXISTS (SELECT 1 FROM cars WHERE site_slug = $1 AND search_signature IS NULL) AS stale', [
        site.slug,
      ]);
      if (!row?.stale) return;
    }
    const refresh = this.#refresh(site.slug, profile, signature, full).finally(() => this.#refreshing.delete(site.slug));
    this.#refreshing.set(site.slug, refresh);
    await refresh;
  }

  async #refresh(slug: string, profile: SearchProfile, signature: string, full: boolean): Promise<void> {
    const documents = searchDocuments(profile);
    const stale = full
      ? 'site_slug = $1 AND (search_signature IS NULL OR search_signature < $2 OR search_signature > $2)'
      : 'site_slug = $1 AND search_signature IS NULL';
    let derived = 0;
    // Bounded: a car changed under us stays stale and is picked up again; one that keeps
    // changing is left to the next search.
    for (let round = 0; round < 10_000; round++) {
      const rows = await this.db.query<{ doc: Car; v: string }>(
        `SELECT doc, xmin::text AS v FROM cars WHERE ${stale} ORDER BY id LIMIT ${this.#batch}`,
        full ? [slug, signature] : [slug],
      );
      if (rows.length === 0) break;
      const records: unknown[] = [];
      const newTerms = new Set<string>();
      const known = this.#knownTerms.get(slug) ?? new Set<string>();
      this.#knownTerms.set(slug, known);
      const docs = rows.map(({ doc: car, v }) => ({ car, v, doc: documents(car) }));
      const ids = await this.#facetIdsOf(
        slug,
        docs.map(({ doc }) => doc),
      );
      for (const { car, v, doc } of docs) {
        for (const term of doc.terms) if (!known.has(term)) newTerms.add(term);
        const facets: number[] = [];
        for (const [attribute, values] of Object.entries(doc.facets)) for (const value of values ?? []) facets.push(ids.get(`${attribute}\u0000${value}`)!);
        records.push({
          id: car.id,
          v,
          listing: LISTING_CODE[doc.listing],
          sale_ms: doc.saleMs,
          rank: doc.customRank,
          created_ms: doc.createdMs,
          price: doc.numbers.price,
          km: doc.numbers.km,
          year: doc.numbers.year,
          subscription_price: doc.numbers.subscription_price,
          weekly_price: doc.numbers.weekly_price,
          terms: doc.terms,
          facets,
        });
      }
      if (newTerms.size > 0) await this.#addTerms(slug, [...newTerms]);
      const json = JSON.stringify(records);
      // Only cars unchanged since they were read (same row version) are marked fresh.
      await this.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO car_search (car_id, site_slug, listing, sale_ms, rank, created_ms, price, km, year, subscription_price, weekly_price, terms, facets)
           SELECT u.id, $1, u.listing, u.sale_ms, u.rank, u.created_ms, u.price, u.km, u.year, u.subscription_price, u.weekly_price, u.terms, u.facets
           FROM jsonb_to_recordset($2::jsonb) AS u(
             id bigint, v text, listing smallint, sale_ms float8, rank float8, created_ms float8, price float8,
             km float8, year float8, subscription_price float8, weekly_price float8, terms text[], facets bigint[])
           JOIN cars c ON c.id = u.id AND c.xmin::text = u.v
           ON CONFLICT (car_id) DO UPDATE SET
             site_slug = EXCLUDED.site_slug, listing = EXCLUDED.listing, sale_ms = EXCLUDED.sale_ms, rank = EXCLUDED.rank,
             created_ms = EXCLUDED.created_ms, price = EXCLUDED.price, km = EXCLUDED.km, year = EXCLUDED.year,
             subscription_price = EXCLUDED.subscription_price, weekly_price = EXCLUDED.weekly_price,
             terms = EXCLUDED.terms, facets = EXCLUDED.facets`,
          [slug, json],
        );
        await tx.query(
          `UPDATE cars AS c SET search_signature = $1 FROM jsonb_to_recordset($2::jsonb) AS u(id bigint, v text)
           WHERE c.id = u.id AND c.xmin::text = u.v`,
          [signature, json],
        );
      });
      for (const term of newTerms) known.add(term);
      derived += rows.length;
      if (rows.length < this.#batch) break;
    }
    // After a bulk derivation the planner needs fresh statistics at once, not at autovacuum's next round.
    if (derived >= ANALYZE_AFTER_ROWS) await this.db.exec('ANALYZE car_search');
    if (full) this.#verified.set(slug, signature);
  }

  async #addTerms(slug: string, terms: readonly string[]): Promise<void> {
    await this.db.query('INSERT INTO search_terms (site_slug, term) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [slug, terms]);
    const variants: string[] = [];
    const owners: string[] = [];
    for (const term of terms) {
      if (!typoReachable(term)) continue;
      for (const variant of deletionVariants(term)) {
        variants.push(variant);
        owners.push(term);
      }
    }
    if (variants.length > 0) {
      await this.db.query(
        'INSERT INTO search_term_variants (site_slug, variant, term) SELECT $1, v, t FROM unnest($2::text[], $3::text[]) AS x(v, t) ON CONFLICT DO NOTHING',
        [slug, variants, owners],
      );
    }
  }

  /** The ids of the refinement values of these documents, allocated where new. */
  async #facetIdsOf(slug: string, docs: readonly SearchDocument[]): Promise<Map<string, number>> {
    const known = this.#facetIds.get(slug) ?? new Map<string, number>();
    this.#facetIds.set(slug, known);
    const missing = new Map<string, [FacetAttribute, string]>();
    for (const doc of docs) {
      for (const [attribute, values] of Object.entries(doc.facets) as [FacetAttribute, readonly string[] | undefined][]) {
        for (const value of values ?? []) {
          const key = `${attribute}\u0000${value}`;
          if (!known.has(key)) missing.set(key, [attribute, value]);
        }
      }
    }
    if (missing.size > 0) {
      const pairs = [...missing.values()];
      const attributes = pairs.map(([a]) => a);
      const values = pairs.map(([, v]) => v);
      await this.db.query(
        `INSERT INTO search_facet_values (id, site_slug, attribute, value)
         SELECT x.code::bigint * ${CODE_SHIFT} + nextval('search_facet_value_seq'), $1, x.attribute, x.value
         FROM unnest($2::int[], $3::text[], $4::text[]) AS x(code, attribute, value)
         ON CONFLICT (site_slug, attribute, value) DO NOTHING`,
        [slug, attributes.map((a) => FACET_CODES[a]), attributes, values],
      );
      const rows = await this.db.query<{ id: string; attribute: string; value: string }>(
        `SELECT id::text, attribute, value FROM search_facet_values
         WHERE site_slug = $1 AND (attribute, value) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
        [slug, attributes, values],
      );
      for (const row of rows) known.set(`${row.attribute}\u0000${row.value}`, Number(row.id));
    }
    return known;
  }

  /**
   * In one statement: the dictionary terms each query term reaches by prefix or typo (an
   * exact match needs no lookup), and the ids of the refined values (a value no car has has none).
   */
  async #resolve(
    slug: string,
    terms: readonly QueryTerm[],
    state: SearchState,
  ): Promise<{ expansions: TermExpansion[]; refinementIds: Map<string, number[]> }> {
    const p = new Params();
    const site = p.add(slug);
    const parts: string[] = [];
    terms.forEach((term, k) => {
      if (term.prefix) {
        parts.push(
          `(SELECT ${k} AS k, 'p' AS kind, term AS a, NULL AS b FROM search_terms WHERE site_slug = ${site} ` +
            `AND term >= ${p.add(term.text)} AND term < ${p.add(prefixUpperBound(term.text))} ORDER BY term LIMIT ${MAX_PREFIX_EXPANSION + 1})`,
        );
      }
      if (term.typo) {
        const keys = p.add(typoLookupKeys(term.text));
        parts.push(`(SELECT ${k} AS k, 't' AS kind, term AS a, NULL AS b FROM search_terms WHERE site_slug = ${site} AND term = ANY(${keys}::text[]))`);
        parts.push(
          `(SELECT ${k} AS k, 't' AS kind, term AS a, NULL AS b FROM search_term_variants WHERE site_slug = ${site} AND variant = ANY(${keys}::text[]))`,
        );
      }
    });
    const attributes: string[] = [];
    const values: string[] = [];
    for (const [attribute, list] of Object.entries(state.refinementList)) {
      if (!isFacetAttribute(attribute)) continue;
      for (const value of list ?? []) {
        attributes.push(attribute);
        values.push(value);
      }
    }
    if (attributes.length > 0) {
      parts.push(
        `(SELECT -1 AS k, 'f' AS kind, attribute AS a, id::text AS b FROM search_facet_values WHERE site_slug = ${site} ` +
          `AND (attribute, value) IN (SELECT * FROM unnest(${p.add(attributes)}::text[], ${p.add(values)}::text[])))`,
      );
    }
    const rows =
      parts.length === 0 ? [] : await this.db.query<{ k: number; kind: 'p' | 't' | 'f'; a: string; b: string | null }>(parts.join(' UNION ALL '), p.values);
    const refinementIds = new Map<string, number[]>();
    for (const row of rows) {
      if (row.kind !== 'f') continue;
      (refinementIds.get(row.a) ?? refinementIds.set(row.a, []).get(row.a)!).push(Number(row.b));
    }
    const expansions = terms.map((term, k) => {
      const mine = rows.filter((row) => Number(row.k) === k);
      const prefixTerms = mine.filter((row) => row.kind === 'p').map((row) => row.a);
      const scanPrefix = prefixTerms.length > MAX_PREFIX_EXPANSION;
      const reached = new Set<string>([term.text]);
      if (!scanPrefix) for (const t of prefixTerms) reached.add(t);
      for (const row of mine) if (row.kind === 't' && withinOneTypo(term.text, row.a)) reached.add(row.a);
      return { term, terms: [...reached], scanPrefix };
    });
    return { expansions, refinementIds };
  }
}

function buildConditions(
  p: Params,
  site: SearchSiteContext,
  now: Date,
  state: SearchState,
  expansions: readonly TermExpansion[],
  refinementIds: ReadonlyMap<string, readonly number[]>,
  priceAboveZero: boolean,
): Conditions {
  const base = [
    `s.site_slug = ${p.add(site.slug)}`,
    // isSoldCarStillShown: now − sale instant ≤ the window, in the same double arithmetic.
    `(s.listing = 1 OR (s.listing = 2 AND (${p.add(now.getTime())}::float8 - s.sale_ms) <= ${p.add(soldWindowMs(site.includeSoldCarsDays))}::float8))`,
  ];
  if (priceAboveZero) base.push('s.price > 0');
  for (const { term, terms, scanPrefix } of expansions) {
    const any = `s.terms && ${p.add(terms)}::text[]`;
    base.push(
      scanPrefix
        ? `(${any} OR EXISTS (SELECT 1 FROM unnest(s.terms) AS t(term) WHERE t.term COLLATE "C" >= ${p.add(term.text)} AND t.term COLLATE "C" < ${p.add(prefixUpperBound(term.text))}))`
        : any,
    );
  }
  const groups = new Map<string, string[]>();
  const add = (name: string, sql: string): void => void (groups.get(name) ?? groups.set(name, []).get(name)!).push(sql);
  for (const [attribute, values] of Object.entries(state.refinementList)) {
    if (!values || values.length === 0) continue;
    if (isFacetAttribute(attribute)) add(attribute, `s.facets && ${p.add(refinementIds.get(attribute) ?? [])}::bigint[]`);
    else if (isRangeAttribute(attribute)) add(attribute, `s.${NUMBER_COLUMN[attribute]} = ANY(${p.add(numericRefinementValues(values))}::float8[])`);
  }
  for (const [attribute, bound] of Object.entries(state.range)) {
    if (!bound || !isRangeAttribute(attribute)) continue;
    const column = `s.${NUMBER_COLUMN[attribute]}`;
    const sides = [`${column} IS NOT NULL`];
    if (bound.min !== undefined) sides.push(`${column} >= ${p.add(bound.min)}::float8`);
    if (bound.max !== undefined) sides.push(`${column} <= ${p.add(bound.max)}::float8`);
    add(attribute, sides.join(' AND '));
  }
  return { base: base.join(' AND '), groups: new Map([...groups].map(([name, sql]) => [name, `(${sql.join(' AND ')})`])) };
}

/** base ∧ every group (but `except`). */
function all(conditions: Conditions, except?: string): string {
  return [conditions.base, ...[...conditions.groups].filter(([name]) => name !== except).map(([, sql]) => sql)].join(' AND ');
}

/** The sort of the hits as SQL expressions on `car_search s`, with their directions. */
function orderKeys(keys: readonly SortKey[], expansions: readonly TermExpansion[], p: Params): { expression: string; direction: string }[] {
  const out: { expression: string; direction: string }[] = [];
  const first = keys[0];
  if (first?.field === 'custom_rank' && first.direction === 'desc' && expansions.length > 0) {
    // Text relevance: query terms the car contains exactly.
    out.push({ expression: `(${expansions.map(({ term }) => `(s.terms @> ARRAY[${p.add(term.text)}]::text[])::int`).join(' + ')})`, direction: 'DESC' });
  }
  for (const key of keys) {
    const column = { custom_rank: 's.rank', created_at: 's.created_ms', price: 's.price', weekly_payment: 's.weekly_price', id: 's.car_id' }[key.field];
    out.push({ expression: column, direction: `${key.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST` });
  }
  return out;
}

/**
 * One statement for the count, facet counts and stats, reading the candidate rows once:
 * those that pass the shared conditions and fail at most one filter group, with a flag per
 * group. Rows: kind 0 the count; kind 1 a facet entry — counted over every filter, or over
 * every filter but its own attribute's when that attribute is filtered (disjunctive);
 * kind 2 {min, max} of a range attribute, without its own filter.
 */
function aggregatesSql(conditions: Conditions, facetList: readonly FacetAttribute[]): string {
  const names = [...conditions.groups.keys()];
  const flag = (name: string): string => `g${names.indexOf(name)}`;
  const every = (except?: string): string => {
    const flags = names.filter((n) => n !== except).map(flag);
    return flags.length > 0 ? flags.join(' AND ') : 'TRUE';
  };
  const numbers = RANGE_ATTRIBUTES.map((a) => `s.${NUMBER_COLUMN[a]}`).join(', ');
  const flags = names.map((name) => `, ${conditions.groups.get(name)} AS ${flag(name)}`).join('');
  const candidates = names.length > 1 ? `WHERE ${names.map((n) => `${flag(n)}::int`).join(' + ')} >= ${names.length - 1}` : '';
  const filteredFacets = facetList.filter((a) => conditions.groups.has(a));
  const facetFilter =
    filteredFacets.length === 0
      ? every()
      : `CASE (f / ${CODE_SHIFT})::int ${filteredFacets.map((a) => `WHEN ${FACET_CODES[a]} THEN ${every(a)}`).join(' ')} ELSE ${every()} END`;
  const parts = [
    `SELECT 0 AS kind, NULL::text AS key, (count(*) FILTER (WHERE ${every()}))::float8 AS a, NULL::float8 AS b FROM b`,
    `SELECT 1, v.attribute || '=' || v.value, n::float8, NULL FROM (SELECT f, count(*) AS n FROM b, unnest(b.facets) AS f WHERE ${facetFilter} GROUP BY f) c ` +
      'JOIN search_facet_values v ON v.id = c.f',
    ...RANGE_ATTRIBUTES.map((attribute) => {
      const column = NUMBER_COLUMN[attribute];
      const where = conditions.groups.has(attribute) ? every(attribute) : every();
      return `SELECT 2, '${attribute}', min(${column}) FILTER (WHERE ${where}), max(${column}) FILTER (WHERE ${where}) FROM b`;
    }),
  ];
  return (
    `WITH b AS MATERIALIZED (SELECT * FROM (SELECT s.facets, ${numbers}${flags} FROM car_search s WHERE ${conditions.base}) x ${candidates}) ` +
    parts.join(' UNION ALL ')
  );
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);

/**
 * Runs a search's statements: a failure to reach the database (refused, reset, dropped,
 * closed, server shutting down or out of connections) is the port's expected failure, a
 * Left; anything else (a bug, bad SQL) rejects.
 */
async function leftOnConnectionFailure<T>(run: () => Promise<T>): Promise<E.Either<SearchUnavailable, T>> {
  try {
    return E.right(await run());
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const message = error instanceof Error ? error.message : String(error);
    const connection =
      (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) ||
      /Connection terminated|connection .*closed|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i.test(message);
    if (connection) return E.left(searchUnavailable(`Search database unavailable: ${message}`));
    throw error;
  }
}
