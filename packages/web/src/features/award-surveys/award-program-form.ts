import {
  ACHIEVEMENT_TYPES,
  AWARD_SURVEY_TYPES,
  ZAwardProgramSave,
  schoolYearOf,
  type AchievementType,
  type AwardSurveyType,
  type TAwardProgram,
  type TAwardProgramSave,
} from '@portal/core';

/** One award survey type in the form: required when a release is picked. */
export type RequirementDraft = { releaseId: string; minResponses: string };

/** The programme form: texts as typed, every type listed, accounts with their names. */
export type ProgramDraft = {
  id?: string;
  name: string;
  achievementType: AchievementType;
  awardName: string;
  schoolYear: string;
  requirements: Record<AwardSurveyType, RequirementDraft>;
  accounts: { id: string; name: string }[];
};

const noRequirement: RequirementDraft = { releaseId: '', minResponses: '10' };

export function programDraft(program?: TAwardProgram): ProgramDraft {
  const requirements = Object.fromEntries(
    AWARD_SURVEY_TYPES.map((type) => {
      const found = program?.requirements.find((r) => r.surveyType === type);
      return [
        type,
        found
          ? { releaseId: found.releaseId, minResponses: String(found.minResponses) }
          : noRequirement,
      ];
    }),
  ) as Record<AwardSurveyType, RequirementDraft>;
  return {
    id: program?.id,
    name: program?.name ?? '',
    achievementType: program?.achievementType ?? ACHIEVEMENT_TYPES[0],
    awardName: program?.awardName ?? '',
    schoolYear: program?.schoolYear ?? schoolYearOf(new Date()),
    requirements,
    accounts: program?.accounts ?? [],
  };
}

/** The fields of the form that are wrong, by name ('requirements' for the types). */
export type ProgramErrors = Partial<Record<keyof TAwardProgramSave, true>>;

/** The programme to save, or the fields to correct (core's schema decides). */
export function programToSave(
  draft: ProgramDraft,
): { ok: true; program: TAwardProgramSave } | { ok: false; errors: ProgramErrors } {
  const parsed = ZAwardProgramSave.safeParse({
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name,
    achievementType: draft.achievementType,
    awardName: draft.awardName,
    schoolYear: draft.schoolYear.trim(),
    requirements: AWARD_SURVEY_TYPES.flatMap((surveyType) => {
      const { releaseId, minResponses } = draft.requirements[surveyType];
      return releaseId ? [{ surveyType, releaseId, minResponses: Number(minResponses) }] : [];
    }),
    accountIds: draft.accounts.map((account) => account.id),
  });
  if (parsed.success) return { ok: true, program: parsed.data };
  const errors: ProgramErrors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path[0] as keyof TAwardProgramSave] = true;
  }
  return { ok: false, errors };
}
