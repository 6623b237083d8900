import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANY_PRINT_SUBJECT, checkPrintKey, signPrintKey, type PrintKeySubject } from './print-key';

const secret = randomBytes(32);
const subject: PrintKeySubject = { brand: 'teams', scope: 'tractionplan', subjectId: 'TP-123' };
const now = Date.UTC(2026, 0, 1, 12, 0, 0);
const inFiveMinutes = now / 1000 + 300;

describe('print keys', () => {
  it('open their own subject before they expire, and are URL-safe', () => {
    const key = signPrintKey(secret, subject, inFiveMinutes);
    expect(key).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(key)).toBe(key);
    expect(checkPrintKey(secret, key, subject, now)).toBe(true);
    expect(checkPrintKey(secret, key, subject, now + 299_000)).toBe(true);
  });

  it('are refused once expired', () => {
    const key = signPrintKey(secret, subject, inFiveMinutes);
    expect(checkPrintKey(secret, key, subject, now + 300_000)).toBe(false);
    expect(checkPrintKey(secret, key, subject, now + 3_600_000)).toBe(false);
  });

  it('are refused for another brand, scope or subject', () => {
    const key = signPrintKey(secret, subject, inFiveMinutes);
    expect(checkPrintKey(secret, key, { ...subject, brand: 'schools' }, now)).toBe(false);
    expect(checkPrintKey(secret, key, { ...subject, scope: 'checkupReport' }, now)).toBe(false);
    expect(checkPrintKey(secret, key, { ...subject, subjectId: 'TP-124' }, now)).toBe(false);
  });

  it('are refused when tampered with: a later expiry, another signature, garbage', () => {
    const key = signPrintKey(secret, subject, inFiveMinutes);
    const [, signature] = key.split('.');
    const extended = `${(inFiveMinutes + 86_400).toString(36)}.${signature}`;
    expect(checkPrintKey(secret, extended, subject, now)).toBe(false);
    const flipped = key.slice(0, -2) + (key.endsWith('AA') ? 'AB' : 'AA');
    expect(checkPrintKey(secret, flipped, subject, now)).toBe(false);
    for (const bad of ['', '.', 'abc', `${key}x`, `${key}.x`, key.replace('.', '')]) {
      expect(checkPrintKey(secret, bad, subject, now)).toBe(false);
    }
  });

  it('signed under another secret are refused', () => {
    const key = signPrintKey(randomBytes(32), subject, inFiveMinutes);
    expect(checkPrintKey(secret, key, subject, now)).toBe(false);
  });

  it('for every subject of a scope open any subject of that scope and brand only', () => {
    const key = signPrintKey(secret, { ...subject, subjectId: ANY_PRINT_SUBJECT }, inFiveMinutes);
    expect(checkPrintKey(secret, key, { ...subject, subjectId: 'TP-999' }, now)).toBe(true);
    expect(checkPrintKey(secret, key, { ...subject, scope: 'report' }, now)).toBe(false);
    expect(checkPrintKey(secret, key, { ...subject, brand: 'leaders' }, now)).toBe(false);
  });
});
