import { describe, expect, it } from 'vitest';
import { cleanFileName, csvValue, neutralizeCell, toCsv } from './csv';

describe('csvValue', () => {
  it('wraps values in quotes', () => {
    expect(csvValue('plain')).toBe('"plain"');
    expect(csvValue(42)).toBe('"42"');
    expect(csvValue(true)).toBe('"true"');
  });

  it('doubles inner quotes', () => {
    expect(csvValue('say "hi"')).toBe('"say ""hi"""');
  });

  it('keeps commas and line breaks inside the quotes', () => {
    expect(csvValue('a,b\nc')).toBe('"a,b\nc"');
  });

  it('writes null and undefined as empty cells', () => {
    expect(csvValue(null)).toBe('""');
    expect(csvValue(undefined)).toBe('""');
  });

  it('writes dates as ISO text and invalid dates as empty', () => {
    expect(csvValue(new Date(Date.UTC(2025, 0, 2)))).toBe('"2025-01-02T00:00:00.000Z"');
    expect(csvValue(new Date(Number.NaN))).toBe('""');
  });
});

describe('neutralizeCell and csvValue against formula injection', () => {
  it.each(['=HYPERLINK("http://evil.example","click")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'neutralizes text beginning like a formula: %j',
    (text) => {
      expect(neutralizeCell(text)).toBe(`'${text}`);
      expect(csvValue(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
    },
  );

  it('leaves other text, numbers and dates alone', () => {
    expect(neutralizeCell('Dana = Fox')).toBe('Dana = Fox');
    expect(csvValue(-5)).toBe('"-5"');
    expect(csvValue('')).toBe('""');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Note'],
        ['Ann', 'said "ok"'],
      ]),
    ).toBe('"Name","Note"\r\n"Ann","said ""ok"""');
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});

describe('cleanFileName', () => {
  it('removes special characters', () => {
    expect(cleanFileName('Report: Q1/Q2 <final>?*|"\\.csv')).toBe('Report Q1Q2 final.csv');
  });

  it('keeps letters of any language, digits, dashes and underscores', () => {
    expect(cleanFileName('Übersicht_2025-01 café.xlsx')).toBe('Übersicht_2025-01 café.xlsx');
  });

  it('collapses and trims whitespace', () => {
    expect(cleanFileName('  team \t  report  .pdf ')).toBe('team report .pdf');
  });

  it('does not start with a dot', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('etcpasswd');
  });

  it("answers 'download' when nothing usable is left", () => {
    expect(cleanFileName('')).toBe('download');
    expect(cleanFileName('***')).toBe('download');
  });
});
