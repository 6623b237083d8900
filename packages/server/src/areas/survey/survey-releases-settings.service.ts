import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  DEFAULT_SURVEY_RELEASE_DEFAULTS,
  ZSurveyReleaseDefaults,
  type TNonRegisteredGroup,
  type TNonRegisteredGroupSave,
  type TSurveyReleaseDefaults,
  type TSurveyReleaseGroup,
  type TSurveyShortUrl,
  type ZSurveyReleaseGroupSave,
  type ZSurveyShortUrlSave,
} from '@portal/core';
import { isUniqueViolation } from '../../db/query-helpers';
import { notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { RELEASE_NOT_FOUND } from './survey-releases.service';
import { entityNames, findReleaseRow } from './survey-releases.store';
import {
  deleteReleaseGroupRow,
  deleteShortUrlRow,
  findDefaults,
  insertNonRegisteredGroup,
  insertReleaseGroup,
  insertShortUrl,
  nonRegisteredGroupRows,
  releaseGroupRows,
  shortUrlRows,
  updateNonRegisteredGroup,
  updateReleaseGroup,
  upsertDefaults,
} from './survey-releases-settings.store';

const GROUP_NOT_FOUND = 'errors.surveyReleases.releaseGroupNotFound';

type GroupRow = Awaited<ReturnType<typeof releaseGroupRows>>[number];
const presentGroup = (row: GroupRow): TSurveyReleaseGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  releaseCount: row.release_count ?? 0,
});

export async function findReleaseGroups(ctx: ActorContext): Promise<TSurveyReleaseGroup[]> {
  return (await releaseGroupRows(ctx.db, ctx.brand)).map(presentGroup);
}

export async function saveReleaseGroup(
  ctx: ActorContext,
  save: z.output<typeof ZSurveyReleaseGroupSave>,
): Promise<TSurveyReleaseGroup> {
  const values = { name: save.name, description: save.description };
  let id = save.id;
  if (id) {
    if (!(await updateReleaseGroup(ctx.db, ctx.brand, id, values))) throw notFound(GROUP_NOT_FOUND);
  } else {
    id = await insertReleaseGroup(ctx.db, ctx.brand, values);
  }
  const [row] = await releaseGroupRows(ctx.db, ctx.brand, id);
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return presentGroup(row);
}

export async function deleteReleaseGroup(ctx: ActorContext, id: string): Promise<boolean> {
  if (!(await deleteReleaseGroupRow(ctx.db, ctx.brand, id))) throw notFound(GROUP_NOT_FOUND);
  return true;
}

/** The brand's release defaults; a brand that saved none (or an older shape) gets core's. */
export async function getReleaseDefaults(ctx: ActorContext): Promise<TSurveyReleaseDefaults> {
  const stored = ZSurveyReleaseDefaults.safeParse(await findDefaults(ctx.db, ctx.brand));
  return stored.success ? stored.data : DEFAULT_SURVEY_RELEASE_DEFAULTS;
}

export async function saveReleaseDefaults(
  ctx: ActorContext,
  defaults: TSurveyReleaseDefaults,
): Promise<TSurveyReleaseDefaults> {
  await upsertDefaults(ctx.db, ctx.brand, defaults);
  return defaults;
}

type ShortUrlRow = Awaited<ReturnType<typeof shortUrlRows>>[number];
const presentShortUrl = (row: ShortUrlRow): TSurveyShortUrl => ({
  code: row.code,
  releaseId: row.release_id,
  releaseName: row.release_name,
  params: row.params,
  maxUses: row.max_uses,
  useCount: row.use_count,
  expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
  createdAt: row.created_at.toISOString(),
});

export async function findShortUrls(
  ctx: ActorContext,
  releaseId: string | undefined,
): Promise<TSurveyShortUrl[]> {
  return (await shortUrlRows(ctx.db, ctx.brand, { releaseId })).map(presentShortUrl);
}

/** Makes a short link with a fresh code (another try in the rare case a code is taken). */
export async function saveShortUrl(
  ctx: ActorContext,
  save: z.output<typeof ZSurveyShortUrlSave>,
): Promise<TSurveyShortUrl> {
  if (!(await findReleaseRow(ctx.db, ctx.brand, save.releaseId))) throw notFound(RELEASE_NOT_FOUND);
  for (let attempt = 1; ; attempt++) {
    const code = randomBytes(6).toString('base64url');
    try {
      await insertShortUrl(ctx.db, {
        code,
        app_name: ctx.brand,
        release_id: save.releaseId,
        params: save.params,
        max_uses: save.maxUses ?? null,
        expires_at: save.expiresAt ? new Date(save.expiresAt) : null,
        created_by: ctx.actor.userAccountId,
      });
      const [row] = await shortUrlRows(ctx.db, ctx.brand, { code });
      if (!row) throw notFound('errors.surveyReleases.shortUrlNotFound');
      return presentShortUrl(row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function deleteShortUrl(ctx: ActorContext, code: string): Promise<boolean> {
  if (!(await deleteShortUrlRow(ctx.db, ctx.brand, code))) {
    throw notFound('errors.surveyReleases.shortUrlNotFound');
  }
  return true;
}

type NonRegisteredRow = Awaited<ReturnType<typeof nonRegisteredGroupRows>>[number];
const presentNonRegistered = (row: NonRegisteredRow): TNonRegisteredGroup => ({
  id: row.id,
  name: row.name,
  crmAccountId: row.crm_account_id,
  crmAccountName: row.account_name,
});

export async function findNonRegisteredGroups(ctx: ActorContext): Promise<TNonRegisteredGroup[]> {
  return (await nonRegisteredGroupRows(ctx.db, ctx.brand)).map(presentNonRegistered);
}

const NR_GROUP_NOT_FOUND = 'errors.surveyReleases.nonRegisteredGroupNotFound';

export async function saveNonRegisteredGroup(
  ctx: ActorContext,
  save: TNonRegisteredGroupSave,
): Promise<TNonRegisteredGroup> {
  if (save.crmAccountId) {
    const found = await entityNames(ctx.db, ctx.brand, 'CrmAccount', [save.crmAccountId]);
    if (!found.size) throw notFound('errors.surveyReleases.accountNotFound');
  }
  const values = { name: save.name, crm_account_id: save.crmAccountId };
  let id = save.id;
  if (id) {
    if (!(await updateNonRegisteredGroup(ctx.db, ctx.brand, id, values))) {
      throw notFound(NR_GROUP_NOT_FOUND);
    }
  } else {
    id = await insertNonRegisteredGroup(ctx.db, ctx.brand, values);
  }
  const [row] = await nonRegisteredGroupRows(ctx.db, ctx.brand, id);
  if (!row) throw notFound(NR_GROUP_NOT_FOUND);
  return presentNonRegistered(row);
}
