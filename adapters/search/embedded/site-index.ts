/**
 * The columnar index of one dealer site's cars: what EmbeddedSearchEngine searches.
 *
 * Documents are numbered 0..n-1 in custom-rank order (rank descending, car id ascending),
 * so the default sort is document order. Per document: typed-array columns for numbers and
 * dictionary-encoded facet values; per facet value and per text term: a posting list of
 * documents (CSR: one offsets array, one documents array). A search turns each filter
 * into a bitset, ANDs them, and counts facets by walking the matching documents' value
 * columns — each attribute over the documents that match every filter but its own.
 */
import {
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  isFacetAttribute,
  numericRefinementValues,
  prefixUpperBound,
  queryTerms,
  sortPlan,
  typoLookupKeys,
  withinOneTypo,
  deletionVariants,
  typoReachable,
  isRangeAttribute,
  type FacetAttribute,
  type QueryTerm,
  type RangeAttribute,
  type RangeBound,
  type SearchDocument,
  type SearchState,
  type SortKey,
} from '../../../domain/search';
import { isSoldCarStillShown } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import type { FacetCounts, FacetStat, SearchHit } from '../../../application/search/search-engine.port';
import { and, andInto, andNotInto, docsSlice, emptyBitset, hasBit, popcount, setBit, setBits, toDocs, type Bitset } from './bitset';

/** One car as the index holds it: no full listing, only what search reads and returns. */
export interface IndexedCar {
  readonly id: number;
  readonly doc: SearchDocument;
  readonly hit: SearchHit;
  /** Sale fields of a 'sold-window' car, for isSoldCarStillShown; null for the others. */
  readonly sale: Pick<Car, 'status' | 'sold_at' | 'updated_at'> | null;
}

/** value → documents[offsets[value] .. offsets[value + 1]), ascending. */
interface Postings {
  readonly offsets: Int32Array;
  readonly docs: Int32Array;
}

interface FacetColumn {
  readonly values: readonly string[];
  readonly byValue: ReadonlyMap<string, number>;
  readonly postings: Postings;
  /** Value id per document (-1: none) when no document has two values. */
  readonly single: Int32Array | null;
  /** Otherwise value ids per document, CSR. */
  readonly multi: Postings | null;
}

export interface IndexQuery {
  readonly state: SearchState;
  readonly hitsPerPage: number;
  readonly now: Date;
  readonly includeSoldCarsDays: number;
  readonly priceAscExcludesZero: boolean;
  readonly facets: readonly FacetAttribute[];
}

export interface IndexAnswer {
  readonly hits: SearchHit[];
  readonly count: number;
  readonly facets: Partial<Record<FacetAttribute, FacetCounts>>;
  readonly facetStats: Partial<Record<RangeAttribute, FacetStat>>;
}

/**
 * A match with what orders it against the matches of another index (issue 16: a layered
 * index merges its base's and its changes' answers): in 'rank' order, text score descending,
 * then custom rank descending; in 'column' order, the sort column (missing last) in its
 * direction; then car id ascending.
 */
export interface RankedHit {
  readonly hit: SearchHit;
  readonly score: number;
  readonly value: number;
  readonly id: number;
}

export type MergeOrder = { readonly kind: 'rank' } | { readonly kind: 'column'; readonly direction: 'asc' | 'desc' };

/** The matches in order and the aggregates, for merging with another index's. */
export interface IndexParts extends Omit<IndexAnswer, 'hits'> {
  readonly top: readonly RankedHit[];
  readonly order: MergeOrder;
}

/** The order of RankedHits of `order`, as each index orders its own matches. */
export function compareRanked(order: MergeOrder): (a: RankedHit, b: RankedHit) => number {
  if (order.kind === 'rank') return (a, b) => b.score - a.score || b.value - a.value || a.id - b.id;
  const sign = order.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const xMissing = a.value !== a.value;
    const yMissing = b.value !== b.value;
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && a.value !== b.value) return a.value < b.value ? -sign : sign;
    return a.id - b.id;
  };
}

