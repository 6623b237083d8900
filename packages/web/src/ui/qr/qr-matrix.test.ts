import { describe, expect, it } from 'vitest';
import { QrTooLongError, qrMatrix } from './qr-matrix';

/** Rows as hexadecimal numbers (dark = 1), as an independent reference encoder draws them. */
const hexRows = (matrix: boolean[][]) =>
  matrix.map((row) => BigInt(`0b${row.map((dark) => (dark ? '1' : '0')).join('')}`).toString(16));

describe('qrMatrix', () => {
  it('encodes a check-in address exactly as a reference encoder does (version 3, mask 5)', () => {
    expect(hexRows(qrMatrix('https://schools.localhost:3000/ci/ACDE7946', 5))).toEqual([
      ...['1fc3e47f', '10575841', '1759005d', '17551b5d', '1746335d', '104c5c41', '1fd5557f'],
      ...['1c4100', '1050aace', '810236', '549f160', '42674e8', '154a5761', '84eb73'],
      ...['135c3d5c', '1f0f1745', 'e28c0c', '1fa473f7', '1e66a6c9', '14b323d0', '15f1aff7'],
      ...['1e2118', '1fc9f75c', '10453711', '174fd7fa', '1744a00d', '174767fe', '104b94ad'],
      '1fdbfedc',
    ]);
  });

  it('writes the version information of larger symbols (version 7, two blocks, mask 3)', () => {
    const rows = hexRows(qrMatrix('y'.repeat(120), 3));
    expect(rows).toHaveLength(45);
    expect(rows.slice(0, 4)).toEqual([
      '1fdf1ae8e97f',
      '1051ff894a41',
      '17486bee525d',
      '17501f48e35d',
    ]);
    expect(rows.slice(-3)).toEqual(['1756f14f978e', '1045ba53e4e1', '1fd2e8e38d4c']);
  });

  it('chooses the smallest version that holds the text', () => {
    expect(qrMatrix('A')).toHaveLength(21);
    expect(qrMatrix('x'.repeat(60))).toHaveLength(33);
  });

  it('refuses a text longer than the largest supported symbol', () => {
    expect(() => qrMatrix('x'.repeat(300))).toThrow(QrTooLongError);
  });
});
