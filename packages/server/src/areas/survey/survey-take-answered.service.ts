import {
  isReleaseOpen,
  type TMySurvey,
  type TMySurveys,
  type TSharedSurvey,
  type TSharedSurveys,
  type TSurveyResponseView,
} from '@portal/core';
import { notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { userAccountIdByShareCode } from '../../shared/share-codes.store';
import { mayReadResults, requireResultsReader } from './survey-results.policy';
import {
  findInvitationByCode,
  findMyInvitations,
  findNamedResponse,
  findRespondent,
  findVersionBody,
  type MyInvitationRow,
} from './survey-take.store';
import { releaseTimes } from './survey-take.service';

/** A person's surveys (pending, answered) and answered surveys read again. */

const nameOf = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');

/** The open releases' invitations not answered yet (pending) and those answered, as `present` says. */
function surveyLists<T>(
  rows: readonly MyInvitationRow[],
  now: Date,
  present: (row: MyInvitationRow, open: boolean) => T,
): { pending: T[]; done: T[] } {
  const pending: T[] = [];
  const done: T[] = [];
  for (const row of rows) {
    const open = isReleaseOpen(releaseTimes(row), now);
    if (row.completed_at) done.push(present(row, open));
    else if (open) pending.push(present(row, open));
  }
  return { pending, done };
}

const surveyOf = (row: MyInvitationRow): Omit<TMySurvey, 'surveyCode' | 'allowMultiple'> => ({
  title: row.body.title,
  entityName: row.account_name,
  opensAt: row.opens_at.toISOString(),
  closesAt: row.closes_at?.toISOString() ?? null,
  inProgress: row.draft_version !== null,
  completedAt: row.completed_at?.toISOString() ?? null,
  responseId: row.response_id,
});

/** `GetMySurveys`: open releases' invitations (pending, in progress) and those answered. */
export async function mySurveys(ctx: ActorContext): Promise<TMySurveys> {
  const me = ctx.actor.userAccountId;
  if (!me) return { pending: [], done: [] };
  const rows = await findMyInvitations(ctx.db, ctx.brand, me);
  return surveyLists(rows, ctx.now, (row, open) => ({
    ...surveyOf(row),
    surveyCode: row.survey_code,
    allowMultiple: row.allow_multiple && open,
  }));
}

/**
 * `GetSurveysByShareCode/{code}`: the person's surveys of the releases whose results the caller
 * reads (all of them for the person themself), without their survey codes; 404 for a code
 * unknown in the brand.
 */
export async function surveysByShareCode(ctx: ActorContext, code: string): Promise<TSharedSurveys> {
  const personId = await userAccountIdByShareCode(ctx.db, ctx.brand, code);
  const person = personId ? await findRespondent(ctx.db, personId) : undefined;
  if (!personId || !person) throw notFound('errors.person.shareCodeNotFound');
  const rows = await findMyInvitations(ctx.db, ctx.brand, personId);
  const own = personId === ctx.actor.userAccountId;
  const readable = new Map<string, boolean>();
  for (const row of rows) {
    if (readable.has(row.release_id)) continue;
    const release = { id: row.release_id, owner_user_account_id: row.owner_user_account_id };
    readable.set(row.release_id, own || (await mayReadResults(ctx, release)));
  }
  const lists = surveyLists(
    rows.filter((row) => readable.get(row.release_id)),
    ctx.now,
    (row): TSharedSurvey => ({ ...surveyOf(row), releaseId: row.release_id }),
  );
  return { person: nameOf(person), ...lists };
}

type NamedResponse = NonNullable<Awaited<ReturnType<typeof findNamedResponse>>>;

async function presentResponse(
  ctx: ActorContext,
  definitionId: string,
  response: NamedResponse,
  respondent: string | null,
): Promise<TSurveyResponseView> {
  const version = await findVersionBody(ctx.db, definitionId, response.definition_version);
  if (!version) throw notFound();
  return {
    body: version.body,
    answers: response.answers,
    completedAt: response.completed_at!.toISOString(),
    respondent,
  };
}

/**
 * `GetMySurveyResponse/{surveyCode}/{responseId}`: the caller's own response to the invitation's
 * release (about its entity); 404 for any other code, response or person alike.
 */
export async function myResponse(
  ctx: ActorContext,
  surveyCode: string,
  responseId: string,
): Promise<TSurveyResponseView> {
  const invitation = await findInvitationByCode(ctx.db, ctx.brand, surveyCode);
  const me = ctx.actor.userAccountId;
  if (!invitation || !me || invitation.user_account_id !== me || invitation.anonymous)
    throw notFound();
  const response = await findNamedResponse(ctx.db, invitation.release_id, responseId, {
    userAccountId: me,
    entityId: invitation.entity_id,
  });
  if (!response) throw notFound();
  return presentResponse(ctx, invitation.definition_id, response, null);
}

/**
 * `GetSurveyResponse/{releaseId}/{responseId}`: a named response for a reader of the release's
 * results (403 for others); 404 for an anonymous release or a response not its own.
 */
export async function releaseResponse(
  ctx: ActorContext,
  releaseId: string,
  responseId: string,
): Promise<TSurveyResponseView> {
  const release = await requireResultsReader(ctx, releaseId);
  if (release.anonymous) throw notFound();
  const response = await findNamedResponse(ctx.db, release.id, responseId);
  if (!response) throw notFound();
  return presentResponse(ctx, release.definition_id, response, nameOf(response));
}
