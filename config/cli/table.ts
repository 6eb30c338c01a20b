/** Plain-text tables for the command line: columns padded to their widest cell, two spaces apart. */

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => string;
  /** Numbers read best right-aligned. */
  readonly align?: 'left' | 'right';
}

/** The table, header first; no trailing spaces on any line. */
export function formatTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const cells = rows.map((row) => columns.map((column) => oneLine(column.cell(row))));
  const widths = columns.map((column, i) => Math.max(width(column.header), ...cells.map((line) => width(line[i]!))));
  const render = (line: readonly string[]) =>
    line
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i]! - width(cell));
        return columns[i]!.align === 'right' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [render(columns.map((c) => c.header)), ...cells.map(render)].join('\n');
}

/**
 * Cell text on one line: a user's line breaks, tabs or terminal escapes (text a shopper typed
 * into a form) must not break the table or drive the operator's terminal.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const oneLine = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

/** Width in code points (no terminal-width tables for a handful of accented names). */
const width = (text: string): number => [...text].length;
