import { z } from 'zod';
import { CheckupType } from '../domain/enums';
import { zGuid } from './guid';

/**
 * Event catalog items (the event types): what kind of training an event is, with its hours,
 * days, survey links, message templates, check-in and certificate rules. Paths:
 * `/api/eventcatalog/...` (see docs/decisions.md, "Training events (server)").
 */

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** An absolute http(s) address, or nothing. */
export const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
    message: 'Must be an http or https address.',
  });

/** A message template code (the template's id in the API), or nothing. */
const templateCode = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/, 'Must be a message template code.')
  .nullish()
  .transform((value) => value ?? null);

const optionalGuid = zGuid.nullish().transform((value) => value ?? null);

/** The spec's catalog item fields (appName comes from the brand of the call). */
export const ZEventCatalogItemSave = z.object({
  id: zGuid.optional(),
  name: z.string().trim().min(1).max(200),
  category: optionalText(100),
  description: optionalText(4000),
  totalHours: z.number().min(0).max(1000).nullish().default(null),
  numberOfDays: z.number().int().min(0).max(365).nullish().default(null),
  /** Formats the type is delivered in (numbers of the CRM's list: in person, virtual...). */
  eventFormat: z.array(z.number().int().min(0).max(1000)).max(20).default([]),
  surveyUrl: optionalUrl,
  anonymousSurveyUrl: optionalUrl,
  messageTemplateCode: templateCode,
  /** The CRM's id of the type; unique in the brand when set. */
  referenceId: optionalText(100),
  includeProfile: z.boolean().default(false),
  requireProfile: z.boolean().default(false),
  includeTractionPlan: z.boolean().default(false),
  requireTractionPlan: z.boolean().default(false),
  tractionPlanCheckup: z.boolean().default(false),
  surveyWidth: z.number().int().min(0).max(10000).nullish().default(null),
  surveyHeight: z.number().int().min(0).max(10000).nullish().default(null),
  profileConfigId: optionalGuid,
  createUserAccount: z.boolean().default(false),
  inviteTemplateId: templateCode,
  checkedInTemplateId: templateCode,
  disableCheckInEmail: z.boolean().default(false),
  /** The certificate layout (EVENT_CERTIFICATE_TEMPLATES); the standard one when absent. */
  eventCertificateTemplateId: optionalText(100),
  canSelfRegister: z.boolean().default(false),
  /** e.g. CKH1 */
  family: optionalText(100),
  abbreviation: optionalText(50),
  syncParticipantsFromGroupMembers: z.boolean().default(false),
  setInviteCodeExpireDate: z.boolean().default(false),
  contentItemId: optionalGuid,
  contentParams: optionalText(1000),
  useStrictCheckinRules: z.boolean().default(false),
  disableCheckin: z.boolean().default(false),
  requireCertification: z.boolean().default(false),
  reminderTemplateId: templateCode,
  defaultTemplateId: templateCode,
  surveyExpirationDays: z.number().int().min(0).max(3650).nullish().default(null),
  surveyMultipleResponses: z.boolean().default(false),
  surveyReleaseId: optionalGuid,
  allowAnonymousSurvey: z.boolean().default(false),
  /** A path of this site or an http(s) address the person goes to after checking in. */
  checkedInRedirect: optionalText(2000),
  checkedInTitle: optionalText(200),
  /** Roles a checked-in participant is given. */
  roles: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  useQuantity: z.boolean().default(false),
  checkupType: z.nativeEnum(CheckupType).nullish().default(null),
  checkupSurveyReleaseId: optionalGuid,
  reportFormatId: optionalGuid,
  profileDefinitionId: optionalGuid,
  /** Roles whose holders keep employee information (trainer availability). */
  employeeInfoRoles: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  archived: z.boolean().default(false),
});
export type TEventCatalogItemSave = z.input<typeof ZEventCatalogItemSave>;

export type TEventCatalogItem = Omit<z.output<typeof ZEventCatalogItemSave>, 'id'> & {
  id: string;
  appName: string;
  createdUTC: string;
  updatedUTC: string;
};

/** The certificate layouts an event type may choose (the print page draws each). */
export const EVENT_CERTIFICATE_TEMPLATES = ['standard', 'hours', 'completion'] as const;
export type EventCertificateTemplate = (typeof EVENT_CERTIFICATE_TEMPLATES)[number];

/** The layout of a catalog item's certificates: its own when known, else the standard one. */
export function certificateTemplateOf(id: string | null): EventCertificateTemplate {
  return (EVENT_CERTIFICATE_TEMPLATES as readonly string[]).includes(id ?? '')
    ? (id as EventCertificateTemplate)
    : 'standard';
}
