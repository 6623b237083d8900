import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database, ProfileAttachmentTable } from '../../db/schema';

/** An attachment without its bytes. */
export type AttachmentRow = Omit<Selectable<ProfileAttachmentTable>, 'data'>;
export type AttachmentValues = Omit<Insertable<ProfileAttachmentTable>, 'app_name' | 'id'>;

const META = [
  'id',
  'app_name',
  'created_at',
  'updated_at',
  'user_account_id',
  'participant_id',
  'plan_data_id',
  'name',
  'path',
  'content_type',
  'size',
] as const;

const selectMeta = (db: Kysely<Database>, brand: BrandKey) =>
  db.selectFrom('profile_attachment').select(META).where('app_name', '=', brand);

export function findAttachment(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<AttachmentRow | undefined> {
  return selectMeta(db, brand).where('id', '=', id).executeTakeFirst();
}

/**
 * The brand's attachments, the latest first, narrowed by each list given (an empty list matches
 * nothing).
 */
export function listAttachments(
  db: Kysely<Database>,
  brand: BrandKey,
  by: {
    ids?: readonly string[];
    participantIds?: readonly string[];
    userAccountIds?: readonly string[];
  },
): Promise<AttachmentRow[]> {
  let query = selectMeta(db, brand).orderBy('created_at', 'desc');
  const filters = [
    ['id', by.ids],
    ['participant_id', by.participantIds],
    ['user_account_id', by.userAccountIds],
  ] as const;
  for (const [column, values] of filters) {
    if (!values) continue;
    // An id is never null: `id is null` matches nothing.
    query = values.length > 0 ? query.where(column, 'in', values) : query.where('id', 'is', null);
  }
  return query.execute();
}

export function insertAttachment(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: AttachmentValues,
): Promise<AttachmentRow> {
  return db
    .insertInto('profile_attachment')
    .values({ ...values, id, app_name: brand })
    .returning(META)
    .executeTakeFirstOrThrow();
}

export function updateAttachment(
  db: Kysely<Database>,
  id: string,
  values: AttachmentValues,
): Promise<AttachmentRow> {
  return db
    .updateTable('profile_attachment')
    .set(values)
    .where('id', '=', id)
    .returning(META)
    .executeTakeFirstOrThrow();
}

export async function deleteAttachmentRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('profile_attachment').where('id', '=', id).execute();
}

/** The bytes of an attachment. */
export async function attachmentData(db: Kysely<Database>, id: string): Promise<Uint8Array> {
  const file = await db
    .selectFrom('profile_attachment')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return file.data;
}

/** Every user account of the brand with its addresses (matched by address in code). */
export function accountAddressesInBrand(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('user_account')
    .select(['id', 'emails'])
    .where('app_name', '=', brand)
    .execute();
}
