import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  SURVEY_DEFINITION_LIMITS,
  type TSurveyDefinition,
  type TSurveyDefinitionSummary,
  type TSurveyDefinitionVersion,
  type ZSurveyDefinitionSave,
  type TSurveyBody,
  type ZSurveyDefinitionSearch,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { catalogIn } from '../../shared/catalogs';
import type { ActorContext } from '../../shared/request-context';
import { DEFINITION_NOT_FOUND, requireDefinition } from './survey-definitions.policy';
import {
  findVersion,
  insertDefinition,
  insertNextVersion,
  listDefinitions,
  setArchived,
  versionsOf,
} from './survey-definitions.store';

export const STALE_DEFINITION = 'errors.surveyDefinitions.stale';

export const findDefinitions = (
  ctx: ActorContext,
  query: z.output<typeof ZSurveyDefinitionSearch>,
): Promise<TSurveyDefinitionSummary[]> => listDefinitions(ctx.db, ctx.brand, query);

async function present(ctx: ActorContext, summary: TSurveyDefinitionSummary) {
  const [latest, versions] = await Promise.all([
    findVersion(ctx.db, summary.id, summary.version),
    versionsOf(ctx.db, summary.id),
  ]);
  if (!latest) throw notFound(DEFINITION_NOT_FOUND);
  return { ...summary, body: latest.body, versions };
}

/** GetDefinition: the latest body and the version list. */
export async function getDefinition(ctx: ActorContext, id: string): Promise<TSurveyDefinition> {
  return present(ctx, await requireDefinition(ctx, id));
}

/** GetDefinitionVersion: one version whole. */
export async function getDefinitionVersion(
  ctx: ActorContext,
  id: string,
  version: number,
): Promise<TSurveyDefinitionVersion> {
  const definition = await requireDefinition(ctx, id);
  const found = await findVersion(ctx.db, id, version);
  if (!found) throw notFound('errors.surveyDefinitions.versionNotFound');
  return { ...found, definitionId: id, name: definition.name };
}

/**
 * The questions of one version (for the areas that keep answers to a definition's version, such
 * as assessments); undefined when there is no such version.
 */
export async function versionBody(
  db: Kysely<Database>,
  definitionId: string,
  version: number,
): Promise<TSurveyBody | undefined> {
  return (await findVersion(db, definitionId, version))?.body;
}

/**
 * SaveDefinition: every save is a new version, so the answers given for an earlier one keep
 * the body they were given for. A save over a version older than the latest answers 409.
 */
export async function saveDefinition(
  ctx: ActorContext,
  input: z.output<typeof ZSurveyDefinitionSave>,
): Promise<TSurveyDefinition> {
  const change = { name: input.name, body: input.body, by: ctx.actor.userAccountId, now: ctx.now };
  if (!input.id) return getDefinition(ctx, await insertDefinition(ctx.db, ctx.brand, change));
  const current = await requireDefinition(ctx, input.id);
  const loaded = input.version ?? current.version;
  if (!(await insertNextVersion(ctx.db, current.id, loaded, change))) {
    throw new HttpError(409, STALE_DEFINITION, undefined, { version: current.version });
  }
  return getDefinition(ctx, current.id);
}

/** ArchiveDefinition and RestoreDefinition: never deleted, only set aside (and back). */
export async function setDefinitionArchived(
  ctx: ActorContext,
  id: string,
  archived: boolean,
): Promise<TSurveyDefinition> {
  const definition = await requireDefinition(ctx, id);
  await setArchived(ctx.db, definition.id, archived, ctx.now);
  return getDefinition(ctx, definition.id);
}

/** CopyDefinition: a new definition from the latest version, named in the caller's language. */
export async function copyDefinition(ctx: ActorContext, id: string): Promise<TSurveyDefinition> {
  const source = await getDefinition(ctx, id);
  const template = catalogIn(ctx.language).surveyAdmin.copyName;
  const name = template.replace('{{name}}', source.name).slice(0, SURVEY_DEFINITION_LIMITS.name);
  const copyId = await insertDefinition(ctx.db, ctx.brand, {
    name,
    body: source.body,
    by: ctx.actor.userAccountId,
    now: ctx.now,
  });
  return getDefinition(ctx, copyId);
}
