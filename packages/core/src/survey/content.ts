import { z } from 'zod';
import { walkSections, zContentSectionId, type TContentSection } from '../domain/content-sections';
import { zGuid } from '../validation/guid';

/**
 * Surveys in content pages (docs/decisions.md, "Content surveys"): a `survey` or
 * `contentSurvey` section names a release; the signed-in reader answers it in place through an
 * invitation about the content item (entity `Content`), so their progress is kept and the page
 * knows it answered when they come back.
 */

/** The entity type of the invitations and responses of content surveys. */
export const CONTENT_SURVEY_ENTITY = 'Content';

export const ZContentSurveyOpen = z
  .object({ contentId: zGuid, sectionId: zContentSectionId })
  .strict();
export type TContentSurveyOpen = z.infer<typeof ZContentSurveyOpen>;

/** The reader's invitation to the section's survey (its code opens the survey), or none. */
export type TContentSurvey =
  { state: 'ready'; surveyCode: string; completedAt: string | null } | { state: 'unavailable' };

/** A release a content editor may put in a section. */
export type TContentSurveyRelease = { id: string; name: string; open: boolean };

/** The section types that show a survey. */
export const SURVEY_SECTION_TYPES: readonly string[] = ['survey', 'contentSurvey'];

/** The survey sections of a page, each with the release it names (as the page was saved). */
export function surveySectionsOf(
  sections: readonly TContentSection[],
): { sectionId: string; releaseId: string }[] {
  const found: { sectionId: string; releaseId: string }[] = [];
  walkSections(sections, (section) => {
    const releaseId = section.data.releaseId;
    if (SURVEY_SECTION_TYPES.includes(section.type) && typeof releaseId === 'string') {
      found.push({ sectionId: section.id, releaseId });
    }
  });
  return found;
}
