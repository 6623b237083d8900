import { z } from 'zod';
import { unknownFormats, TEMPLATE_FORMATS } from '../domain/message-template';
import { LOCALES } from '../i18n/locales';
import { zEmail } from './email';
import { isValidGuid, zGuid } from './guid';

/** Largest number of recipients of one bulk send, and of entity ids in one lookup. */
export const MAX_BULK_RECIPIENTS = 1000;
export const MAX_ENTITY_IDS = 1000;

/**
 * A template's code, its id in the API (`SendEmailTemplate/{id}`): lower-case words joined by
 * `-`, `_` or `.`. A GUID is refused, since `PreviewMessage/{id}` reads a GUID as a message id.
 */
export const zTemplateCode = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*$/, {
    message: 'Use lower-case letters and digits, words joined by -, _ or .',
  })
  .refine((code) => !isValidGuid(code), { message: 'A template code may not be a GUID' });

export const zLocale = z.enum(LOCALES);

/** Placeholder values by name: text, numbers, true/false or dates (as ISO text). */
export const zTemplateData = z
  .record(z.string().max(100), z.unknown())
  .refine((data) => Object.keys(data).length <= 200, { message: 'At most 200 values' });

function checkFormats(texts: Record<string, string>, ctx: z.RefinementCtx): void {
  for (const [field, text] of Object.entries(texts)) {
    for (const written of unknownFormats(text)) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${written}: the format must be one of ${TEMPLATE_FORMATS.join(', ')}`,
      });
    }
  }
}

/** A message template as the admin screen saves it (for the brand of the call). */
export const ZMessageTemplateInput = z
  .object({
    code: zTemplateCode,
    locale: zLocale,
    description: z.string().trim().max(500).default(''),
    subject: z.string().trim().min(1).max(300),
    bodyHtml: z.string().max(100_000).default(''),
    bodyText: z.string().trim().min(1).max(50_000),
    smsText: z.string().trim().max(1600).default(''),
    transactional: z.boolean(),
  })
  .superRefine((t, ctx) =>
    checkFormats(
      { subject: t.subject, bodyHtml: t.bodyHtml, bodyText: t.bodyText, smsText: t.smsText },
      ctx,
    ),
  );
export type TMessageTemplateInput = z.input<typeof ZMessageTemplateInput>;

/** A template as the API answers it. */
export type TMessageTemplate = z.output<typeof ZMessageTemplateInput> & {
  /** True for the templates the portal itself sends (account e-mails, test sends). */
  builtIn: boolean;
  /** True when the brand stored its own text (for a built-in: it overrides the default). */
  stored: boolean;
  updatedUtc: string | null;
};

const zOptionalRef = z.string().trim().min(1).max(200).optional();

/** Fields that tie a message to what it is about, for the lookups by entity. */
const zEntityFields = {
  entityId: zOptionalRef,
  entityType: zOptionalRef,
  entityId2: zOptionalRef,
  entityType2: zOptionalRef,
  userAccountId: zGuid.optional(),
};

/** POST messaging/SendEmailTemplate/{code}. */
export const ZSendEmailTemplateRequest = z.object({
  to: zEmail,
  cc: z.array(zEmail).max(50).default([]),
  templateData: zTemplateData.default({}),
  locale: zLocale.optional(),
  comment: z.string().trim().max(500).optional(),
  /** Groups the messages of one business transaction (DeleteByTransactionId). */
  transactionId: zOptionalRef,
  ...zEntityFields,
});
export type TSendEmailTemplateRequest = z.input<typeof ZSendEmailTemplateRequest>;

/** POST messaging/SendBulkEmailTemplate/{code}: shared data, overridden per recipient. */
export const ZSendBulkEmailTemplateRequest = z.object({
  recipients: z
    .array(z.object({ to: zEmail, templateData: zTemplateData.default({}), ...zEntityFields }))
    .min(1)
    .max(MAX_BULK_RECIPIENTS),
  templateData: zTemplateData.default({}),
  locale: zLocale.optional(),
  comment: z.string().trim().max(500).optional(),
  transactionId: zOptionalRef,
});
export type TSendBulkEmailTemplateRequest = z.input<typeof ZSendBulkEmailTemplateRequest>;

const zEntityIdList = z.array(z.string().trim().min(1).max(200)).min(1).max(MAX_ENTITY_IDS);

/** POST messaging/GetByEntityIds and GetLatestByEntityIds: a list, or a list with a type. */
export const ZEntityIdsRequest = z.union([
  zEntityIdList.transform((entityIds) => ({ entityIds, entityType: undefined })),
  z.object({ entityIds: zEntityIdList, entityType: zOptionalRef }),
]);

/** Placeholder values sent as JSON text in a query (`?data={"firstName":"Pat"}`). */
export const zTemplateDataJson = z
  .string()
  .max(100_000)
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'Must be a JSON object of placeholder values' });
    return z.NEVER;
  });

/** The query of a template preview or test send: its language and values, both optional. */
export const ZTemplatePreviewQuery = z.object({
  locale: zLocale.optional(),
  data: zTemplateDataJson.optional(),
});
