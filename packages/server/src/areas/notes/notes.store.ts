import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  richTextPlain,
  type BrandKey,
  type NoteEntityType,
  type PagedResult,
  type TNote,
  type TRichText,
  type ZNoteSearch,
} from '@portal/core';
import type { z } from 'zod';
import { toJson, type Database } from '../../db/schema';

export type NoteRow = Omit<TNote, 'abilities' | 'pinned' | 'attachments'>;
const PREVIEW_LENGTH = 200;

function selectNotes(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('note as n')
    .leftJoin('user_account as u', 'u.id', 'n.author_user_account_id')
    .select([
      'n.id',
      'n.entity_type',
      'n.entity_id',
      'n.title',
      'n.body',
      'n.body_text',
      'n.author_user_account_id',
      sql<
        string | null
      >`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'author_name',
      ),
      'n.created_at',
      'n.updated_at',
      'n.version',
    ])
    .where('n.app_name', '=', brand);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

const toNote = (row: Selected): NoteRow => ({
  id: row.id,
  entityType: row.entity_type as NoteEntityType,
  entityId: row.entity_id,
  title: row.title,
  body: row.body,
  preview: row.body_text.slice(0, PREVIEW_LENGTH),
  authorUserAccountId: row.author_user_account_id,
  authorName: row.author_name,
  createdUTC: row.created_at.toISOString(),
  updatedUTC: row.updated_at.toISOString(),
  version: row.version,
});

export async function findNote(db: Kysely<Database>, brand: BrandKey, id: string) {
  const row = await selectNotes(db, brand).where('n.id', '=', id).executeTakeFirst();
  return row && toNote(row);
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the brand's notes (of one entity when given), pinned ones of the viewer first. */
export async function searchNotes(
  db: Kysely<Database>,
  brand: BrandKey,
  query: z.output<typeof ZNoteSearch>,
  viewerId: string | null,
): Promise<PagedResult<NoteRow>> {
  let q = selectNotes(db, brand);
  if (query.entityType) q = q.where('n.entity_type', '=', query.entityType);
  if (query.entityId) q = q.where('n.entity_id', '=', query.entityId);
  if (query.search) {
    const pattern = like(query.search);
    q = q.where((eb) =>
      eb.or([eb('n.title', 'ilike', pattern), eb('n.body_text', 'ilike', pattern)]),
    );
  }
  const pinned = sql<boolean>`exists (select 1 from note_pin p where p.note_id = n.id
    and p.user_account_id = ${viewerId})`;
  if (query.pinnedOnly) q = q.where(pinned as unknown as ReturnType<typeof sql<SqlBool>>);
  const total = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const column = {
    updatedUTC: 'n.updated_at',
    createdUTC: 'n.created_at',
    title: 'n.title',
  } as const;
  const rows = await q
    .orderBy(pinned, 'desc')
    .orderBy(column[query.sortProperty], query.sortAscending ? 'asc' : 'desc')
    .orderBy('n.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    count: Number(total.n),
    data: rows.map(toNote),
    sortProperty: query.sortProperty,
    sortAscending: query.sortAscending,
  };
}

export async function insertNote(
  db: Kysely<Database>,
  note: {
    brand: BrandKey;
    entityType: string;
    entityId: string;
    title: string;
    body: TRichText;
    authorId: string | null;
    now: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('note')
    .values({
      app_name: note.brand,
      entity_type: note.entityType,
      entity_id: note.entityId,
      title: note.title,
      body: toJson(note.body),
      body_text: richTextPlain(note.body),
      author_user_account_id: note.authorId,
      created_at: note.now,
      updated_at: note.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes title and body when the version still matches; false when another save came first. */
export async function updateNote(
  db: Kysely<Database>,
  id: string,
  version: number,
  note: { title: string; body: TRichText; now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('note')
    .set({
      title: note.title,
      body: toJson(note.body),
      body_text: richTextPlain(note.body),
      version: sql<number>`version + 1`,
      updated_at: note.now,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function attachmentsOf(db: Kysely<Database>, noteIds: string[]) {
  if (noteIds.length === 0) return [];
  return db
    .selectFrom('note_attachment')
    .select(['id', 'note_id', 'name', 'content_type', 'size'])
    .where('note_id', 'in', noteIds)
    .orderBy('created_at')
    .execute();
}

export async function pinnedAmong(
  db: Kysely<Database>,
  viewerId: string | null,
  noteIds: string[],
) {
  if (!viewerId || noteIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('note_pin')
    .select('note_id')
    .where('user_account_id', '=', viewerId)
    .where('note_id', 'in', noteIds)
    .execute();
  return new Set(rows.map((row) => row.note_id));
}

export async function deleteNoteById(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('note').where('id', '=', id).execute();
}

export async function countAttachments(db: Kysely<Database>, noteId: string): Promise<number> {
  const count = await db
    .selectFrom('note_attachment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('note_id', '=', noteId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export async function insertAttachment(
  db: Kysely<Database>,
  attachment: { noteId: string; name: string; contentType: string; data: Uint8Array },
): Promise<void> {
  await db
    .insertInto('note_attachment')
    .values({
      note_id: attachment.noteId,
      name: attachment.name,
      content_type: attachment.contentType,
      size: attachment.data.length,
      data: attachment.data,
    })
    .execute();
}

/** The note an attachment belongs to (undefined for an unknown attachment). */
export async function findAttachmentNoteId(
  db: Kysely<Database>,
  attachmentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('note_attachment')
    .select(['note_id'])
    .where('id', '=', attachmentId)
    .executeTakeFirst();
  return row?.note_id;
}

export function findAttachmentContent(db: Kysely<Database>, attachmentId: string) {
  return db
    .selectFrom('note_attachment')
    .select(['name', 'content_type', 'data'])
    .where('id', '=', attachmentId)
    .executeTakeFirstOrThrow();
}

export async function deleteAttachment(db: Kysely<Database>, attachmentId: string): Promise<void> {
  await db.deleteFrom('note_attachment').where('id', '=', attachmentId).execute();
}

export async function insertPin(
  db: Kysely<Database>,
  userAccountId: string,
  noteId: string,
): Promise<void> {
  await db
    .insertInto('note_pin')
    .values({ user_account_id: userAccountId, note_id: noteId })
    .onConflict((oc) => oc.columns(['user_account_id', 'note_id']).doNothing())
    .execute();
}

export async function deletePin(
  db: Kysely<Database>,
  userAccountId: string,
  noteId: string,
): Promise<void> {
  await db
    .deleteFrom('note_pin')
    .where('user_account_id', '=', userAccountId)
    .where('note_id', '=', noteId)
    .execute();
}

/** The person's pins become exactly these notes (run it in a transaction). */
export async function replacePins(
  db: Kysely<Database>,
  userAccountId: string,
  noteIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('note_pin').where('user_account_id', '=', userAccountId).execute();
  if (noteIds.length > 0) {
    await db
      .insertInto('note_pin')
      .values(noteIds.map((noteId) => ({ user_account_id: userAccountId, note_id: noteId })))
      .execute();
  }
}
