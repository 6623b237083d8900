import { randomUUID } from 'node:crypto';
import { cleanFileName, type ProfileAttachment } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { actorOf, findParticipant } from '../profile-participant/participant.service';
import type { SignedInProfileContext } from '../profile-participant/profile-context';
import { canReadParticipant, type ProfileActor } from '../profile-participant/profile.policy';
import {
  accountAddressesInBrand,
  attachmentData,
  deleteAttachmentRow,
  findAttachment,
  insertAttachment,
  listAttachments,
  updateAttachment,
  type AttachmentRow,
} from './attachment.store';

export type AttachmentUpload = {
  id?: string | undefined;
  userAccountId: string;
  name: string;
  participantId?: string | undefined;
  planDataId?: string | undefined;
  file: { contentType: string; bytes: Uint8Array; fileName: string };
};

const present = (row: AttachmentRow): ProfileAttachment => ({
  id: row.id,
  userAccountId: row.user_account_id,
  name: row.name,
  participantId: row.participant_id,
  planDataId: row.plan_data_id,
  path: row.path,
  contentType: row.content_type,
  size: row.size,
  createdUTC: row.created_at.toISOString(),
});

/** Attachments belong to a person: they and their coach read and change them. */
const mayUse = (actor: ProfileActor, row: { user_account_id: string }) =>
  canReadParticipant(actor, { userAccountId: row.user_account_id });

async function visible(context: SignedInProfileContext, rows: AttachmentRow[]) {
  const actor = await actorOf(context);
  return rows.filter((r) => mayUse(actor, r)).map(present);
}

async function usable(context: SignedInProfileContext, id: string) {
  const row = await findAttachment(context.db, context.brand, id);
  if (!row || !mayUse(await actorOf(context), row)) throw notFound('errors.attachment.notFound');
  return row;
}

export async function uploadAttachment(context: SignedInProfileContext, upload: AttachmentUpload) {
  const actor = await actorOf(context);
  if (!canReadParticipant(actor, { userAccountId: upload.userAccountId }))
    throw new HttpError(403, 'errors.attachment.notYours');
  if (upload.participantId) {
    const participant = await findParticipant(context.db, context.brand, upload.participantId);
    if (participant?.user_account_id !== upload.userAccountId) {
      throw new HttpError(400, 'errors.common.requestNotValid', [
        { field: 'participantId', message: 'Not a participant of this person.' },
      ]);
    }
  }
  const id = upload.id ?? randomUUID();
  const values = {
    user_account_id: upload.userAccountId,
    participant_id: upload.participantId ?? null,
    plan_data_id: upload.planDataId ?? null,
    name: upload.name || cleanFileName(upload.file.fileName),
    // Where the file is kept is the server's own naming, never the client's.
    path: `${context.brand}/${upload.userAccountId}/${id}`,
    content_type: upload.file.contentType,
    size: upload.file.bytes.byteLength,
    data: upload.file.bytes,
    updated_at: context.now,
  };
  if (upload.id) {
    await usable(context, upload.id);
    return present(await updateAttachment(context.db, upload.id, values));
  }
  return present(await insertAttachment(context.db, context.brand, id, values));
}

export const attachmentById = async (context: SignedInProfileContext, id: string) =>
  present(await usable(context, id));

export async function attachmentsWhere(
  context: SignedInProfileContext,
  by: {
    ids?: readonly string[];
    participantIds?: readonly string[];
    userAccountIds?: readonly string[];
  },
) {
  return visible(context, await listAttachments(context.db, context.brand, by));
}

/** `FindByEmails`: the attachments of the accounts with these addresses in the brand. */
export async function attachmentsByEmails(
  context: SignedInProfileContext,
  emails: readonly string[],
) {
  const lower = new Set(emails.map((e) => e.toLowerCase()));
  const accounts = await accountAddressesInBrand(context.db, context.brand);
  const ids = accounts
    .filter((a) => a.emails.some((e) => lower.has(e.address.toLowerCase())))
    .map((a) => a.id);
  return attachmentsWhere(context, { userAccountIds: ids });
}

/** `GET /api/profile/`: the caller's own attachments. */
export async function ownAttachments(context: SignedInProfileContext) {
  const actor = await actorOf(context);
  return actor.accountId ? attachmentsWhere(context, { userAccountIds: [actor.accountId] }) : [];
}

export async function deleteAttachment(context: SignedInProfileContext, id: string) {
  const row = await usable(context, id);
  await deleteAttachmentRow(context.db, row.id);
  return { deleted: true };
}

export async function attachmentFile(context: SignedInProfileContext, id: string) {
  const row = await usable(context, id);
  const data = await attachmentData(context.db, row.id);
  return { name: row.name, contentType: row.content_type, data: Buffer.from(data) };
}
