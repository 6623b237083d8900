import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptData, encryptData, encryptionKeyFrom } from './encryption';

const signingKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
const key = encryptionKeyFrom('a-test-secret-of-at-least-32-characters', signingKey());

describe('encryptData', () => {
  it('round-trips text, with a fresh nonce each time', () => {
    const first = encryptData(key, 'register|invite=42', false);
    expect(first).not.toBe(encryptData(key, 'register|invite=42', false));
    expect(decryptData(key, first).toString('utf8')).toBe('register|invite=42');
  });

  it('encrypts the bytes of base64 input', () => {
    const sealed = encryptData(key, Buffer.from([0, 1, 255]).toString('base64'), true);
    expect([...decryptData(key, sealed)]).toEqual([0, 1, 255]);
  });

  it('refuses base64 input that is not base64', () => {
    expect(() => encryptData(key, 'not base64!', true)).toThrow(/base64/);
  });

  it('detects altered data and another key', () => {
    const sealed = encryptData(key, 'secret', false);
    // A character in the middle (all six of its bits are data), always changed to another one.
    const at = sealed.length >> 1;
    const altered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(() => decryptData(key, altered)).toThrow();
    expect(() => decryptData(encryptionKeyFrom(undefined, signingKey()), sealed)).toThrow();
  });

  it('derives a different key from each signing key when no secret is configured', () => {
    const sealed = encryptData(encryptionKeyFrom(undefined, signingKey()), 'secret', false);
    expect(() => decryptData(encryptionKeyFrom(undefined, signingKey()), sealed)).toThrow();
  });
});
