import { z } from 'zod';
import { ResponseUniquenessType } from '../domain/enums';
import { TRIGGER_TYPES, type TriggerType } from '../domain/names';
import { zGuid } from '../validation/guid';

/**
 * How a release finds who answers, and about what (the spec's trigger types, core's
 * `TRIGGER_TYPES`): "one survey" asks each person once, "multi survey" once per account (the
 * account is the response's entity). Which accounts a trigger reaches from the release's target accounts: all of them; those at the
 * top of their hierarchy (no parent); their children; their parents; or none (the people of the
 * release's groups, events and people only).
 */
export type TriggerAccounts = 'targets' | 'parents' | 'children' | 'parentsOfTargets' | 'none';

export const TRIGGER_RULES: Readonly<
  Record<TriggerType, { accounts: TriggerAccounts; perAccount: boolean }>
> = {
  allaccountsonesurvey: { accounts: 'targets', perAccount: false },
  allaccountsmultisurvey: { accounts: 'targets', perAccount: true },
  parentaccountsonesurvey: { accounts: 'parents', perAccount: false },
  parentaccountsmultisurvey: { accounts: 'parents', perAccount: true },
  childaccountsonesurvey: { accounts: 'children', perAccount: false },
  childaccountsmultisurvey: { accounts: 'children', perAccount: true },
  parentaccountsfromchildaccountsmultisurvey: { accounts: 'parentsOfTargets', perAccount: true },
  parentaccountsfromchildaccountssinglesurvey: { accounts: 'parentsOfTargets', perAccount: false },
  norelatedentities: { accounts: 'none', perAccount: false },
};

/** A stored trigger type; one this version does not know asks no accounts. */
export const triggerOf = (name: string): TriggerType =>
  (TRIGGER_TYPES as readonly string[]).includes(name) ? (name as TriggerType) : 'norelatedentities';

/** What a release may target (the spec's entity type names). */
export const SURVEY_TARGET_TYPES = [
  'CrmAccount',
  'UserGroup',
  'TrainingEvent',
  'UserAccount',
] as const;
export type SurveyTargetType = (typeof SURVEY_TARGET_TYPES)[number];

export const SURVEY_RESPONSE_UNIQUENESS = [
  ResponseUniquenessType.Person,
  ResponseUniquenessType.PersonAndEntity,
] as const;

export const SURVEY_RELEASE_LIMITS = { name: 200, targets: 5000, reminderDays: 60 } as const;

/** The settings a new release starts from, per brand (SurveyReleaseDefaults). */
export const ZSurveyReleaseDefaults = z
  .object({
    triggerType: z.enum(TRIGGER_TYPES),
    anonymous: z.boolean(),
    uniqueness: z.enum(SURVEY_RESPONSE_UNIQUENESS),
    allowMultiple: z.boolean(),
    reminderDays: z.number().int().min(1).max(SURVEY_RELEASE_LIMITS.reminderDays).nullable(),
    openDays: z.number().int().min(1).max(366).nullable(),
  })
  .strict();
export type TSurveyReleaseDefaults = z.infer<typeof ZSurveyReleaseDefaults>;

export const DEFAULT_SURVEY_RELEASE_DEFAULTS: TSurveyReleaseDefaults = {
  triggerType: 'norelatedentities',
  anonymous: false,
  uniqueness: ResponseUniquenessType.Person,
  allowMultiple: false,
  reminderDays: 3,
  openDays: 14,
};

/** POST a release: a new one (no id) or a change over the version it was loaded at. */
export const ZSurveyReleaseSave = z
  .object({
    id: zGuid.optional(),
    version: z.number().int().min(1).optional(),
    definitionId: zGuid,
    releaseGroupId: zGuid.nullable(),
    name: z.string().trim().min(1).max(SURVEY_RELEASE_LIMITS.name),
    triggerType: z.enum(TRIGGER_TYPES),
    opensAt: z.iso.datetime({ offset: true }),
    closesAt: z.iso.datetime({ offset: true }).nullable(),
    anonymous: z.boolean(),
    uniqueness: z.enum(SURVEY_RESPONSE_UNIQUENESS),
    allowMultiple: z.boolean(),
    reminderDays: z.number().int().min(1).max(SURVEY_RELEASE_LIMITS.reminderDays).nullable(),
    isPublic: z.boolean(),
    targets: z
      .array(z.object({ entityType: z.enum(SURVEY_TARGET_TYPES), entityId: zGuid }).strict())
      .max(SURVEY_RELEASE_LIMITS.targets),
  })
  .strict()
  .refine((release) => !release.closesAt || release.closesAt > release.opensAt, {
    message: 'The release must close after it opens',
    path: ['closesAt'],
  });
export type TSurveyReleaseSave = z.infer<typeof ZSurveyReleaseSave>;

/** Whether a release takes answers at an instant. */
export function isReleaseOpen(
  release: { opensAt: Date; closesAt: Date | null; closedAt: Date | null },
  now: Date,
): boolean {
  if (release.closedAt) return false;
  return release.opensAt <= now && (!release.closesAt || now < release.closesAt);
}
