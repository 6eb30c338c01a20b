/** `caryard search`: the SearchListing use case — the listing a site's search page shows. */
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { SearchHit } from '../../application/search/search-engine.port';
import { MAX_QUERY_LENGTH } from '../../application/inventory/search-listing.use-case';
import { emptySearchState, SORT_BY_VALUES } from '../../domain/search';
import { kmText, modelDisplayName, normaliseMake, shopperView } from '../../domain/vehicle';
import type { CaryardCore } from '../core';
import type { Settings } from '../runtime/settings';
import { fromUseCase, type CliFailure, type CliOutput } from './cli-failure';
import { withCore } from './cli-core';
import { readArgs, validate } from './options';
import { siteSlug, unknownSite } from './site-option';
import { formatTable } from './table';

const schema = z.object({
  site: siteSlug,
  query: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).default(''),
  page: z
    .string()
    .regex(/^\d+$/, 'must be a page number: 1, 2, …')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be a page number: 1, 2, …'))
    .default(1),
  sort: z.enum(SORT_BY_VALUES, `must be one of ${SORT_BY_VALUES.join(', ')}`).default('relevance'),
  json: z.boolean().default(false),
});

/** One car of the listing as the command prints it. */
interface ListedCar {
  readonly id: number;
  readonly stocknum: string;
  readonly title: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  /** The price block's text on the site: '$28,990', '$99 per week', 'Enquire for price.', or 'SOLD'. */
  readonly price: string;
  readonly km: number;
  readonly status: string;
  readonly reserved: boolean;
  readonly path: string;
}

export async function searchCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const parsed = readArgs('search', args, {
    site: { type: 'string' },
    query: { type: 'string' },
    page: { type: 'string' },
    sort: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (E.isLeft(parsed)) return parsed;
  const options = validate('search', schema, parsed.right.values);
  if (E.isLeft(options)) return options;
  const { site: slug, query, page, sort, json: asJson } = options.right;

  // The search indexes are built by start(): this command needs it (no workers).
  return withCore(settings, { start: true }, async (core: CaryardCore) => {
    const site = core.siteOf(slug);
    if (!site) return E.left(unknownSite(core, slug));
    const answer = await core.useCases.search.execute({ site, state: { ...emptySearchState, query, page, sortBy: sort } })();
    if (E.isLeft(answer)) return E.left(fromUseCase(answer.left));
    const result = answer.right;
    // spec 1 §4: the price as the site's cards show it (precedence, SOLD in its place).
    const now = new Date();
    const cars = result.hits.map((hit): ListedCar => listed(hit, shopperView(hit, site, now).price));
    const pages = Math.max(1, result.pages);
    const footer = `${result.count} ${result.count === 1 ? 'car' : 'cars'}, page ${result.page} of ${pages}`;
    const table = formatTable(
      [
        { header: 'stock no.', cell: (c: ListedCar) => c.stocknum },
        { header: 'car', cell: (c) => c.title },
        { header: 'price', cell: (c) => c.price, align: 'right' },
        { header: 'km', cell: (c) => kmText(c.km).replace(/ km$/, ''), align: 'right' },
        { header: 'status', cell: (c) => (c.reserved ? `${c.status} (reserved)` : c.status) },
      ],
      cars,
    );
    return E.right({
      text: cars.length > 0 ? `${table}\n${footer}` : footer,
      json: { site: site.slug, query, sort, page: result.page, pages: result.pages, count: result.count, hitsPerPage: result.hitsPerPage, cars },
      asJson,
    });
  });
}

function listed(hit: SearchHit, price: ReturnType<typeof shopperView>['price']): ListedCar {
  return {
    id: hit.id,
    stocknum: hit.stocknum,
    // The title line as the site writes it (spec 1 §9 label rewrites).
    title: `${hit.year} ${normaliseMake(hit.make)} ${modelDisplayName(hit.make, hit.model)}`,
    year: hit.year,
    make: hit.make,
    model: hit.model,
    price: price._tag === 'Shown' ? price.text : price.headline,
    km: hit.km,
    status: hit.status,
    reserved: hit.reserved,
    path: hit.path,
  };
}