function postingsOf(valueCount: number, perDoc: readonly (readonly number[])[]): Postings {
  const counts = new Int32Array(valueCount + 1);
  for (const values of perDoc) for (const v of values) counts[v + 1]!++;
  for (let v = 0; v < valueCount; v++) counts[v + 1]! += counts[v]!;
  const offsets = counts.slice();
  const fill = counts.slice(0, valueCount);
  const docs = new Int32Array(offsets[valueCount]!);
  perDoc.forEach((values, doc) => {
    for (const v of values) docs[fill[v]!++] = doc;
  });
  return { offsets, docs };
}

export class SiteIndex {
  readonly size: number;
  readonly #ids: Float64Array;
  readonly #hits: readonly SearchHit[];
  readonly #always: Bitset;
  readonly #positivePrice: Bitset;
  /** 'sold-window' documents, most recently sold first. */
  readonly #sold: Int32Array;
  readonly #sale: readonly (Pick<Car, 'status' | 'sold_at' | 'updated_at'> | null)[];
  readonly #numbers: Readonly<Record<RangeAttribute, Float64Array>>;
  readonly #rank: Float64Array;
  readonly #created: Float64Array;
  readonly #facets: ReadonlyMap<FacetAttribute, FacetColumn>;
  readonly #terms: readonly string[];
  readonly #termIds: ReadonlyMap<string, number>;
  readonly #termPostings: Postings;
  readonly #typoKeys: ReadonlyMap<string, readonly number[]>;
  readonly #orders = new Map<string, Int32Array>();
  #visible: { key: string; bits: Bitset } | null = null;
  #docOfId: Map<number, number> | null = null;

  constructor(cars: readonly IndexedCar[]) {
    const n = cars.length;
    this.size = n;
    // Columns are filled walking `cars` in the order given (memory order: far fewer cache
    // misses than walking them in rank order), each car written at its document number.
    const ranks = Float64Array.from(cars, (c) => c.doc.customRank);
    const carIds = Float64Array.from(cars, (c) => c.id);
    const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => ranks[b]! - ranks[a]! || carIds[a]! - carIds[b]!);
    const docOf = new Int32Array(n);
    for (let doc = 0; doc < n; doc++) docOf[order[doc]!] = doc;

    this.#ids = new Float64Array(n);
    this.#rank = new Float64Array(n);
    this.#created = new Float64Array(n);
    const hits = new Array<SearchHit>(n);
    const sale = new Array<IndexedCar['sale']>(n);
    const numbers = {} as Record<RangeAttribute, Float64Array>;
    for (const attribute of RANGE_ATTRIBUTES) numbers[attribute] = new Float64Array(n);
    this.#always = emptyBitset(n);
    this.#positivePrice = emptyBitset(n);
    const sold: number[] = [];
    const saleMs = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const c = cars[i]!;
      const doc = docOf[i]!;
      this.#ids[doc] = c.id;
      this.#rank[doc] = c.doc.customRank;
      this.#created[doc] = c.doc.createdMs ?? Number.NaN;
      hits[doc] = c.hit;
      sale[doc] = c.sale;
      for (const attribute of RANGE_ATTRIBUTES) numbers[attribute][doc] = c.doc.numbers[attribute] ?? Number.NaN;
      if (c.doc.listing === 'always') setBit(this.#always, doc);
      else if (c.doc.listing === 'sold-window' && c.doc.saleMs !== null) {
        sold.push(doc);
        saleMs[doc] = c.doc.saleMs;
      }
      if ((c.doc.numbers.price ?? 0) > 0) setBit(this.#positivePrice, doc);
    }
    this.#hits = hits;
    this.#sale = sale;
    this.#numbers = numbers;
    sold.sort((a, b) => saleMs[b]! - saleMs[a]! || a - b);
    this.#sold = Int32Array.from(sold);

    const facets = new Map<FacetAttribute, FacetColumn>();
    for (const attribute of FACET_ATTRIBUTES) facets.set(attribute, facetColumn(cars, docOf, attribute));
    this.#facets = facets;

    const termSet = new Set<string>();
    for (const c of cars) for (const term of c.doc.terms) termSet.add(term);
    const terms = [...termSet].sort();
    const termIds = new Map(terms.map((term, i) => [term, i]));
    this.#terms = terms;
    this.#termIds = termIds;
    const termsPerDoc = new Array<number[]>(n);
    for (let i = 0; i < n; i++) termsPerDoc[docOf[i]!] = cars[i]!.doc.terms.map((term) => termIds.get(term)!);
    this.#termPostings = postingsOf(terms.length, termsPerDoc);
    const typoKeys = new Map<string, number[]>();
    terms.forEach((term, id) => {
      if (!typoReachable(term)) return;
      for (const variant of deletionVariants(term)) {
        const list = typoKeys.get(variant);
        if (list) list.push(id);
        else typoKeys.set(variant, [id]);
      }
    });
    this.#typoKeys = typoKeys;
  }

