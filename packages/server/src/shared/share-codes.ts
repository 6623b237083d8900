import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVITE_CODE_ALPHABET } from '@portal/core';
import type { Database } from '../db/schema';

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
    const existing = await db
      .selectFrom('user_account_share_code')
      .select('code')
      .where('user_account_id', '=', userAccountId)
      .executeTakeFirst();
    if (existing) return existing.code;
    await db
      .insertInto('user_account_share_code')
      .values({ user_account_id: userAccountId, code: generateShareCode() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error('No free share code after several draws');
}

/** The user account id a share code names in the brand, if any. */
export async function userAccountIdByShareCode(
  db: Kysely<Database>,
  brand: string,
  code: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_account_share_code as s')
    .innerJoin('user_account as u', 'u.id', 's.user_account_id')
    .select('u.id')
    .where('s.code', '=', code.trim().toUpperCase())
    .where('u.app_name', '=', brand)
    .executeTakeFirst();
  return row?.id;
}
