import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVITE_CODE_ALPHABET } from '@portal/core';
import type { Database } from '../db/schema';
import { findShareCode, insertShareCode } from './share-codes.store';

/**
 * Share codes name a person's shared pages (`myevents/{shareCode}`, `mysurveys/{shareCode}`)
 * without their id: 10 symbols of the invite-code alphabet (no look-alikes), about 46 bits.
 */
export const SHARE_CODE_LENGTH = 10;
const DRAWS = 5;

/** A fresh code, drawn by the CSPRNG (not yet stored). */
export function generateShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** The person's share code, made on first use (the same code afterwards). */
export async function shareCodeOf(db: Kysely<Database>, userAccountId: string): Promise<string> {
  for (let draw = 0; draw < DRAWS; draw++) {
    const existing = await findShareCode(db, userAccountId);
    if (existing) return existing;
    await insertShareCode(db, userAccountId, generateShareCode());
  }
  throw new Error('No free share code after several draws');
}
