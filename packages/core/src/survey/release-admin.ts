import { z } from 'zod';
import { zGuid } from '../validation/guid';
import type { SurveyTargetType, TSurveyReleaseSave } from './release';

/** What survey admins keep beside releases: release groups, short links, non-registered groups. */
export const SURVEY_ADMIN_LIMITS = {
  groupName: 200,
  groupDescription: 2000,
  shortUrlParams: 20,
  paramName: 40,
  paramValue: 200,
} as const;

/** A release's short code: 9 random bytes, base64url (12 characters), made once. */
export const SURVEY_SHORT_CODE_LENGTH = 12;
/** A short link's code (`/squrl/{code}`): 6 random bytes, base64url (8 characters). */
export const SURVEY_SHORT_URL_CODE_LENGTH = 8;

const base64url = (length: number) => new RegExp(`^[A-Za-z0-9_-]{${length}}$`);

/** Where an invited person answers without signing in (the anonymous survey page). */
export const surveyCodePath = (surveyCode: string) => `/surveys/${surveyCode}`;
/** The signed-in page of a release by its short code. */
export const openSurveyPath = (shortCode: string) => `/open-survey/${shortCode}`;
/** The page of a public release, for anyone with the link. */
export const publicSurveyPath = (shortCode: string) => `/public-survey/${shortCode}`;
/** A release's results page. */
export const surveyResultsPath = (releaseId: string) =>
  `/survey/admin/releases/${releaseId}/results`;
/** A short link, with the parameters it carries into the survey. */
export const shortUrlPath = (code: string) => `/squrl/${code}`;

/** GET releases: by definition, by group, open or closed (all when left out). */
export const ZSurveyReleaseFilter = z
  .object({
    definitionId: zGuid.optional(),
    releaseGroupId: zGuid.optional(),
    state: z.enum(['open', 'closed']).optional(),
  })
  .strict();
export type TSurveyReleaseFilter = z.infer<typeof ZSurveyReleaseFilter>;

/** A release as the admin lists it, with how many were asked and how many answered. */
export type TSurveyReleaseSummary = Omit<TSurveyReleaseSave, 'id' | 'version' | 'targets'> & {
  id: string;
  version: number;
  definitionName: string;
  releaseGroupName: string | null;
  shortCode: string;
  closedAt: string | null;
  open: boolean;
  counts: { invited: number; completed: number };
};

/** One target of a release, with the name it has now ('' when it was deleted since). */
export type TSurveyReleaseTarget = { entityType: SurveyTargetType; entityId: string; name: string };

/** A release with its targets. */
export type TSurveyRelease = TSurveyReleaseSummary & { targets: TSurveyReleaseTarget[] };

export const ZSurveyReleaseGroupSave = z
  .object({
    id: zGuid.optional(),
    name: z.string().trim().min(1).max(SURVEY_ADMIN_LIMITS.groupName),
    description: z.string().trim().max(SURVEY_ADMIN_LIMITS.groupDescription).default(''),
  })
  .strict();
export type TSurveyReleaseGroupSave = z.input<typeof ZSurveyReleaseGroupSave>;

export type TSurveyReleaseGroup = {
  id: string;
  name: string;
  description: string;
  releaseCount: number;
};

const zParamName = z
  .string()
  .regex(new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${SURVEY_ADMIN_LIMITS.paramName - 1}}$`));

/** POST a short link to a release: the parameters it carries, at most so many uses, an expiry. */
export const ZSurveyShortUrlSave = z
  .object({
    releaseId: zGuid,
    params: z
      .record(zParamName, z.string().trim().max(SURVEY_ADMIN_LIMITS.paramValue))
      .refine((params) => Object.keys(params).length <= SURVEY_ADMIN_LIMITS.shortUrlParams, {
        message: `At most ${SURVEY_ADMIN_LIMITS.shortUrlParams} parameters`,
      }),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().optional(),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type TSurveyShortUrlSave = z.input<typeof ZSurveyShortUrlSave>;

export type TSurveyShortUrl = {
  code: string;
  releaseId: string;
  releaseName: string;
  params: Record<string, string>;
  maxUses: number | null;
  useCount: number;
  expiresAt: string | null;
  createdAt: string;
};

export const zShortUrlQuery = z.object({ releaseId: zGuid.optional() }).strict();
export const zShortUrlCodeParams = z.object({
  code: z.string().regex(base64url(SURVEY_SHORT_URL_CODE_LENGTH)),
});

/** A group of people without accounts who answer a public survey (a team scorecard's class). */
export const ZNonRegisteredGroupSave = z
  .object({
    id: zGuid.optional(),
    name: z.string().trim().min(1).max(SURVEY_ADMIN_LIMITS.groupName),
    crmAccountId: zGuid.nullable(),
  })
  .strict();
export type TNonRegisteredGroupSave = z.infer<typeof ZNonRegisteredGroupSave>;

export type TNonRegisteredGroup = {
  id: string;
  name: string;
  crmAccountId: string | null;
  crmAccountName: string | null;
};
