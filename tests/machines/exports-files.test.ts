/**
 * The CSV files built once for the browser and the server (machines/exports.*.ts, decision 084): for
 * the same reads they are byte for byte the files the page wrote before the builders moved here
 * (exports-golden.json was written by src/features/dues/dues-view.ts, src/features/stats/season-table.ts
 * and src/lib/csv.ts at 7f09931): the byte-order mark, CRLF, formula names kept as text, 선납 in its own
 * column, ASCII minus in amounts, Seoul times, Korean file names without the characters a name may not hold.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boardFile, ledgerFile } from '#machines/exports.dues.ts';
import { seasonFile } from '#machines/exports.season.ts';
import { board, ledgerEntries, seasonRows, teamName } from './export-fixtures.ts';

const golden = JSON.parse(readFileSync(new URL('./exports-golden.json', import.meta.url), 'utf8')) as Record<string, string>;
const bytes = (text: string) => [...new TextEncoder().encode(text)];

describe('the exported files, the same bytes as the page wrote before', () => {
  it('the dues board', () => {
    const file = boardFile(teamName, board);
    expect(bytes(file.text)).toEqual(bytes(golden.board));
    expect(file.fileName).toBe(golden.boardFile);
    expect(bytes(file.text).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('the ledger', () => {
    const file = ledgerFile(teamName, 2026, ledgerEntries);
    expect(bytes(file.text)).toEqual(bytes(golden.ledger));
    expect(file.fileName).toBe(golden.ledgerFile);
    // U+2212 is the screen's minus; a spreadsheet reads numbers only with ASCII '-'.
    expect(file.text).not.toContain('\u2212');
  });

  it('the season, in the order the server answers and in the table order chosen', () => {
    expect(bytes(seasonFile(teamName, 2026, seasonRows, undefined).text)).toEqual(bytes(golden.season));
    expect(bytes(seasonFile(teamName, 2026, seasonRows, { field: 'name', direction: 'asc' }).text)).toEqual(bytes(golden.seasonByName));
    expect(seasonFile(teamName, 2026, seasonRows, undefined).fileName).toBe(golden.seasonFile);
  });
});
