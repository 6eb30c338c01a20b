/**
 * issue 16 'Feeds': a CSV feed is read as csv-parse reads it (RFC 4180, a UTF-8 BOM, empty lines
 * skipped, short and long rows kept) — the plain files in one pass of our own (readPlainCsv), the
 * rest by csv-parse. Either way the rows, their line numbers and the errors are csv-parse's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parseStockFeed, readPlainCsv } from '../../../adapters/inventory/stock-feed-files';
import { FEED_FIELDS, csvFeedRecord } from '../../../application/inventory/stock-feed.schema';

/** The feed as csv-parse alone reads it (the reader before the one-pass one). */
function byCsvParse(text: string) {
  let header: string[] = [];
  let records: { info: { lines: number }; record: Record<string, string> }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map((n) => String(n).trim().toLowerCase())),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as typeof records;
  } catch (error) {
    return { error: `The CSV file could not be read: ${(error as Error).message}` };
  }
  return {
    header,
    rows: records.map(({ info, record }) => ({ row: info.lines, record: csvFeedRecord(record) })),
    ignored_fields: header.filter((h) => h !== '' && !FEED_FIELDS.includes(h)),
  };
}

function expectAsCsvParse(text: string): void {
  const ours = parseStockFeed(text, 'csv');
  const theirs = byCsvParse(text);
  if ('error' in theirs) {
    expect(ours).toEqual(E.left({ code: 'FEED.UNREADABLE', message: theirs.error }));
  } else if (theirs.header.length === 0 || !theirs.header.includes('stocknum')) {
    expect(E.isLeft(ours)).toBe(true);
  } else {
    expect(ours).toEqual(E.right({ format: 'csv', rows: theirs.rows, ignored_fields: theirs.ignored_fields }));
  }
}

const HEADERS = ['stocknum', 'price', 'make', ' Year', 'KM', 'colour', 'x', '', '__proto__', 'make'];
const plainCell = fc.array(fc.constantFrom('a', 'B', ' ', '7', '$2', '😀', 'ü', '\uFEFF', '\t'), { maxLength: 4 }).map((p) => p.join(''));
const quotedCell = fc.array(fc.constantFrom('a', ',', '\n', '"', ' ', '\n\n', 'é', '""'), { maxLength: 5 }).map((p) => `"${p.join('').replace(/"/g, '""')}"`);
/** A well-formed CSV with '\n' line ends: rows of about the header's length, empty lines, a BOM or not. */
const plainCsv = fc.integer({ min: 1, max: 5 }).chain((columns) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...HEADERS), { minLength: columns, maxLength: columns }),
      fc.array(fc.array(fc.oneof(plainCell, quotedCell), { minLength: Math.max(1, columns - 1), maxLength: columns + 1 }), { maxLength: 6 }),
      fc.array(fc.constantFrom('\n', '\n', '\n\n'), { minLength: 8, maxLength: 8 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([header, rows, breaks, bom, lastBreak]) => {
      const lines = [header.join(','), ...rows.map((cells) => cells.join(','))];
      return (bom ? '\uFEFF' : '') + lines.map((line, i) => line + (i < lines.length - 1 || lastBreak ? breaks[i % breaks.length] : '')).join('');
    }),
);
/** Anything made of CSV's characters, well-formed or not. */
const anyCsv = fc
  .tuple(
    fc.constantFrom('', 'stocknum,price,make\n', 'stocknum,make\r\n', '\uFEFFStockNum,"price"\n', 'stocknum\n'),
    fc.array(fc.constantFrom(',', '\n', '"', '""', 'a', ' ', '\r', '\r\n', '\uFEFF', '1', '\uD800', '😀', 'stocknum', '\n\n'), { maxLength: 40 }),
  )
  .map(([head, pieces]) => head + pieces.join(''));

describe('a CSV stock feed (issue 16 Feeds)', () => {
  it('reads any text as csv-parse does: the same rows, line numbers, ignored columns and errors', () => {
    fc.assert(
      fc.property(fc.oneof(plainCsv, anyCsv), (text) => expectAsCsvParse(text)),
      { numRuns: 3_000 },
    );
  });

  it('reads a well-formed CSV with \\n line ends in one pass, quoted commas, line breaks and quotes included', () => {
    fc.assert(
      fc.property(plainCsv, (text) => {
        // A header of one empty cell is an empty line: no header.
        fc.pre(!/^\uFEFF?(\n|$)/.test(text));
        expect(readPlainCsv(text)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
    const text = 'stocknum,dealercomments,price\nA-1,"One owner, ""as new""\nlog books",$32990\n\nA-2,,1\n';
    const read = readPlainCsv(text);
    expect(read?.rows).toEqual([
      { row: 3, record: { stocknum: 'A-1', dealercomments: 'One owner, "as new"\nlog books', price: 32990 } },
      { row: 5, record: { stocknum: 'A-2', dealercomments: null, price: 1 } },
    ]);
  });

  it('leaves to csv-parse what is not plain: \\r\\n line ends, a stray or unclosed quote, no header', () => {
    for (const text of ['stocknum,price\r\nA-1,1\r\n', 'stocknum,price\nA-1,1"\n', 'stocknum,price\n"A-1,1\n', 'stocknum,price\n"A-1" ,1\n', '', '\n\n']) {
      expect(readPlainCsv(text)).toBeNull();
      expectAsCsvParse(text);
    }
  });

  it('reads the fixture feeds as csv-parse does', () => {
    for (const name of ['harbour-good.csv', 'harbour-mixed.csv']) expectAsCsvParse(readFileSync(join(__dirname, '../../fixtures/stock', name), 'utf8'));
  });
});
