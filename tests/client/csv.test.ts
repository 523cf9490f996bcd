/** CSV for Excel (src/lib/csv.ts): the byte-order mark, quoting, CRLF, formula cells kept as text, file names. */
import { describe, expect, it } from 'vitest';
import { byteOrderMark, csvFileName, csvText } from '#machines/exports.csv.ts';

describe('csv', () => {
  it('starts with the UTF-8 byte-order mark and ends every line with CRLF', () => {
    const text = csvText(['선수', '골'], [['김민준', 3]]);
    expect(text.startsWith(byteOrderMark)).toBe(true);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text).toBe(`${byteOrderMark}선수,골\r\n김민준,3\r\n`);
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvText(['a'], [['서울, 마포'], ['그는 "주장"'], ['두\n줄']])).toBe(`${byteOrderMark}a\r\n"서울, 마포"\r\n"그는 ""주장"""\r\n"두\n줄"\r\n`);
  });

  it('writes numbers, booleans and empty cells as they are', () => {
    expect(csvText(['n', 'b', 'e', 'u'], [[-3, true, null, undefined]])).toBe(`${byteOrderMark}n,b,e,u\r\n-3,true,,\r\n`);
  });

  it.each(['=1+1', '+82', '-김', '@SUM(A1)', '\t탭', '=HYPERLINK("http://x","y")'])('keeps a text cell a formula would start with as text: %j', (cell) => {
    const line = csvText(['a'], [[cell]]).split('\r\n')[1]!;
    expect(line.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('names the file from its parts, without characters a file name may not hold', () => {
    expect(csvFileName(['FC 한강', 2026, '기록실'])).toBe('FC 한강_2026_기록실.csv');
    expect(csvFileName(['A/B:C*?', '  ', 2025])).toBe('ABC_2025.csv');
    expect(csvFileName(['///'])).toBe('export.csv');
  });
});
