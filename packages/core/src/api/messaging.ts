import { z } from 'zod';
import { MAINTAINERS } from '../access/roles';
import { zEmail } from '../validation/email';
import { zGuid } from '../validation/guid';
import {
  ZEntityIdsRequest,
  ZSendBulkEmailTemplateRequest,
  ZSendEmailTemplateRequest,
  ZTemplatePreviewQuery,
  zTemplateCode,
} from '../validation/message-template';
import {
  MAX_TEST_COPIES,
  ZEmailStatsWindow,
  ZMessageSearch,
  zMessageRef,
  type TMessagePreview,
  type TMessageStats,
  type TMessageView,
  type TTemplatePreview,
} from '../validation/messaging';
import type { PagedResult } from '../validation/paging';
import { zPhone } from '../validation/phone';
import { endpoint, json } from './endpoint';

const base = '/api/messaging';
const admin = MAINTAINERS;
const message = json<TMessageView>('TMessageView');
const messages = json<TMessageView[]>('TMessageView[]');
const stats = json<TMessageStats>('TMessageStats');
const queued = json<{ id: string }>('{ id }');
const bulkQueued = json<{ transactionId: string; ids: string[] }>('{ transactionId, ids }');
const deleted = json<{ deleted: number }>('{ deleted }');
/** The answer that never tells whether an address or number is registered. */
const accepted = json<{ ok: true }>('{ ok: true }');
const zCodeParam = z.object({ id: zTemplateCode });
const zEntityParams = z.object({ a: zMessageRef, b: zMessageRef });
/** A Zoom call's segment: never read (no Zoom integration); the server's longest parameter. */
const zZoomText = z.string().max(2000);

/** A Zoom call: answered 501, as no Zoom integration exists on this server. */
const zoom = <P extends z.ZodType | undefined>(path: `/api/${string}`, params: P) =>
  endpoint({
    method: 'GET',
    path,
    access: 'developer',
    summary: 'Answers 501: Zoom is not configured on this server.',
    params,
    answer: json<never>('never (501)'),
  });

/**
 * The messaging area: the outbox (search, preview, resend, deletes), templated sends, the
 * lookups by entity, the admin test sends, SMS verification, passcodes and the Zoom calls.
 */
