import type { TFunction } from 'i18next';
import { MessageStatus, MessageType, messagingApi } from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** A message of the outbox, as the admin search answers it (the fields this page shows). */
export type OutboxMessage = {
  id: string;
  recipient: string;
  subject: string;
  messageType: number;
  status: number;
  enteredUtc: string;
  sentUtc: string | null;
  completedUtc: string | null;
  resultDetails: string | null;
};

export type MessagePreview = OutboxMessage & { bodyText: string };

export type MessageFilter = {
  page: number;
  pageSize: number;
  status: MessageStatus | null;
  type: MessageType | null;
  text: string;
};

/** An enum filter as the query carries it (its number as text), or none. */
const enumParam = (value: number | null) => (value === null ? undefined : String(value));

export const searchMessages = (api: ApiClient, filter: MessageFilter, signal?: AbortSignal) =>
  call(
    api,
    messagingApi.search,
    {
      query: {
        page: filter.page,
        pageSize: filter.pageSize,
        status: enumParam(filter.status),
        type: enumParam(filter.type),
        search: filter.text.trim() || undefined,
        sortProperty: 'enteredUtc',
        sortAscending: false,
      },
    },
    signal,
  );

/** A stored message with its bodies: the dialog opens messages by id, never a template code. */
export async function previewMessage(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<MessagePreview> {
  const preview = await call(api, messagingApi.preview, { params: { id }, query: {} }, signal);
  if (!('recipient' in preview)) throw new Error(`${id} named a template, not a message.`);
  return preview;
}

/** Queues a copy of a message; answers the copy. */
export const resendMessage = (api: ApiClient, id: string) =>
  call(api, messagingApi.resend, { params: { id } });

/** The enum's name of a stored value ('Complete' for 3); undefined when unknown. */
function enumName<T extends Readonly<Record<string, number>>>(values: T, value: number) {
  return (Object.keys(values) as (keyof T & string)[]).find((name) => values[name] === value);
}

/** A message's status in the user's language; a value this version does not know, as its number. */
export function statusLabel(t: TFunction, value: number): string {
  const name = enumName(MessageStatus, value);
  return name ? t(`shell.messages.statusName.${name}`) : String(value);
}

/** A message's type (E-mail, SMS...) in the user's language; an unknown value as its number. */
export function typeLabel(t: TFunction, value: number): string {
  const name = enumName(MessageType, value);
  return name ? t(`shell.messages.typeName.${name}`) : String(value);
}
