/**
 * CSV files that Excel opens with Korean intact (decisions 055, 084), built the same way in the browser
 * (the blob download) and on the server (the signed link): UTF-8 with a byte-order mark (without it
 * Excel reads the bytes as the system's code page and the Korean turns to noise), CRLF line ends,
 * RFC 4180 quoting. A text cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab
 * or a carriage return) gets a leading apostrophe: names and titles are typed by users, and a name like
 * `=HYPERLINK(…)` must stay a name (CSV injection).
 */

export const byteOrderMark = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

/** A file ready to save: its name and its whole text (the byte-order mark included). */
export interface CsvFile {
  fileName: string;
  text: string;
}

const formulaStart = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the byte-order mark, the header row, then one line per row. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return byteOrderMark + [header, ...rows].map((row) => row.map(cellText).join(',')).join('\r\n') + '\r\n';
}

/** The characters a file name may not hold. */
// eslint-disable-next-line no-control-regex -- the control characters are among them
const notInFileNames = /[\\/:*?"<>|\u0000-\u001f]/g;

/** `FC 한강_2026_기록실.csv`: the parts joined by `_`, without characters a file name may not hold. */
export function csvFileName(parts: readonly (string | number)[]): string {
  const name = parts
    .map((p) => String(p).replace(notInFileNames, '').trim())
    .filter(Boolean)
    .join('_');
  return `${name || 'export'}.csv`;
}
