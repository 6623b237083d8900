/**
 * A QR code (ISO/IEC 18004) of a text: byte mode, error correction level M, versions 1 to 10
 * (up to 213 bytes: every check-in address fits). The pinned stack has no QR library, and the
 * codes only carry short addresses of this site, so the encoder is written here.
 */

/** Error correction codewords per block and blocks, level M, versions 1..10 (index 0 unused). */
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
const MAX_VERSION = 10;
/** Level M's two format bits. */
const FORMAT_LEVEL_M = 0;

export class QrTooLongError extends Error {
  constructor() {
    super('The text is too long for a QR code of this size.');
    this.name = 'QrTooLongError';
  }
}

/** Multiplication in GF(2^8) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root) ^ (j + 1 < degree ? (result[j + 1] ?? 0) : 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coefficient, i) => {
      result[i] = (result[i] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return result;
}

/** Modules that carry data (all but the function patterns) in a symbol of this version. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

const dataCodewords = (version: number) =>
  Math.floor(rawDataModules(version) / 8) - (ECC_PER_BLOCK[version] ?? 0) * (BLOCKS[version] ?? 0);

/** The data codewords: mode, length, bytes, terminator and padding. */
function dataBytes(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  bytes.forEach((byte) => push(byte, 8));
  const capacity = dataCodewords(version) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const result: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    result.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  return result;
}

/** Splits the data into blocks, adds each block's error correction, and interleaves them. */
function withErrorCorrection(data: readonly number[], version: number): number[] {
  const blocks = BLOCKS[version] ?? 1;
  const eccLength = ECC_PER_BLOCK[version] ?? 0;
  const raw = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks);
  const divisor = reedSolomonDivisor(eccLength);
  const all: number[][] = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const part = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += part.length;
    const ecc = reedSolomonRemainder(part, divisor);
    if (i < shortBlocks) part.push(0);
    all.push([...part, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < (all[0]?.length ?? 0); i++) {
    all.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i] ?? 0);
    });
  }
  return result;
}

type Grid = { size: number; dark: boolean[][]; reserved: boolean[][] };

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let position = size - 7; result.length < count; position -= step) {
    result.splice(1, 0, position);
  }
  return result;
}

function setFunction(grid: Grid, x: number, y: number, dark: boolean): void {
  const row = grid.dark[y];
  const reservedRow = grid.reserved[y];
  if (!row || !reservedRow || x < 0 || x >= grid.size) return;
  row[x] = dark;
  reservedRow[x] = true;
}

function drawFinder(grid: Grid, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const distance = Math.max(Math.abs(dx), Math.abs(dy));
      const x = cx + dx;
      const y = cy + dy;
      if (y >= 0 && y < grid.size) setFunction(grid, x, y, distance !== 2 && distance !== 4);
    }
  }
}

function drawFormatBits(grid: Grid, mask: number): void {
  const data = (FORMAT_LEVEL_M << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) !== 0;
  const last = grid.size - 1;
  for (let i = 0; i <= 5; i++) setFunction(grid, 8, i, bit(i));
  setFunction(grid, 8, 7, bit(6));
  setFunction(grid, 8, 8, bit(7));
  setFunction(grid, 7, 8, bit(8));
  for (let i = 9; i < 15; i++) setFunction(grid, 14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) setFunction(grid, last - i, 8, bit(i));
  for (let i = 8; i < 15; i++) setFunction(grid, 8, grid.size - 15 + i, bit(i));
  setFunction(grid, 8, grid.size - 8, true);
}

function drawVersionBits(grid: Grid, version: number): void {
  if (version < 7) return;
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  const bits = (version << 12) | remainder;
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) !== 0;
    const a = grid.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    setFunction(grid, a, b, dark);
    setFunction(grid, b, a, dark);
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  for (let i = 0; i < grid.size; i++) {
    setFunction(grid, 6, i, i % 2 === 0);
    setFunction(grid, i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, grid.size - 4, 3);
  drawFinder(grid, 3, grid.size - 4);
  const positions = alignmentPositions(version, grid.size);
  const last = positions.length - 1;
  positions.forEach((cx, i) =>
    positions.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          setFunction(grid, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      }
    }),
  );
  drawFormatBits(grid, 0);
  drawVersionBits(grid, version);
}

/** Places the codewords in the zigzag order of the standard. */
function drawCodewords(grid: Grid, codewords: readonly number[]): void {
  let i = 0;
  for (let right = grid.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < grid.size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? grid.size - 1 - vertical : vertical;
        const row = grid.dark[y];
        if (row && !grid.reserved[y]?.[x] && i < codewords.length * 8) {
          row[x] = (((codewords[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1) !== 0;
          i++;
        }
      }
    }
  }
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number): void {
  const invert = MASKS[mask] ?? MASKS[0];
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) {
      const row = grid.dark[y];
      if (row && !grid.reserved[y]?.[x] && invert?.(x, y)) row[x] = !row[x];
    }
  }
}

const FINDER_LIKE = ['10111010000', '00001011101'];

/** The standard's penalty of a masked symbol (lower reads better). */
function penalty(dark: readonly boolean[][]): number {
  const size = dark.length;
  const lines: string[] = [];
  for (let i = 0; i < size; i++) {
    lines.push(dark[i]?.map((d) => (d ? '1' : '0')).join('') ?? '');
    lines.push(dark.map((row) => (row[i] ? '1' : '0')).join(''));
  }
  let result = 0;
  for (const line of lines) {
    for (const run of line.match(/0{5,}|1{5,}/g) ?? []) result += run.length - 2;
    for (const pattern of FINDER_LIKE) {
      for (let at = line.indexOf(pattern); at >= 0; at = line.indexOf(pattern, at + 1)) {
        result += 40;
      }
    }
  }
  let darkCount = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const here = dark[y]?.[x];
      if (here) darkCount++;
      if (
        x < size - 1 &&
        y < size - 1 &&
        here === dark[y]?.[x + 1] &&
        here === dark[y + 1]?.[x] &&
        here === dark[y + 1]?.[x + 1]
      ) {
        result += 3;
      }
    }
  }
  const total = size * size;
  result += (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
  return result;
}

const emptyGrid = (size: number): boolean[][] =>
  Array.from({ length: size }, () => new Array<boolean>(size).fill(false));

/**
 * The modules of the QR code of `text` (true = dark), rows top to bottom, without the quiet
 * zone. `mask` forces a mask pattern (0..7); by default the one with the lowest penalty.
 */
export function qrMatrix(text: string, mask?: number): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  const bitsNeeded = (v: number) => 4 + (v < 10 ? 8 : 16) + bytes.length * 8;
  while (version <= MAX_VERSION && dataCodewords(version) * 8 < bitsNeeded(version)) version++;
  if (version > MAX_VERSION) throw new QrTooLongError();
  const size = version * 4 + 17;
  const codewords = withErrorCorrection(dataBytes(bytes, version), version);
  const build = (chosen: number): boolean[][] => {
    const grid: Grid = { size, dark: emptyGrid(size), reserved: emptyGrid(size) };
    drawFunctionPatterns(grid, version);
    drawCodewords(grid, codewords);
    applyMask(grid, chosen);
    drawFormatBits(grid, chosen);
    return grid.dark;
  };
  if (mask !== undefined) return build(mask);
  let best = build(0);
  let bestPenalty = penalty(best);
  for (let candidate = 1; candidate < MASKS.length; candidate++) {
    const matrix = build(candidate);
    const score = penalty(matrix);
    if (score < bestPenalty) [best, bestPenalty] = [matrix, score];
  }
  return best;
}
