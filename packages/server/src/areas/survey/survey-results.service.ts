import {
  DEFAULT_LOCALE,
  SURVEY_ANONYMITY_MINIMUM,
  SURVEY_NAMED_RESPONSES_SHOWN,
  surveyResults,
  widerResultFilters,
  type TSurveyNamedResponse,
  type TSurveyResultFilters,
  type TSurveyResultSet,
  type TSurveyResults,
  type TSurveyResultsFilters,
  type TSurveyResultsQuery,
  type TSurveyResultsRelease,
} from '@portal/core';
import { notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { mayReadResults, requireResultsReader } from './survey-results.policy';
import {
  accountAncestorIds,
  countResponses,
  definitionVersions,
  filteredResponses,
  invitationCounts,
  namedResponses,
  otherReleasesOf,
  releaseEntities,
  type ResultsRelease,
} from './survey-results.store';

/** A release's results, their filter options and the releases to compare with. */

const presentRelease = (release: ResultsRelease): TSurveyResultsRelease => ({
  id: release.id,
  name: release.name,
  anonymous: release.anonymous,
  opensAt: release.opens_at.toISOString(),
  closesAt: release.closes_at?.toISOString() ?? null,
});

/**
 * For an anonymous release, the response counts of the views wider than the filters' (core's
 * `widerResultFilters`), which core's `revealsTooFew` compares the filtered view with; none for
 * a named release.
 */
export async function widerCounts(
  ctx: ActorContext,
  release: Pick<ResultsRelease, 'id' | 'anonymous'>,
  filters: TSurveyResultsFilters,
): Promise<number[]> {
  if (!release.anonymous) return [];
  const ancestors = filters.accountId
    ? await accountAncestorIds(ctx.db, ctx.brand, filters.accountId)
    : [];
  return Promise.all(
    widerResultFilters(filters, ancestors).map((wider) =>
      countResponses(ctx.db, ctx.brand, release, wider),
    ),
  );
}

/** The results of one release for the filters, over its definition's latest version. */
export async function surveyResultSet(
  ctx: ActorContext,
  release: ResultsRelease,
  filters: TSurveyResultsFilters,
): Promise<TSurveyResultSet> {
  const [{ latest, versions }, responses, wider] = await Promise.all([
    definitionVersions(ctx.db, release.definition_id),
    filteredResponses(ctx.db, ctx.brand, release, filters),
    widerCounts(ctx, release, filters),
  ]);
  return surveyResults(
    latest,
    versions,
    responses.map((r) => ({ version: r.definition_version, answers: r.answers })),
    {
      locale: ctx.language ?? DEFAULT_LOCALE,
      anonymous: release.anonymous,
      widerCounts: wider,
    },
  );
}

/** The other releases of the definition the caller may read. */
async function readableOthers(ctx: ActorContext, release: ResultsRelease) {
  const others = await otherReleasesOf(ctx.db, ctx.brand, release);
  const readable = await Promise.all(others.map((other) => mayReadResults(ctx, other)));
  return others.filter((_, index) => readable[index]);
}

export async function releaseResults(
  ctx: ActorContext,
  releaseId: string,
  query: TSurveyResultsQuery,
): Promise<TSurveyResults> {
  const release = await requireResultsReader(ctx, releaseId);
  const { compareReleaseId, ...filters } = query;
  const compared = compareReleaseId ? await requireResultsReader(ctx, compareReleaseId) : null;
  // Only a release of the same definition compares question by question.
  if (compared && (compared.definition_id !== release.definition_id || compared.id === release.id))
    throw notFound();
  const [results, invitations, compareResults] = await Promise.all([
    surveyResultSet(ctx, release, filters),
    invitationCounts(ctx.db, release.id),
    compared ? surveyResultSet(ctx, compared, filters) : null,
  ]);
  return {
    release: { ...presentRelease(release), definitionName: release.definition_name },
    minimum: SURVEY_ANONYMITY_MINIMUM,
    invitations: invitations.invited ? invitations : null,
    results,
    compare: compared &&
      compareResults && { release: presentRelease(compared), results: compareResults },
  };
}

export async function releaseResultFilters(
  ctx: ActorContext,
  releaseId: string,
): Promise<TSurveyResultFilters> {
  const release = await requireResultsReader(ctx, releaseId);
  const [entities, others] = await Promise.all([
    releaseEntities(ctx.db, ctx.brand, release.id),
    readableOthers(ctx, release),
  ]);
  return { ...entities, releases: others.map(({ id, name }) => ({ id, name })) };
}

/**
 * `GetNamedResponses/{releaseId}`: a named release's newest responses for the filters, each to
 * read as a viewer; none for an anonymous release (its responses keep no person).
 */
export async function releaseNamedResponses(
  ctx: ActorContext,
  releaseId: string,
  filters: TSurveyResultsFilters,
): Promise<TSurveyNamedResponse[]> {
  const release = await requireResultsReader(ctx, releaseId);
  if (release.anonymous) return [];
  const rows = await namedResponses(
    ctx.db,
    ctx.brand,
    release,
    filters,
    SURVEY_NAMED_RESPONSES_SHOWN,
  );
  return rows.map((row) => ({
    id: row.id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    completedAt: row.completed_at.toISOString(),
  }));
}
