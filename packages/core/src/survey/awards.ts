import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import {
  ACHIEVEMENT_TYPES,
  AWARD_SURVEY_TYPES,
  type AchievementType,
  type AwardSurveyType,
} from '../domain/names';
import { zGuid } from '../validation/guid';
import { zSchoolYear } from '../validation/crm-account';
import { zSurveyAnswers } from './answers';
import { zResumeKey, type TOpenSurvey } from './take';

/**
 * Award surveys: a brand's award programme names the achievement its accounts earn for a school
 * year and the award survey types that earn it, each answered through a release with a minimum
 * of completed responses per account. Each account of the programme has an unguessable link per
 * type (`/awardsurvey?code=…`), taken without signing in; the account earns the award once
 * every type reaches its minimum.
 */

export const AWARD_PROGRAM_LIMITS = {
  name: 200,
  accounts: 2000,
  minResponses: 10_000,
} as const;

/** The types students answer: their thank-you page is worded for them. */
export const STUDENT_AWARD_SURVEY_TYPES: readonly AwardSurveyType[] = [
  'StudentSurvey',
  'CampusStudentSurvey',
];
export const isStudentAwardSurvey = (type: AwardSurveyType) =>
  STUDENT_AWARD_SURVEY_TYPES.includes(type);

/** An award survey link's code: 32 random bytes, base64url (43 characters). */
export const zAwardSurveyCode = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an award survey code');

/** The page an account's people take a type's survey on. */
export const awardSurveyPath = (code: string) => `/awardsurvey?code=${encodeURIComponent(code)}`;
/** Where a finished award survey leads: the student wording for the student types. */
export const awardSurveyCompletedPath = (type: AwardSurveyType) =>
  isStudentAwardSurvey(type) ? '/awardsurveycompletedstudent' : '/awardsurveycompleted';

export const ZAwardRequirement = z
  .object({
    surveyType: z.enum(AWARD_SURVEY_TYPES),
    releaseId: zGuid,
    minResponses: z.number().int().min(1).max(AWARD_PROGRAM_LIMITS.minResponses),
  })
  .strict();
export type TAwardRequirement = z.infer<typeof ZAwardRequirement>;

/** POST an award programme: a new one (no id) or a change of one. */
export const ZAwardProgramSave = z
  .object({
    id: zGuid.optional(),
    name: z.string().trim().min(1).max(AWARD_PROGRAM_LIMITS.name),
    achievementType: z.enum(ACHIEVEMENT_TYPES),
    awardName: z.string().trim().min(1).max(AWARD_PROGRAM_LIMITS.name),
    schoolYear: zSchoolYear,
    requirements: z.array(ZAwardRequirement).min(1).max(AWARD_SURVEY_TYPES.length),
    accountIds: z.array(zGuid).max(AWARD_PROGRAM_LIMITS.accounts),
  })
  .strict()
  .refine(
    (program) =>
      new Set(program.requirements.map((r) => r.surveyType)).size === program.requirements.length,
    { message: 'Each award survey type once', path: ['requirements'] },
  );
export type TAwardProgramSave = z.infer<typeof ZAwardProgramSave>;

/** A programme as its admins edit it; requirements and accounts carry their names. */
export type TAwardProgram = Omit<TAwardProgramSave, 'id' | 'requirements' | 'accountIds'> & {
  id: string;
  requirements: (TAwardRequirement & { releaseName: string })[];
  accounts: { id: string; name: string }[];
};

/** One type of one account: its link and the completed responses against the minimum. */
export type TAwardTypeProgress = {
  surveyType: AwardSurveyType;
  code: string;
  completed: number;
  minimum: number;
};

/** An account's progress in a programme; `awardedAt` once it earned the award. */
export type TAwardAccountProgress = {
  programId: string;
  programName: string;
  achievementType: AchievementType;
  schoolYear: string;
  accountId: string;
  accountName: string;
  awardedAt: string | null;
  types: TAwardTypeProgress[];
};

/** Whether every required type reached its minimum (a programme with no type earns nothing). */
export const awardEarned = (types: readonly Pick<TAwardTypeProgress, 'completed' | 'minimum'>[]) =>
  types.length > 0 && types.every((type) => type.completed >= type.minimum);

/** The survey of an award link, with whose it is and which type (or why there is none). */
export type TAwardSurvey =
  | { state: 'closed' | 'unavailable' }
  | (TOpenSurvey & { accountName: string; surveyType: AwardSurveyType });

const linkPart = { code: zAwardSurveyCode, resumeKey: zResumeKey };
const answersPart = { version: z.number().int().min(1), answers: zSurveyAnswers };

export const ZAwardSurveyResume = z.object(linkPart).strict();
export type TAwardSurveyResume = z.infer<typeof ZAwardSurveyResume>;
export const ZAwardSurveyProgress = z.object({ ...linkPart, ...answersPart }).strict();
export type TAwardSurveyProgress = z.infer<typeof ZAwardSurveyProgress>;
export const ZAwardSurveySubmit = ZAwardSurveyProgress.extend({ language: z.enum(LOCALES) });
export type TAwardSurveySubmit = z.infer<typeof ZAwardSurveySubmit>;
