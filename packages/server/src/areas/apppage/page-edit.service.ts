import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { BrandKey, zPageBannersEdit, zPageTextEdit } from '@portal/core';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit, type AuditAction } from '../../shared/audit';
import { setPageBanners, setPageText, type PageRef } from '../webconfig/webconfig.service';
import { findVersion, insertVersion, routeOfPage, type PageEditItem } from './page-edit.store';

/** The edit mode's saves: a page text or a page's banners, each a version of the history. */

export const VERSION_NOT_FOUND = 'errors.pageEdit.versionNotFound';

/** Who saves, in which brand: the account named in the history, the session in the audit. */
export type PageEditor = {
  db: Kysely<Database>;
  brand: BrandKey;
  userAccountId: string | null;
  sessionUserId: string | null;
  ip: string | null;
};

/** Applies an edit to the page, records its version and its audit entry, in one transaction. */
function applyEdit(
  editor: PageEditor,
  route: string,
  edit: PageEditItem,
  action: AuditAction,
): Promise<void> {
  return editor.db.transaction().execute(async (trx) => {
    const ref: PageRef = { name: edit.page, route };
    if (edit.item === 'text') await setPageText(trx, editor.brand, ref, edit.name, edit.value);
    else await setPageBanners(trx, editor.brand, ref, edit.value);
    await insertVersion(trx, editor.brand, edit, editor.userAccountId);
    await recordAudit(trx, {
      action,
      appName: editor.brand,
      actorUserId: editor.sessionUserId,
      ip: editor.ip,
      details: {
        page: edit.page,
        ...(edit.item === 'text' ? { text: edit.name } : {}),
        item: edit.item,
      },
    });
  });
}

/** POST SaveText. */
export function savePageText(
  editor: PageEditor,
  { page, name, value }: z.output<typeof zPageTextEdit>,
): Promise<void> {
  return applyEdit(
    editor,
    page.route,
    { page: page.name, item: 'text', name, value },
    AUDIT_ACTIONS.pageTextSaved,
  );
}

/** POST SaveBanners. */
export function savePageBanners(
  editor: PageEditor,
  { page, banners }: z.output<typeof zPageBannersEdit>,
): Promise<void> {
  return applyEdit(
    editor,
    page.route,
    { page: page.name, item: 'banners', value: banners },
    AUDIT_ACTIONS.pageBannersSaved,
  );
}

/** POST Restore/{versionId}: the version's value saved again, as a new version. */
export async function restorePageEdit(editor: PageEditor, versionId: string): Promise<void> {
  const edit = await findVersion(editor.db, editor.brand, versionId);
  if (!edit) throw notFound(VERSION_NOT_FOUND);
  // A page removed since (by an imported configuration) comes back under its name.
  const route = (await routeOfPage(editor.db, editor.brand, edit.page)) || edit.page;
  await applyEdit(editor, route, edit, AUDIT_ACTIONS.pageEditRestored);
}
