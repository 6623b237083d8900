import { z } from 'zod';
import { zEmail } from './email';
import { zGuid } from './guid';

/**
 * The Traction Plan (the brand's plan name: Traction Plan, or Growth Plan) as the
 * `/api/tractionplan/...` calls send and answer it. The save rules and completeness are in
 * `domain/traction-plan.ts`; both the server and the web use them from there.
 */

export const TRACTION_PLAN_LIMITS = {
  text: 4000,
  line: 1000,
  name: 200,
  strengths: 40,
  constraints: 20,
  definitionLines: 20,
  steps: 20,
  partners: 25,
  stepId: 64,
  activeKey: 100,
} as const;

const zText = (max: number) => z.string().max(max);
/** A text the user may leave blank; null and a missing value count as blank. */
const zBlankable = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const zTractionPlanStep = z.object({
  id: zBlankable(TRACTION_PLAN_LIMITS.stepId),
  description: zBlankable(TRACTION_PLAN_LIMITS.line),
});
export type TractionPlanStep = z.output<typeof zTractionPlanStep>;

export const zTractionPlanConstraint = z.object({
  name: zBlankable(TRACTION_PLAN_LIMITS.name),
  /** The lines that define the constraint. */
  definition: z
    .array(zText(TRACTION_PLAN_LIMITS.line))
    .max(TRACTION_PLAN_LIMITS.definitionLines)
    .nullish()
    .transform((lines) => lines ?? []),
  steps: z
    .array(zTractionPlanStep)
    .max(TRACTION_PLAN_LIMITS.steps)
    .nullish()
    .transform((steps) => steps ?? []),
});
export type TractionPlanConstraint = z.output<typeof zTractionPlanConstraint>;

/** A blank address is allowed (an empty slot); a filled one must be an address. */
const zPartnerEmail = z
  .string()
  .max(320)
  .nullish()
  .transform((value) => (value ?? '').trim())
  .pipe(z.union([z.literal(''), zEmail]));

export const zTractionPlanPartner = z.object({
  email: zPartnerEmail,
  firstName: zBlankable(TRACTION_PLAN_LIMITS.name),
  lastName: zBlankable(TRACTION_PLAN_LIMITS.name),
  /** Invited to the plan's checkups. Missing counts as true (the spec's default). */
  includeTPC: z.boolean().nullish(),
  /** The partner's review link works. Missing counts as true (the spec's default). */
  reviewIdIsActive: z.boolean().nullish(),
});
/** A partner as saved: both flags decided. */
export type TractionPlanPartner = Omit<
  z.output<typeof zTractionPlanPartner>,
  'includeTPC' | 'reviewIdIsActive'
> & { includeTPC: boolean; reviewIdIsActive: boolean };

const partnerList = z
  .array(zTractionPlanPartner)
  .max(TRACTION_PLAN_LIMITS.partners)
  .nullish()
  .transform((partners) => partners ?? []);

/** The plan's content: what the person writes, plus the owner fields the server overwrites. */
export const zTractionPlanContentInput = z.object({
  companyCode: zBlankable(TRACTION_PLAN_LIMITS.name),
  companyName: zBlankable(TRACTION_PLAN_LIMITS.name),
  companyGroup: zBlankable(TRACTION_PLAN_LIMITS.name),
  firstName: zBlankable(TRACTION_PLAN_LIMITS.name),
  lastName: zBlankable(TRACTION_PLAN_LIMITS.name),
  email: zBlankable(320),
  /** E-mail the review link to partners who have not received it yet, on save. */
  sendEmail: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  goal: zBlankable(TRACTION_PLAN_LIMITS.text),
  strengths: z
    .array(zText(TRACTION_PLAN_LIMITS.line))
    .max(TRACTION_PLAN_LIMITS.strengths)
    .nullish()
    .transform((lines) => lines ?? []),
  /** The coach's name as the person writes it on the plan. */
  coach: zBlankable(TRACTION_PLAN_LIMITS.name),
  impactStatement: zBlankable(TRACTION_PLAN_LIMITS.text),
  /** Partners' e-mail addresses are shown on the review link (false: names only). */
  shareEmails: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  constraints: z
    .array(zTractionPlanConstraint)
    .max(TRACTION_PLAN_LIMITS.constraints)
    .nullish()
    .transform((constraints) => constraints ?? []),
  accountabilityPartners: partnerList,
  sharedPartners: partnerList,
});
export type TractionPlanContentInput = z.output<typeof zTractionPlanContentInput>;
/** The plan's content as stored and answered: the save rules applied. */
export type TractionPlanContent = Omit<
  TractionPlanContentInput,
  'accountabilityPartners' | 'sharedPartners'
> & {
  accountabilityPartners: TractionPlanPartner[];
  sharedPartners: TractionPlanPartner[];
};

