import { createHash } from 'node:crypto';
import {
  PICTURE_MAX_BYTES,
  pictureTypeOf,
  type Session,
  type TUserAccount,
  type ZUserAccountSave,
} from '@portal/core';
import type { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import { accountAbilities, canEditAccount, canReadAccount } from './useraccount.policy';
import {
  findAccountById,
  findAccountByUserId,
  updateAccount,
  updateIdentityNames,
  pinsOf,
  upsertPicture,
  type AccountChanges,
  type UserAccountRow,
} from './useraccount.store';
import { decodeBase64, PICTURE_TOO_LARGE, PICTURE_TYPE_REFUSED } from '../../shared/pictures';
import type { SignedInContext } from '../../shared/request-context';

/** What GetByUserId adds to the names and titles (see docs/decisions.md). */
export type AccountDetail = { contacts: boolean; picture: boolean };

export const ACCOUNT_NOT_FOUND = 'errors.common.personNotFound';
export const STALE_ACCOUNT = 'errors.common.staleAccount';

/** The stable address of an account's picture: a new picture is a new address. */
export const pictureUrl = (accountId: string, hash: string) =>
  `/pictures/useraccount/${accountId}/${hash.slice(0, PICTURE_URL_HASH_LENGTH)}`;
/** 128 bits of the picture's SHA-256: the address cannot be guessed from the account id. */
export const PICTURE_URL_HASH_LENGTH = 32;

function present(
  row: UserAccountRow,
  session: Session,
  detail: AccountDetail = { contacts: true, picture: true },
  pinnedNoteIds: string[] = [],
): TUserAccount {
  return {
    id: row.id,
    userId: row.user_id,
    appName: row.app_name,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    titles: row.titles,
    emails: detail.contacts ? row.emails.map((email) => ({ description: '', ...email })) : [],
    phoneNumbers: detail.contacts ? row.phone_numbers : [],
    crmAccounts: [],
    emailConfirmed: row.email_confirmed ?? false,
    dataImageUrl: detail.picture && row.picture_hash ? pictureUrl(row.id, row.picture_hash) : null,
    isProfileIntroduced: row.is_profile_introduced,
    pinnedNoteIds,
    version: row.version,
    abilities: accountAbilities(session, row),
  };
}

/** GetByUserId: the user's account in the brand; yours, or anyone's for a security admin. */
export async function accountByUserId(
  ctx: SignedInContext,
  userId: string,
  detail: AccountDetail,
): Promise<TUserAccount> {
  // Checked before the look-up, so the answer does not tell whether the user exists.
  if (!canReadAccount(ctx.session, { user_id: userId })) throw new HttpError(403, NOT_AUTHORIZED);
  const row = await findAccountByUserId(ctx.db, ctx.brand, userId);
  if (!row) throw notFound('errors.person.noAccountInBrand');
  // Pins are the person's own: nobody else's reading of the account shows them.
  const pins = row.user_id === ctx.session.userId ? await pinsOf(ctx.db, row.id) : [];
  return present(row, ctx.session, detail, pins);
}

/** The account of the brand by id, when the caller may change it (404, then 403 otherwise). */
async function editableAccount(ctx: SignedInContext, id: string): Promise<UserAccountRow> {
  const row = await findAccountById(ctx.db, ctx.brand, id);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  if (!canEditAccount(ctx.session, row)) throw new HttpError(403, NOT_AUTHORIZED);
  return row;
}

async function applyChanges(
  ctx: SignedInContext,
  row: UserAccountRow,
  version: number,
  changes: Partial<AccountChanges>,
): Promise<TUserAccount> {
  await ctx.db.transaction().execute(async (db) => {
    if (!(await updateAccount(db, row.id, version, changes, ctx.now))) {
      throw new HttpError(409, STALE_ACCOUNT);
    }
    const { firstName, lastName } = changes;
    if (row.user_id && firstName !== undefined && lastName !== undefined) {
      await updateIdentityNames(db, row.user_id, { firstName, lastName }, ctx.now);
    }
    await recordAudit(db, {
      action: AUDIT_ACTIONS.userAccountSaved,
      appName: ctx.brand,
      actorUserId: ctx.session.userId,
      subjectUserId: row.user_id,
      ip: ctx.ip,
      details: { userAccountId: row.id, fields: Object.keys(changes) },
    });
  });
  const saved = await findAccountById(ctx.db, ctx.brand, row.id);
  if (!saved) throw notFound(ACCOUNT_NOT_FOUND);
  return present(saved, ctx.session);
}

/** save: names, titles and contacts, over the version the form was loaded at (409 if stale). */
export async function saveAccount(
  ctx: SignedInContext,
  input: z.output<typeof ZUserAccountSave>,
): Promise<TUserAccount> {
  const row = await editableAccount(ctx, input.id);
  const { version, firstName, lastName, titles, emails, phoneNumbers } = input;
  return applyChanges(ctx, row, version, { firstName, lastName, titles, emails, phoneNumbers });
}

/** SetTitles: replaces the titles; a change of its own, so an open form's save then gets 409. */
export async function setTitles(
  ctx: SignedInContext,
  id: string,
  titles: string[],
): Promise<TUserAccount> {
  const row = await editableAccount(ctx, id);
  return applyChanges(ctx, row, row.version, { titles });
}

/** UpdatePicture: a PNG, JPEG or WebP image of at most PICTURE_MAX_BYTES, typed by its bytes. */
export async function updatePicture(
  ctx: SignedInContext,
  id: string,
  data: string,
): Promise<TUserAccount> {
  const row = await editableAccount(ctx, id);
  const bytes = decodeBase64(data);
  if (!bytes) throw new HttpError(400, 'errors.common.pictureNotBase64');
  if (bytes.length > PICTURE_MAX_BYTES) throw new HttpError(413, PICTURE_TOO_LARGE);
  const contentType = pictureTypeOf(bytes);
  if (!contentType) throw new HttpError(415, PICTURE_TYPE_REFUSED);
  const hash = createHash('sha256').update(bytes).digest('hex');
  await ctx.db.transaction().execute(async (db) => {
    await upsertPicture(db, row.id, { contentType, data: bytes, hash }, ctx.now);
    await recordAudit(db, {
      action: AUDIT_ACTIONS.userAccountPictureChanged,
      appName: ctx.brand,
      actorUserId: ctx.session.userId,
      subjectUserId: row.user_id,
      ip: ctx.ip,
      details: { userAccountId: row.id, contentType, bytes: bytes.length },
    });
  });
  return present({ ...row, picture_hash: hash }, ctx.session);
}
