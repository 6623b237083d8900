import { z } from 'zod';
import type { AchievementType, TriggerType } from '../domain/names';
import { zGuid } from '../validation/guid';
import { TRIGGER_RULES } from './release';
import type { TSurveyText } from './definition';
import type { TSurveyResultSet } from './results';

/**
 * Premium surveys (docs/decisions.md, "Premium surveys"): a release marked premium is answered
 * about each account its trigger reaches ("multi survey": the response's entity is the account);
 * each completed response has a results view for that account, its answers beside the release's.
 */

/** The award an account earns by completing a premium survey (once per school year). */
export const PREMIUM_SURVEY_ACHIEVEMENT: AchievementType = 'ckhPremiumSurvey';

/** Why a release cannot be premium: answered per account, with the people's names. */
export type PremiumReleaseProblem = 'notPerAccount' | 'anonymous';

export function premiumReleaseProblem(release: {
  triggerType: TriggerType;
  anonymous: boolean;
}): PremiumReleaseProblem | null {
  if (!TRIGGER_RULES[release.triggerType].perAccount) return 'notPerAccount';
  return release.anonymous ? 'anonymous' : null;
}

export const ZPremiumReleaseMark = z.object({ releaseId: zGuid, premium: z.boolean() }).strict();
export type TPremiumReleaseMark = z.infer<typeof ZPremiumReleaseMark>;

/** One account's completed premium survey. */
export type TPremiumResponse = {
  responseId: string;
  releaseId: string;
  releaseName: string;
  accountId: string;
  accountName: string;
  respondentName: string;
  completedAt: string;
};

/** A release's premium state and its accounts' completed responses. */
export type TPremiumRelease = {
  premium: boolean;
  /** The caller may mark or unmark it (survey admins). */
  canMark: boolean;
  /** Why it cannot be premium as it is, when it cannot. */
  problem: PremiumReleaseProblem | null;
  responses: TPremiumResponse[];
};

/** The results view of one account's premium survey. */
export type TPremiumSurveyResults = {
  response: TPremiumResponse;
  title: TSurveyText;
  /** The account's answers, tallied as the results count them. */
  account: TSurveyResultSet;
  /** Every completed response of the release, for the averages beside them. */
  release: TSurveyResultSet;
};