/** Where the person is in the builder; the page's own state, kept with the plan. */
export const zTractionPlanProgress = z.object({
  activeKey1: zBlankable(TRACTION_PLAN_LIMITS.activeKey),
  activeKey2: zBlankable(TRACTION_PLAN_LIMITS.activeKey),
  activeKey3: zBlankable(TRACTION_PLAN_LIMITS.activeKey),
  currentStepIndex: z.number().int().min(0).max(100).default(0),
  downloadCompleted: z.boolean().default(false),
  /** Addresses the current review link was e-mailed to (the server fills it). */
  emailedLinks: z.array(z.string().max(320)).max(200).default([]),
});
export type TractionPlanProgress = z.output<typeof zTractionPlanProgress>;

export const EMPTY_TRACTION_PLAN_PROGRESS: TractionPlanProgress = {
  activeKey1: '',
  activeKey2: '',
  activeKey3: '',
  currentStepIndex: 0,
  downloadCompleted: false,
  emailedLinks: [],
};

/** What the caller may do with the plan it reads; the page shows only what is allowed. */
export const zTractionPlanAbilities = z.object({
  /** Change and save the plan. */
  edit: z.boolean(),
  /** Rotate the review link and see the activity log. */
  share: z.boolean(),
  /** List, read and restore earlier versions. */
  restore: z.boolean(),
});
export type TractionPlanAbilities = z.output<typeof zTractionPlanAbilities>;

/** Why a reader who could otherwise edit may not (null when editing is open or not theirs). */
export const TRACTION_PLAN_EDIT_BLOCKS = ['onFeedback', 'reviewMode'] as const;
export type TractionPlanEditBlock = (typeof TRACTION_PLAN_EDIT_BLOCKS)[number];

/** The advisory lock: who is editing the plan right now (see setLock). */
export const zTractionPlanLock = z.object({
  tractionPlanId: zGuid,
  lockUserAccountId: zGuid,
  lockedByName: z.string(),
  /** ISO time the lock lapses unless its holder renews it. */
  expiresUTC: z.string(),
  /** The caller holds it. */
  isMine: z.boolean(),
});
export type TractionPlanLock = z.output<typeof zTractionPlanLock>;

/**
 * A plan as `GET tractionplan/{id}`, `getByUserAccountId(V2)`, `getByParticipantEmail`, the
 * review reads and `save` answer it. `id` is null for a plan not saved yet (the V2 read of a
 * person without one answers such a draft, prefilled with the owner's names).
 */
export const zTractionPlan = z.object({
  id: zGuid.nullable(),
  appName: z.string(),
  /** Raised by every save; a save must carry the version it started from. 0 before the first. */
  version: z.number().int().min(0),
  createDateUTC: z.string().nullable(),
  lastUpdatedUTC: z.string().nullable(),
  /** The review link's id; null for readers who may not share (and in review mode). */
  reviewId: z.string().nullable(),
  /** The user account that saved the current version. */
  editId: zGuid.nullable(),
  userAccountId: zGuid,
  /** Who holds the editing lock now (null when nobody does). */
  lockUserAccountId: zGuid.nullable(),
  progress: zTractionPlanProgress,
  plan: zTractionPlanContentInput,
  isComplete: z.boolean(),
  abilities: zTractionPlanAbilities,
  /** The reader is not the owner (a coach or admin looking at the target's plan). */
  isTarget: z.boolean(),
  /** Read through a review link: read-only, no edit right. */
  reviewMode: z.boolean(),
  editBlockedBy: z.enum(TRACTION_PLAN_EDIT_BLOCKS).nullable(),
  lock: zTractionPlanLock.nullable(),
});
export type TractionPlan = Omit<z.output<typeof zTractionPlan>, 'plan'> & {
  plan: TractionPlanContent;
};

/** `POST tractionplan/save`. */
export const zTractionPlanSave = z.object({
  /** Null or missing for the first save of the person's plan. */
  id: zGuid.nullish(),
  userAccountId: zGuid,
  /** The version the editor started from (0 for a new plan); a stale one answers 409. */
  version: z.number().int().min(0),
  progress: zTractionPlanProgress.default(EMPTY_TRACTION_PLAN_PROGRESS),
  plan: zTractionPlanContentInput,
  /** An autosave: keeps the editor's lock and sends no e-mail. */
  autosave: z.boolean().default(false),
});
export type TractionPlanSaveInput = z.input<typeof zTractionPlanSave>;
export type TractionPlanSave = z.output<typeof zTractionPlanSave>;

/** The 409 of a stale save: the plan as it is now, so the page can offer reload or keep editing. */
export const zTractionPlanConflict = z.object({
  message: z.string(),
  referenceId: z.string().optional(),
  currentVersion: z.number().int(),
  lastUpdatedUTC: z.string().nullable(),
  /** Name of whoever saved the current version. */
  editedByName: z.string().nullable(),
});
export type TractionPlanConflict = z.output<typeof zTractionPlanConflict>;

