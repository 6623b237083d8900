import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { normalizePassword } from '@portal/core';

// The library's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). Measured here
 * at about 23 ms per hash, so a burst of sign-ins does not starve the server, while a
 * guessing attack pays 19 MiB and two passes per guess.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** argon2id of the NFKC form, so the same text typed on another keyboard still matches. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password));
  } catch {
    return false;
  }
}
