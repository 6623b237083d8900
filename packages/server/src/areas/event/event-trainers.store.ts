import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

/** Trainers' employee information of the brand (one trainer's with `only`), with their names. */
export function trainerInfoRows(db: Kysely<Database>, brand: BrandKey, only?: string) {
  let query = db
    .selectFrom('trainer_employee_info as t')
    .innerJoin('user_account as ua', 'ua.id', 't.user_account_id')
    .leftJoin('identity_user as u', 'u.id', 'ua.user_id')
    .select([
      't.user_account_id',
      't.info',
      't.blackouts',
      'ua.first_name',
      'ua.last_name',
      'u.email',
    ])
    .where('t.app_name', '=', brand);
  if (only) query = query.where('t.user_account_id', '=', only);
  return query.execute();
}

/** Writes a trainer's facts and blackout rows (replacing what was there). */
export async function saveTrainerInfo(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  info: Record<string, unknown>,
  blackouts: unknown[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('trainer_employee_info')
    .values({
      user_account_id: userAccountId,
      app_name: brand,
      info: toJson(info),
      blackouts: toJson(blackouts),
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_account_id').doUpdateSet({
        info: toJson(info),
        blackouts: toJson(blackouts),
        updated_at: now,
      }),
    )
    .execute();
}

/** Whether the brand has a user account with this id. */
export async function accountOfBrandExists(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const account = await db
    .selectFrom('user_account')
    .select('id')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return account !== undefined;
}

/** The brand's open, dated events with their trainers (what a trainer is booked for). */
export function trainerBookings(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('event')
    .select(['id', 'trainer_email', 'trainer2_email', 'start_date', 'end_date', 'details'])
    .where('app_name', '=', brand)
    .where('archived', '=', false)
    .where('start_date', 'is not', null)
    .execute();
}