/** `GetPlanArchiveOptions/{planId}`: the saved versions, newest first. */
export const zTractionPlanArchiveOption = z.object({
  id: zGuid,
  tractionPlanId: zGuid,
  version: z.number().int(),
  savedUTC: z.string(),
  savedByName: z.string().nullable(),
  isComplete: z.boolean(),
});
export type TractionPlanArchiveOption = z.output<typeof zTractionPlanArchiveOption>;

/** `GetPlanArchiveById/{archiveId}`: one saved version, read-only. */
export const zTractionPlanArchive = zTractionPlanArchiveOption.extend({
  plan: zTractionPlanContentInput,
  progress: zTractionPlanProgress,
});
export type TractionPlanArchive = Omit<z.output<typeof zTractionPlanArchive>, 'plan'> & {
  plan: TractionPlanContent;
};

export const TRACTION_PLAN_ACTIONS = ['view', 'download', 'update'] as const;
export type TractionPlanAction = (typeof TRACTION_PLAN_ACTIONS)[number];
/** How a plan was opened when an action is logged: by its owner, a coach, or a review link. */
export const TRACTION_PLAN_VIEWS = ['owner', 'coach', 'review', 'print'] as const;
export type TractionPlanView = (typeof TRACTION_PLAN_VIEWS)[number];
export const TRACTION_PLAN_DOWNLOAD_FORMATS = ['pdf', 'docx', 'png'] as const;
export type TractionPlanDownloadFormat = (typeof TRACTION_PLAN_DOWNLOAD_FORMATS)[number];

/** `GetActivityLog/{planId}`: who viewed, downloaded or updated the plan, newest first. */
export const zTractionPlanActivity = z.object({
  id: zGuid,
  action: z.enum(TRACTION_PLAN_ACTIONS),
  via: z.enum(TRACTION_PLAN_VIEWS),
  /** The download format, or the version an update produced. */
  detail: z.string().nullable(),
  actorUserAccountId: zGuid.nullable(),
  /** The actor's name; null for a review-link visitor (anonymous). */
  actorName: z.string().nullable(),
  createdUTC: z.string(),
});
export type TractionPlanActivity = z.output<typeof zTractionPlanActivity>;

/** A constraint the builder offers (reference data of the brand). */
export const zReferenceConstraint = z.object({
  code: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(TRACTION_PLAN_LIMITS.name),
  definition: z.array(z.string().trim().min(1).max(TRACTION_PLAN_LIMITS.line)).min(1).max(20),
  /** Suggested traction steps. */
  steps: z.array(z.string().trim().min(1).max(TRACTION_PLAN_LIMITS.line)).max(20).default([]),
});
export type ReferenceConstraint = z.output<typeof zReferenceConstraint>;

/** A versioned set of reference constraints of a brand; the latest is the one offered. */
export const zConstraintSet = z.object({
  id: zGuid,
  appName: z.string(),
  version: z.number().int(),
  name: z.string(),
  /** 'seed': the built-in constraints; 'custom': added by an administrator. */
  source: z.enum(['seed', 'custom']),
  constraints: z.array(zReferenceConstraint),
  createdUTC: z.string(),
});
export type ConstraintSet = z.output<typeof zConstraintSet>;

/** `POST ReferenceData/AddConstraintSet`. */
export const zAddConstraintSet = z.object({
  name: z.string().trim().min(1).max(TRACTION_PLAN_LIMITS.name),
  constraints: z
    .array(zReferenceConstraint)
    .min(1)
    .max(100)
    .refine((list) => new Set(list.map((c) => c.code)).size === list.length, {
      message: 'Each constraint code can be listed once.',
    }),
});
export type AddConstraintSetInput = z.input<typeof zAddConstraintSet>;

/**
 * `GetPrintApiKey?tractionPlanId=`: the key and the web path of the plan's print page. Without a
 * plan id (security admins only) the key opens every plan of the brand and `path` is the print
 * preview's prefix, `/printpreview/tractionplan/{printKey}/`, to which the page adds a plan id.
 */
export const zTractionPlanPrintKey = z.object({
  printKey: z.string(),
  path: z.string(),
  expiresUTC: z.string(),
});
export type TractionPlanPrintKey = z.output<typeof zTractionPlanPrintKey>;

/** `StartGenerateTractionPlanPdfBatch/{x}` body: the plans to render into one zip. */
export const zTractionPlanPdfBatchStart = z.object({
  tractionPlanIds: z.array(zGuid).min(1).max(500),
});
export type TractionPlanPdfBatchStart = z.output<typeof zTractionPlanPdfBatchStart>;

/** `POST GetTractionPlanStatusByEmails` and `...ByUserAccountIds` bodies. */
export const zTractionPlanStatusByEmails = z.array(zEmail).max(1000);
export const zTractionPlanStatusByUserAccountIds = z.array(zGuid).max(1000);