export const messagingApi = {
  // A failed search answers an empty page (error catalogue).
  search: endpoint({
    method: 'GET',
    path: `${base}/Search`,
    access: admin,
    summary: "A page of the brand's outbox by status, type and text (recipient, subject).",
    query: ZMessageSearch,
    answer: json<PagedResult<TMessageView>>('PagedResult<TMessageView>'),
  }),
  deleteByEntity: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteByEntityId/:a/:b`,
    access: admin,
    summary: 'Deletes the messages about entity {b} of type {a}.',
    params: zEntityParams,
    answer: deleted,
  }),
  deleteByTransaction: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteByTransactionId/:id`,
    access: admin,
    summary: 'Deletes the messages of a send (its transaction id).',
    params: z.object({ id: zMessageRef }),
    answer: deleted,
  }),
  // The status as stored: no provider reports opens or bounces back (docs/decisions.md).
  refreshStatus: endpoint({
    method: 'GET',
    path: `${base}/RefreshEmailStatus/:id`,
    access: admin,
    summary: 'One message of the outbox with its stored status.',
    params: z.object({ id: zGuid }),
    answer: message,
  }),
  sendEmailTemplate: endpoint({
    method: 'POST',
    path: `${base}/SendEmailTemplate/:id`,
    access: admin,
    summary: 'Queues template {id} to one address (with copies).',
    params: zCodeParam,
    body: ZSendEmailTemplateRequest,
    answer: json<{ id: string; transactionId: string | null }>('{ id, transactionId }'),
  }),
  sendBulkEmailTemplate: endpoint({
    method: 'POST',
    path: `${base}/SendBulkEmailTemplate/:id`,
    access: admin,
    summary: 'Queues template {id} to many addresses, each with its own values.',
    params: zCodeParam,
    body: ZSendBulkEmailTemplateRequest,
    answer: bulkQueued,
  }),
  resend: endpoint({
    method: 'POST',
    path: `${base}/Resend/:id`,
    access: admin,
    summary: 'Queues a copy of a message; answers the copy.',
    params: z.object({ id: zGuid }),
    answer: message,
  }),
  // {id}: a message id (GUID) or a template code (rendered with the query's values or samples).
  preview: endpoint({
    method: 'GET',
    path: `${base}/PreviewMessage/:id`,
    access: admin,
    summary: 'A stored message with its bodies, or a template rendered for a preview.',
    params: z.object({ id: zMessageRef }),
    query: ZTemplatePreviewQuery,
    answer: json<TMessagePreview | TTemplatePreview>('TMessagePreview | TTemplatePreview'),
  }),
  byEntityIds: endpoint({
    method: 'POST',
    path: `${base}/GetByEntityIds`,
    access: 'any',
    summary: 'The messages about the given entities (admins: any; others: themselves).',
    body: ZEntityIdsRequest,
    answer: messages,
  }),
  latestByEntityIds: endpoint({
    method: 'POST',
    path: `${base}/GetLatestByEntityIds`,
    access: 'any',
    summary: 'The latest message about each given entity (admins: any; others: themselves).',
    body: ZEntityIdsRequest,
    answer: messages,
  }),
  statsByEntity: endpoint({
    method: 'GET',
    path: `${base}/GetMessageStatsByEntityId/:id`,
    access: 'any',
    feature: 'emailStats',
    summary: "Counts of an entity's messages by status and type.",
    params: z.object({ id: zMessageRef }),
    answer: stats,
  }),
  refreshStatusByEntity: endpoint({
    method: 'GET',
    path: `${base}/RefreshEmailStatusByEntityId/:id`,
    access: 'any',
    summary: "An entity's e-mails with their stored status.",
    params: z.object({ id: zMessageRef }),
    answer: messages,
  }),
  // The window's end date counts whole (plus a day).
  emailStats: endpoint({
    method: 'GET',
    path: `${base}/GetEmailStats/:a/:b`,
    access: 'any',
    feature: 'emailStats',
    summary: 'Counts of the e-mails about entity {b} of type {a} within dates (MM/DD/YY).',
    params: zEntityParams,
    query: ZEmailStatsWindow,
    answer: stats,
  }),
  sendTestEmail: endpoint({
    method: 'GET',
    path: `${base}/sendtestemail`,
    access: admin,
    summary: "Queues a test e-mail to the caller's own address.",
    answer: queued,
  }),
  sendTestBulkEmail: endpoint({
    method: 'GET',
    path: `${base}/sendtestbulkemail/:a/:b`,
    access: admin,
    summary: `Queues {b} test e-mails (1 to ${MAX_TEST_COPIES}) to address {a} in one send.`,
    params: z.object({ a: zEmail, b: z.coerce.number().int().min(1).max(MAX_TEST_COPIES) }),
    answer: bulkQueued,
  }),
  sendTestSms: endpoint({
    method: 'GET',
    path: `${base}/sendtestsms`,
    access: admin,
    summary: "Queues a test text to ?to= or the caller's own verified number.",
    query: z.object({ to: zPhone.optional() }),
    answer: queued,
  }),
  // ?locale= and ?data= (JSON) are optional.
  sendTestEndUserEmail: endpoint({
    method: 'GET',
    path: `${base}/SendTestEndUserEmail/:a/:b`,
    access: admin,
    summary: 'Queues template {a} to address {b} with the given or sample values.',
    params: z.object({ a: zTemplateCode, b: zEmail }),
    query: ZTemplatePreviewQuery,
    answer: queued,
  }),
  sendTestDevopsAlert: endpoint({
    method: 'GET',
    path: `${base}/SendTestDevopsAlert`,
    access: admin,
    summary: 'Queues a test operations alert to the configured alert address.',
    answer: queued,
  }),
  sendSmsVerification: endpoint({
    method: 'GET',
    path: `${base}/SendSmsVerification/:a/:b`,
    access: 'any',
    summary: 'Texts a code to verify number {b} of user {a} (oneself, or a security admin).',
    params: z.object({ a: zGuid, b: zPhone }),
    answer: accepted,
  }),
  checkSmsVerification: endpoint({
    method: 'GET',
    path: `${base}/CheckSmsVerification/:a/:b/:c`,
    access: 'any',
    summary: 'Checks code {c} sent to number {b} of user {a}; verifies the number when right.',
    params: z.object({ a: zGuid, b: zPhone, c: z.string().trim().max(20) }),
    answer: json<{ ok: boolean }>('{ ok }'),
  }),
  // The same answer whether or not the account exists.
  sendSmsPasscode: endpoint({
    method: 'GET',
    path: `${base}/SendSmsPasscode/:a/:b`,
    access: 'anonymous',
    summary: 'Texts a sign-in passcode for account {a} to its verified number {b}.',
    params: z.object({ a: zEmail, b: zPhone }),
    answer: accepted,
  }),
  sendEmailPasscode: endpoint({
    method: 'GET',
    path: `${base}/SendEmailPasscode/:a`,
    access: 'anonymous',
    summary: 'E-mails a sign-in passcode to account {a} (as auth/SendEmailPasscode).',
    params: z.object({ a: zEmail }),
    answer: accepted,
  }),
  zoomAccessToken: zoom(`${base}/GetZoomAccessToken`, undefined),
  zoomUserId: zoom(`${base}/GetZoomUserId/:x`, z.object({ x: zZoomText })),
  zoomChannelId: zoom(`${base}/GetZoomChannelId/:x`, z.object({ x: zZoomText })),
  zoomMessageToChannel: zoom(
    `${base}/SendMessageToZoomChannelId/:a/:b`,
    z.object({ a: zZoomText, b: zZoomText }),
  ),
  zoomMessageToUser: zoom(
    `${base}/SendMessageToZoomUserEmail/:a/:b`,
    z.object({ a: zZoomText, b: zZoomText }),
  ),
};