  search(query: IndexQuery): IndexAnswer {
    const { state } = query;
    const m = this.#match(query, null);
    const offset = (state.page - 1) * query.hitsPerPage;
    const pageDocs = offset >= m.count ? [] : this.#page(m.keys, m.terms, m.all, m.allDocs, offset, query.hitsPerPage);
    return { hits: pageDocs.map((doc) => this.#hits[doc]!), count: m.count, facets: m.facets, facetStats: m.facetStats };
  }

  /**
   * The search's aggregates and its first `take` matches in order, leaving out the documents in
   * `dead` (cars changed or removed since this index was built): one layer of a layered search.
   */
  searchParts(query: IndexQuery, dead: Bitset | null, take: number): IndexParts {
    const m = this.#match(query, dead);
    const docs = m.count === 0 || take === 0 ? [] : this.#page(m.keys, m.terms, m.all, m.allDocs, 0, take);
    const first = m.keys[0];
    let order: MergeOrder = { kind: 'rank' };
    let value: Float64Array = this.#rank;
    if (first && !(first.field === 'custom_rank' && first.direction === 'desc')) {
      const sort = this.#sortColumn(first);
      order = { kind: 'column', direction: sort.direction };
      value = sort.column;
    }
    const exact = order.kind === 'rank' ? m.terms.map((term) => this.#termIds.get(term.text)).filter((id) => id !== undefined) : [];
    const top = docs.map((doc): RankedHit => ({ hit: this.#hits[doc]!, score: this.#exactScore(exact, doc), value: value[doc]!, id: this.#ids[doc]! }));
    return { count: m.count, facets: m.facets, facetStats: m.facetStats, top, order };
  }

  /** The document of a car, or -1. */
  docOf(carId: number): number {
    this.#docOfId ??= new Map(Array.from(this.#ids, (id, doc) => [id, doc]));
    return this.#docOfId.get(carId) ?? -1;
  }

  /** How many of the query terms (by term id) document `doc` has exactly: postings are in ascending document order. */
  #exactScore(termIds: readonly number[], doc: number): number {
    let score = 0;
    const { offsets, docs } = this.#termPostings;
    for (const id of termIds) {
      let lo = offsets[id]!;
      let hi = offsets[id + 1]!;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (docs[mid]! < doc) lo = mid + 1;
        else hi = mid;
      }
      if (lo < offsets[id + 1]! && docs[lo] === doc) score++;
    }
    return score;
  }

  #match(query: IndexQuery, dead: Bitset | null) {
    const { state } = query;
    const plan = sortPlan(state.sortBy, { priceAscExcludesZero: query.priceAscExcludesZero });
    const terms = queryTerms(state.query);

    // The filters every part of the answer shares: site visibility, price > 0, text.
    const visible = this.#visibleAt(query.now, query.includeSoldCarsDays);
    const base = plan.priceAboveZero ? and(visible, this.#positivePrice) : visible.slice();
    if (dead) andNotInto(base, dead);
    for (const term of terms) andInto(base, this.#textBits(term));

    // One bitset per filtered attribute (refinements and range of one attribute together).
    const groups = this.#filterGroups(state, base);
    const names = [...groups.keys()];
    const bitsets = names.map((name) => groups.get(name)!);
    const all = base.slice();
    for (const bits of bitsets) andInto(all, bits);
    const except = new Map<string, Bitset>();
    if (names.length > 0) {
      // except(i) = base ∧ every group but i, from prefix and suffix products.
      const prefix: Bitset[] = [base];
      for (let i = 0; i < bitsets.length; i++) prefix.push(and(prefix[i]!, bitsets[i]!));
      let suffix: Bitset | null = null;
      for (let i = bitsets.length - 1; i >= 0; i--) {
        except.set(names[i]!, suffix ? and(prefix[i]!, suffix) : prefix[i]!);
        suffix = suffix ? and(suffix, bitsets[i]!) : bitsets[i]!;
      }
    }

    const count = popcount(all);
    const allDocs = toDocs(all, count);
    const docsCache = new Map<string, Int32Array>();
    const docsOf = (name: string): Int32Array => {
      const bits = except.get(name);
      if (!bits) return allDocs;
      let docs = docsCache.get(name);
      if (!docs) docsCache.set(name, (docs = toDocs(bits)));
      return docs;
    };

    const facets: Partial<Record<FacetAttribute, FacetCounts>> = {};
    for (const attribute of query.facets) facets[attribute] = this.#count(attribute, docsOf(attribute));
    const facetStats: Partial<Record<RangeAttribute, FacetStat>> = {};
    for (const attribute of RANGE_ATTRIBUTES) {
      const stat = statOf(this.#numbers[attribute], docsOf(attribute));
      if (stat) facetStats[attribute] = stat;
    }

    return { keys: plan.keys, terms, all, allDocs, count, facets, facetStats };
  }

  /** The documents the site lists at `now`: 'always' ones and sold ones still in their window. */
  #visibleAt(now: Date, days: number): Bitset {
    // isSoldCarStillShown holds for a prefix of the sold documents (most recent first).
    let lo = 0;
    let hi = this.#sold.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const sale = this.#sale[this.#sold[mid]!];
      if (sale && isSoldCarStillShown(sale, now, days)) lo = mid + 1;
      else hi = mid;
    }
    const key = `${days}:${lo}`;
    if (this.#visible?.key !== key) {
      const bits = this.#always.slice();
      setBits(bits, this.#sold, 0, lo);
      this.#visible = { key, bits };
    }
    return this.#visible.bits;
  }

  /** Documents with a term matching the query term (exactly, by prefix, or one typo away). */
  #textBits(query: QueryTerm): Bitset {
    const matched = new Set<number>();
    const exact = this.#termIds.get(query.text);
    if (exact !== undefined) matched.add(exact);
    if (query.prefix) {
      const end = prefixUpperBound(query.text);
      for (let i = lowerBound(this.#terms, query.text); i < this.#terms.length && this.#terms[i]! < end; i++) matched.add(i);
    }
    if (query.typo) {
      for (const key of typoLookupKeys(query.text)) {
        const direct = this.#termIds.get(key);
        if (direct !== undefined && withinOneTypo(query.text, key)) matched.add(direct);
        for (const id of this.#typoKeys.get(key) ?? []) if (withinOneTypo(query.text, this.#terms[id]!)) matched.add(id);
      }
    }
    const bits = emptyBitset(this.size);
    const { offsets, docs } = this.#termPostings;
    for (const id of matched) setBits(bits, docs, offsets[id]!, offsets[id + 1]!);
    return bits;
  }

  #filterGroups(state: SearchState, base: Bitset): Map<string, Bitset> {
    const groups = new Map<string, Bitset>();
    const add = (name: string, bits: Bitset): void => {
      const existing = groups.get(name);
      if (existing) andInto(existing, bits);
      else groups.set(name, bits);
    };
    let baseDocs: Int32Array | null = null;
    const numericBits = (attribute: RangeAttribute, keep: (value: number) => boolean): Bitset => {
      baseDocs ??= toDocs(base);
      const column = this.#numbers[attribute];
      const bits = emptyBitset(this.size);
      for (let i = 0; i < baseDocs.length; i++) {
        const doc = baseDocs[i]!;
        const value = column[doc]!;
        if (value === value && keep(value)) bits[doc >>> 5]! |= 1 << (doc & 31);
      }
      return bits;
    };
    for (const [attribute, values] of Object.entries(state.refinementList)) {
      if (!values || values.length === 0) continue;
      if (isFacetAttribute(attribute)) {
        const column = this.#facets.get(attribute)!;
        const bits = emptyBitset(this.size);
        const { offsets, docs } = column.postings;
        for (const value of values) {
          const id = column.byValue.get(value);
          if (id !== undefined) setBits(bits, docs, offsets[id]!, offsets[id + 1]!);
        }
        add(attribute, bits);
      } else if (isRangeAttribute(attribute)) {
        const wanted = new Set(numericRefinementValues(values));
        add(
          attribute,
          numericBits(attribute, (value) => wanted.has(value)),
        );
      }
    }
    for (const [attribute, bound] of Object.entries(state.range) as [RangeAttribute, RangeBound | undefined][]) {
      if (!bound || !isRangeAttribute(attribute)) continue;
      const min = bound.min ?? -Infinity;
      const max = bound.max ?? Infinity;
      add(
        attribute,
        numericBits(attribute, (value) => value >= min && value <= max),
      );
    }
    return groups;
  }

  #count(attribute: FacetAttribute, docs: Int32Array): FacetCounts {
    const column = this.#facets.get(attribute)!;
    const counts = new Int32Array(column.values.length);
    if (column.single) {
      const single = column.single;
      for (let i = 0; i < docs.length; i++) {
        const v = single[docs[i]!]!;
        if (v >= 0) counts[v]!++;
      }
    } else if (column.multi) {
      const { offsets, docs: values } = column.multi;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[values[k]!]!++;
      }
    }
    const entries: [string, number][] = [];
    for (let v = 0; v < counts.length; v++) if (counts[v]! > 0) entries.push([column.values[v]!, counts[v]!]);
    return Object.fromEntries(entries);
  }

  /** The page's documents in sort order. */
  #page(keys: readonly SortKey[], terms: readonly QueryTerm[], all: Bitset, allDocs: Int32Array, offset: number, take: number): number[] {
    const first = keys[0];
    if (!first || (first.field === 'custom_rank' && first.direction === 'desc')) {
      if (terms.length === 0) return docsSlice(all, offset, take);
      return this.#byTextScore(terms, allDocs).slice(offset, offset + take);
    }
    const { column, direction } = this.#sortColumn(first);
    const compare = comparator(column, direction, this.#ids);
    // A few matches: sort them; many: walk the precomputed order.
    if (allDocs.length * 16 < this.size) {
      return Array.from(allDocs)
        .sort(compare)
        .slice(offset, offset + take);
    }
    const orderKey = `${first.field}:${first.direction}`;
    let order = this.#orders.get(orderKey);
    if (!order) {
      order = Int32Array.from({ length: this.size }, (_, i) => i).sort(compare);
      this.#orders.set(orderKey, order);
    }
    const out: number[] = [];
    let skip = offset;
    for (let i = 0; i < order.length && out.length < take; i++) {
      const doc = order[i]!;
      if (!hasBit(all, doc)) continue;
      if (skip > 0) skip--;
      else out.push(doc);
    }
    return out;
  }

  /** Matches ordered by the number of query terms they contain exactly, then by document (rank) order. */
  #byTextScore(terms: readonly QueryTerm[], docs: Int32Array): number[] {
    const exact: Bitset[] = [];
    const { offsets, docs: postings } = this.#termPostings;
    for (const term of terms) {
      const id = this.#termIds.get(term.text);
      if (id === undefined) continue;
      const bits = emptyBitset(this.size);
      setBits(bits, postings, offsets[id]!, offsets[id + 1]!);
      exact.push(bits);
    }
    const buckets: number[][] = Array.from({ length: exact.length + 1 }, () => []);
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      let score = 0;
      for (const bits of exact) if (hasBit(bits, doc)) score++;
      buckets[exact.length - score]!.push(doc);
    }
    return buckets.flat();
  }

  #sortColumn(key: SortKey): { column: Float64Array; direction: 'asc' | 'desc' } {
    switch (key.field) {
      case 'created_at':
        return { column: this.#created, direction: key.direction };
      case 'price':
        return { column: this.#numbers.price, direction: key.direction };
      case 'weekly_payment':
        return { column: this.#numbers.weekly_price, direction: key.direction };
      case 'custom_rank':
        return { column: this.#rank, direction: key.direction };
      case 'id':
        return { column: this.#ids, direction: key.direction };
    }
  }
}

/** Dictionary-encodes one attribute: a value-id column when single-valued, CSR otherwise. */
function facetColumn(cars: readonly IndexedCar[], docOf: Int32Array, attribute: FacetAttribute): FacetColumn {
  const byValue = new Map<string, number>();
  const values: string[] = [];
  const idOf = (value: string): number => {
    let id = byValue.get(value);
    if (id === undefined) {
      id = values.length;
      values.push(value);
      byValue.set(value, id);
    }
    return id;
  };
  const n = cars.length;
  const single = new Int32Array(n).fill(-1);
  let isSingle = true;
  // Documents share their value lists (searchDocuments interns them): look lists up by identity first.
  const byList = new Map<readonly string[], number>();
  for (let i = 0; i < n && isSingle; i++) {
    const list = cars[i]!.doc.facets[attribute];
    if (!list || list.length === 0) continue;
    if (list.length > 1) isSingle = false;
    else {
      let id = byList.get(list);
      if (id === undefined) byList.set(list, (id = idOf(list[0]!)));
      single[docOf[i]!] = id;
    }
  }
  if (isSingle) {
    const counts = new Int32Array(values.length + 1);
    for (let doc = 0; doc < n; doc++) if (single[doc]! >= 0) counts[single[doc]! + 1]!++;
    for (let v = 0; v < values.length; v++) counts[v + 1]! += counts[v]!;
    const fill = counts.slice(0, values.length);
    const docs = new Int32Array(counts[values.length]!);
    for (let doc = 0; doc < n; doc++) if (single[doc]! >= 0) docs[fill[single[doc]!]!++] = doc;
    return { values, byValue, postings: { offsets: counts, docs }, single, multi: null };
  }
  const perDoc = new Array<number[]>(n);
  for (let i = 0; i < n; i++) perDoc[docOf[i]!] = (cars[i]!.doc.facets[attribute] ?? []).map(idOf);
  return { values, byValue, postings: postingsOf(values.length, perDoc), single: null, multi: docValues(perDoc) };
}

/** Value ids per document as CSR. */
function docValues(perDoc: readonly (readonly number[])[]): Postings {
  const offsets = new Int32Array(perDoc.length + 1);
  perDoc.forEach((values, doc) => (offsets[doc + 1] = offsets[doc]! + values.length));
  const docs = new Int32Array(offsets[perDoc.length]!);
  perDoc.forEach((values, doc) => docs.set(values, offsets[doc]!));
  return { offsets, docs };
}

/** Key order, missing (NaN) keys last, then car id ascending: the SQL `ORDER BY key dir NULLS LAST, id`. */
function comparator(column: Float64Array, direction: 'asc' | 'desc', ids: Float64Array): (a: number, b: number) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = column[a]!;
    const y = column[b]!;
    const xMissing = x !== x;
    const yMissing = y !== y;
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return x < y ? -sign : sign;
    return ids[a]! - ids[b]!;
  };
}

function statOf(column: Float64Array, docs: Int32Array): FacetStat | null {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < docs.length; i++) {
    const value = column[docs[i]!]!;
    if (value !== value) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? { min, max } : null;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
