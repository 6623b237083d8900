import {
  isReleaseOpen,
  surveySectionsOf,
  type TContentSurvey,
  type TContentSurveyOpen,
  type TContentSurveyRelease,
} from '@portal/core';
import { notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { CONTENT_NOT_FOUND, reachableContents } from '../resourcegroup/content.service';
import { queueSurveyMails } from './survey-invitations.service';
import { contentInvitations, contentRelease, releasesForContent } from './survey-content.store';

/**
 * Surveys in content pages (docs/decisions.md, "Content surveys"): the reader answers through an
 * invitation about the item, so the taking pages, their autosave and checks serve unchanged.
 */

const times = (release: { opens_at: Date; closes_at: Date | null; closed_at: Date | null }) => ({
  opensAt: release.opens_at,
  closesAt: release.closes_at,
  closedAt: release.closed_at,
});

/**
 * `OpenContentSurvey`: the caller's invitation to a survey section of an item they reach, made
 * on first open; an item out of reach is 404, a section or release that does not open a survey
 * (none chosen, another brand's, closed, archived) `unavailable`.
 */
export async function openContentSurvey(
  ctx: ActorContext,
  open: TContentSurveyOpen,
): Promise<TContentSurvey> {
  const [content] = await reachableContents(ctx, [open.contentId]);
  if (!content) throw notFound(CONTENT_NOT_FOUND);
  const me = ctx.actor.userAccountId;
  const section = surveySectionsOf(content.sections).find((s) => s.sectionId === open.sectionId);
  const release = section && (await contentRelease(ctx.db, ctx.brand, section.releaseId));
  if (!me || !release || !isReleaseOpen(times(release), ctx.now)) return { state: 'unavailable' };
  const { all } = await contentInvitations(ctx.db, release.id, content.id, [me]);
  const mine = all[0];
  if (!mine) return { state: 'unavailable' };
  return {
    state: 'ready',
    surveyCode: mine.survey_code,
    completedAt: mine.completed_at?.toISOString() ?? null,
  };
}

/** `GetContentSurveyReleases`: the releases an editor may put in a survey section. */
export async function contentSurveyReleases(ctx: ActorContext): Promise<TContentSurveyRelease[]> {
  const rows = await releasesForContent(ctx.db, ctx.brand, ctx.now);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    open: isReleaseOpen(times(row), ctx.now),
  }));
}

/**
 * Invites a person to the open surveys of an item's survey sections (the content staff releasing
 * the item to them in a series): each invitation made now is e-mailed, as a release's are.
 * Answers how many were made.
 */
export async function inviteToContentSurveys(
  run: ActorContext,
  contentId: string,
  userAccountId: string,
): Promise<number> {
  const [content] = await reachableContents(run, [contentId]);
  let invited = 0;
  for (const { releaseId } of surveySectionsOf(content?.sections ?? [])) {
    const release = await contentRelease(run.db, run.brand, releaseId);
    if (!release || !isReleaseOpen(times(release), run.now)) continue;
    const { added } = await contentInvitations(run.db, release.id, contentId, [userAccountId]);
    await queueSurveyMails(run.db, run, release, added, 'invitation');
    invited += added.length;
  }
  return invited;
}
