import type { FeedbackFormat, FeedbackFormatInput, FeedbackFormatVersionRef } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import {
  clearOtherDefaults,
  deleteFormatVersionById,
  findDefaultFormat,
  findFormatVersion,
  highestVersion,
  listFormatVersions,
  markFormatDefault,
  upsertFormatVersion,
  type FeedbackFormatRow,
} from './feedbackformat.store';
import type { RequestContext } from '../../shared/request-context';

/** What other areas use of this area's rows. */
export { findDefaultFormat, findFormatVersion } from './feedbackformat.store';

const NOT_FOUND = 'errors.feedbackFormat.notFound';

export function presentFeedbackFormat(row: FeedbackFormatRow): FeedbackFormat {
  return {
    id: row.id,
    appName: row.app_name,
    name: row.name,
    version: row.version,
    isDefault: row.is_default,
    texts: row.texts,
    updatedUTC: row.updated_at.toISOString(),
  };
}

export async function formatByVersion(c: RequestContext, name: string, version: number) {
  const row = await findFormatVersion(c.db, c.brand, name, version);
  if (!row) throw notFound(NOT_FOUND);
  return presentFeedbackFormat(row);
}

/** `getDefaultVersion/{name}`: the version surveys use when they name none. */
export async function defaultFormat(c: RequestContext, name: string) {
  const row = await findDefaultFormat(c.db, c.brand, name);
  if (!row) throw notFound(NOT_FOUND);
  return presentFeedbackFormat(row);
}

export async function formatVersions(c: RequestContext, name: string) {
  return (await listFormatVersions(c.db, c.brand, name)).map(presentFeedbackFormat);
}

/**
 * Saves one version: a named version is replaced (or created), no version creates the next one.
 * The first version of a name becomes its default, so every name has one.
 */
export async function saveFeedbackFormat(c: RequestContext, input: FeedbackFormatInput) {
  const highest = await highestVersion(c.db, c.brand, input.name);
  const version = input.version ?? highest + 1;
  const row = await upsertFormatVersion(
    c.db,
    c.brand,
    { name: input.name, version, isDefault: highest === 0, texts: input.texts },
    c.now,
  ).catch((error: unknown) => {
    // Two first saves of a new name at once: both want to be the default.
    if ((error as { code?: string }).code === '23505') {
      throw new HttpError(409, 'errors.feedbackFormat.savedMeanwhile');
    }
    throw error;
  });
  if (!row) throw new HttpError(409, 'errors.feedbackFormat.savedMeanwhile');
  return presentFeedbackFormat(row);
}

/** `SetAsDefault`: the version becomes the name's default, the previous default stops being it. */
export async function setDefaultFormat(c: RequestContext, ref: FeedbackFormatVersionRef) {
  return c.db.transaction().execute(async (trx) => {
    const row = await findFormatVersion(trx, c.brand, ref.name, ref.version);
    if (!row) throw notFound(NOT_FOUND);
    await clearOtherDefaults(trx, c.brand, ref.name, ref.version, c.now);
    const updated = await markFormatDefault(trx, row.id, c.now);
    return presentFeedbackFormat(updated);
  });
}

/** `DeleteByNameVersion`: any version but the default (surveys would lose their texts). */
export async function deleteFormatVersion(c: RequestContext, ref: FeedbackFormatVersionRef) {
  const row = await findFormatVersion(c.db, c.brand, ref.name, ref.version);
  if (!row) throw notFound(NOT_FOUND);
  if (row.is_default) {
    throw new HttpError(409, 'errors.feedbackFormat.defaultNotDeletable');
  }
  await deleteFormatVersionById(c.db, row.id);
  return true;
}
