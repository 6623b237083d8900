import { z } from 'zod';
import { parseShortDate } from '../domain/dates';
import { MessageStatus, MessageType } from '../domain/enums';
import type { LocaleCode } from '../i18n/locales';
import { zPagedQuery } from './paging';

/** An enum value in a query: its number or its name (any case). */
function zEnumParam<E extends Record<string, number>>(values: E) {
  const byName = new Map(Object.entries(values).map(([name, n]) => [name.toLowerCase(), n]));
  const numbers = new Set<number>(Object.values(values));
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = /^\d+$/.test(text) ? Number(text) : byName.get(text.toLowerCase());
      if (value === undefined || !numbers.has(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${[...byName.keys()].join(', ')}`,
        });
        return z.NEVER;
      }
      return value as E[keyof E];
    })
    .optional();
}

/** GET messaging/Search: a page of the outbox by status, type and text. */
export const ZMessageSearch = zPagedQuery.extend({
  status: zEnumParam(MessageStatus),
  type: zEnumParam(MessageType),
  /** Free text, as `search`: recipient, subject or result. */
  text: z.string().trim().max(500).optional(),
});
export type TMessageSearch = z.input<typeof ZMessageSearch>;

/** Copies one test bulk send may queue at most. */
export const MAX_TEST_COPIES = 25;

/** A message id, transaction id, entity type or entity id in a path. */
export const zMessageRef = z.string().trim().min(1).max(200);

const zShortDate = z
  .string()
  .transform((text, ctx) => {
    const date = parseShortDate(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'Use MM/DD/YY' });
      return z.NEVER;
    }
    return date;
  })
  .optional();
/** GET messaging/GetEmailStats/{type}/{id}?startDate=&endDate= (MM/DD/YY, both optional). */
export const ZEmailStatsWindow = z.object({ startDate: zShortDate, endDate: zShortDate });

/** A message as the admin pages read it (the spec's Message, plus subject and body). */
export type TMessageView = {
  id: string;
  appName: string;
  messageType: number;
  status: number;
  recipient: string;
  recipients: string[];
  from: string | null;
  subject: string;
  templateId: string | null;
  templateData: Record<string, unknown>;
  entityId: string | null;
  entityType: string | null;
  entityId2: string | null;
  entityType2: string | null;
  comment: string | null;
  userId: string | null;
  userAccountId: string | null;
  enteredUtc: string;
  sentUtc: string | null;
  completedUtc: string | null;
  referenceId: string | null;
  resultDetails: string | null;
  serviceId: string | null;
  attempts: number;
};

/** The preview of a stored message adds the bodies. */
export type TMessagePreview = TMessageView & { bodyText: string; bodyHtml: string | null };

/** A template rendered for a preview. */
export type TTemplatePreview = {
  templateCode: string;
  locale: LocaleCode;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  smsText: string;
};

type NameCounts<E extends Record<string, number>> = Record<keyof E, number>;

/** Counts of an entity's messages by status and type. */
export type TMessageStats = {
  total: number;
  byStatus: NameCounts<typeof MessageStatus>;
  byType: NameCounts<typeof MessageType>;
  lastEnteredUtc: string | null;
};
