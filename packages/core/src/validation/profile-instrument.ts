import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { zGuid } from './guid';

/**
 * The 360 instrument: profile definitions (scales and the items describers rate), report
 * formats (target ranges and anonymity settings) and profile configurations (which definition
 * and format a participant takes, and when the report is released). See docs/decisions.md,
 * "360 profile (server)".
 */

/** Who a describer is to the participant; 'self' is the participant's own description. */
export const DESCRIBER_RELATIONSHIPS = [
  'self',
  'manager',
  'peer',
  'directReport',
  'other',
] as const;
export const zDescriberRelationship = z.enum(DESCRIBER_RELATIONSHIPS);
export type DescriberRelationship = z.output<typeof zDescriberRelationship>;
/** The relationships a participant may invite (self is created with the participant). */
export const zInvitedRelationship = zDescriberRelationship.exclude(['self']);

/**
 * Which side of the target range is the risk: 'low' (too little of the behaviour hurts),
 * 'high' (too much hurts) or 'both'.
 */
export const RISK_DIRECTIONS = ['low', 'high', 'both'] as const;
export const zRiskDirection = z.enum(RISK_DIRECTIONS);
export type RiskDirection = z.output<typeof zRiskDirection>;

/** Describers answer every item on a 1-5 agreement scale. */
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;
export const zAnswerValue = z.number().int().min(ANSWER_MIN).max(ANSWER_MAX);

const zLocale = z.enum(LOCALES);
const zText = z.string().trim().min(1).max(2000);
const zCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Use letters, digits, dashes and underscores');

/** The texts of one scale in one language. */
export const zScaleTexts = z.object({
  name: zText,
  displayName: zText,
  /** A few lines that say what the scale is about. */
  definition: z.array(zText).min(1).max(10),
  /** Item texts, in the order of the scale's `itemCodes`. */
  items: z.array(zText).min(1).max(10),
  /**
   * The items as the participant rates themself, in the second person ("You let people
   * finish..."), in the same order; the self-description falls back to `items` without them.
   */
  selfItems: z.array(zText).min(1).max(10).optional(),
  strengths: z.array(zText).min(1).max(10),
  tractionSteps: z.array(zText).min(1).max(10),
});
export type ScaleTexts = z.output<typeof zScaleTexts>;

export const zScaleDefinitionInput = z.object({
  /** Given by the server when a new scale is saved. */
  id: zGuid.optional(),
  code: zCode,
  riskDirection: zRiskDirection,
  itemCodes: z.array(zCode).min(1).max(10),
  /** Texts per language; en-us must exist and is used where a language is missing. */
  texts: z.partialRecord(zLocale, zScaleTexts),
});
export const zScaleDefinition = zScaleDefinitionInput.extend({ id: zGuid });
export type ScaleDefinition = z.output<typeof zScaleDefinition>;

/** A profile definition as stored and edited by the profile builder. */
export const zProfileDefinitionInput = z.object({
  code: zCode,
  name: zText,
  scales: z.array(zScaleDefinitionInput).min(1).max(40),
});
export type ProfileDefinitionInput = z.output<typeof zProfileDefinitionInput>;

export const zProfileDefinition = zProfileDefinitionInput.extend({
  id: zGuid,
  scales: z.array(zScaleDefinition),
  appName: z.string(),
  updatedUTC: z.string(),
});
export type ProfileDefinition = z.output<typeof zProfileDefinition>;

/** The target range of a scale, on the 1-5 scale of the answers. */
export const zScaleTarget = z
  .object({
    scaleCode: zCode,
    targetLow: z.number().min(ANSWER_MIN).max(ANSWER_MAX),
    targetHigh: z.number().min(ANSWER_MIN).max(ANSWER_MAX),
  })
  .refine((t) => t.targetLow <= t.targetHigh, {
    message: 'The low target must not be above the high target',
    path: ['targetHigh'],
  });
export type ScaleTarget = z.output<typeof zScaleTarget>;

/** Anonymity default: a relationship group is shown alone only with this many describers. */
export const DEFAULT_MIN_GROUP_SIZE = 3;
export const DEFAULT_TOP_CONSTRAINT_COUNT = 3;
export const DEFAULT_STRENGTH_COUNT = 3;

export const zReportFormatInput = z.object({
  name: zText,
  profileDefinitionId: zGuid,
  targets: z.array(zScaleTarget).max(40),
  minGroupSize: z.number().int().min(2).max(20).default(DEFAULT_MIN_GROUP_SIZE),
  /** Show the manager's group (even of one) under the manager's name. */
  showManagerByName: z.boolean().default(false),
  topConstraintCount: z.number().int().min(1).max(10).default(DEFAULT_TOP_CONSTRAINT_COUNT),
  strengthCount: z.number().int().min(1).max(10).default(DEFAULT_STRENGTH_COUNT),
});
export type ReportFormatInput = z.output<typeof zReportFormatInput>;

export const zReportFormat = zReportFormatInput.extend({
  id: zGuid,
  appName: z.string(),
  isDefault: z.boolean(),
  updatedUTC: z.string(),
});
export type ReportFormat = z.output<typeof zReportFormat>;

/** Reminder schedule of describer invitations: every 3 days, at most 3 reminders. */
export const DEFAULT_REMINDER_INTERVAL_DAYS = 3;
export const DEFAULT_MAX_REMINDERS = 3;
/** A describer link stops working this many days after the invitation. */
export const DEFAULT_SURVEY_EXPIRY_DAYS = 60;
export const DEFAULT_MIN_DESCRIBERS = 3;

export const zProfileConfigInput = z.object({
  name: zText,
  profileDefinitionId: zGuid,
  reportFormatId: zGuid,
  /** A self-only profile: no describers are invited; the report is the self-description. */
  selfOnly: z.boolean().default(false),
  /** Release: not before this date (ISO); null = no date condition. */
  releaseDate: z.iso.datetime({ offset: true }).nullable().default(null),
  minDescribers: z.number().int().min(1).max(50).default(DEFAULT_MIN_DESCRIBERS),
  requireCheckIn: z.boolean().default(false),
  /** The participant must describe themself before describers are invited. */
  isSelfRequired: z.boolean().default(true),
  reminderIntervalDays: z.number().int().min(1).max(30).default(DEFAULT_REMINDER_INTERVAL_DAYS),
  maxReminders: z.number().int().min(0).max(10).default(DEFAULT_MAX_REMINDERS),
  surveyExpiryDays: z.number().int().min(1).max(365).default(DEFAULT_SURVEY_EXPIRY_DAYS),
});
export type ProfileConfigInput = z.output<typeof zProfileConfigInput>;

export const zProfileConfig = zProfileConfigInput.extend({
  id: zGuid,
  appName: z.string(),
  isDefault: z.boolean(),
  updatedUTC: z.string(),
});
export type ProfileConfig = z.output<typeof zProfileConfig>;

/** A scale resolved to one language, as surveys, reports and the builder preview show it. */
export type LocalizedScale = ScaleTexts & {
  id: string;
  code: string;
  riskDirection: RiskDirection;
  itemCodes: string[];
};

/** The scale's texts in `locale`, falling back to en-us, then to the first language given. */
export function localizeScale(scale: ScaleDefinition, locale: string): LocalizedScale {
  const texts =
    scale.texts[locale as keyof typeof scale.texts] ??
    scale.texts['en-us'] ??
    Object.values(scale.texts)[0];
  if (!texts) throw new Error(`Scale ${scale.code} has no texts`);
  return {
    ...texts,
    id: scale.id,
    code: scale.code,
    riskDirection: scale.riskDirection,
    itemCodes: scale.itemCodes,
  };
}
