import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The AES-256 key of the Encrypt call, derived (HKDF-SHA-256) from ENCRYPTION_KEY, or, when it
 * is not set, from the private part of the server's current signing key: random, kept in the
 * database and shared by every instance, so the default is secure too.
 */
export function encryptionKeyFrom(
  configuredSecret: string | undefined,
  signingKey: KeyObject,
): Buffer {
  const secret = configuredSecret ?? `signing-key:${signingKey.export({ format: 'jwk' }).d ?? ''}`;
  return Buffer.from(hkdfSync('sha256', secret, 'portal', 'auth/Encrypt aes-256-gcm', 32));
}

/**
 * AES-256-GCM of the text (or of the bytes it encodes, when base64): base64url of the nonce,
 * the ciphertext and the tag. Throws on base64 that is not valid.
 */
export function encryptData(key: Buffer, data: string, isBase64Encoded: boolean): string {
  if (isBase64Encoded && !BASE64.test(data)) throw new Error('The data is not valid base64.');
  const plain = isBase64Encoded ? Buffer.from(data, 'base64') : Buffer.from(data, 'utf8');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The bytes sealed by encryptData; throws when the text was altered or another key sealed it. */
export function decryptData(key: Buffer, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('The data is too short.');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
