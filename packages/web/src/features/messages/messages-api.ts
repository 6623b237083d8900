import { MessageStatus, MessageType, type PagedResult } from '@portal/core';
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

export const searchMessages = (api: ApiClient, filter: MessageFilter, signal?: AbortSignal) =>
  api.get<PagedResult<OutboxMessage>>(
    '/api/messaging/Search',
    {
      page: filter.page,
      pageSize: filter.pageSize,
      status: filter.status,
      type: filter.type,
      search: filter.text.trim() || undefined,
      sortProperty: 'enteredUtc',
      sortAscending: false,
    },
    signal,
  );

export const previewMessage = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get<MessagePreview>(
    `/api/messaging/PreviewMessage/${encodeURIComponent(id)}`,
    undefined,
    signal,
  );

/** Queues a copy of a message; answers the copy. */
export const resendMessage = (api: ApiClient, id: string) =>
  api.post<OutboxMessage>(`/api/messaging/Resend/${encodeURIComponent(id)}`);

/** The enum's name of a stored value ('Complete' for 3), or the number when unknown. */
export function enumName(values: Readonly<Record<string, number>>, value: number): string {
  return Object.entries(values).find(([, n]) => n === value)?.[0] ?? String(value);
}

export const statusName = (value: number) => enumName(MessageStatus, value);
export const typeName = (value: number) => enumName(MessageType, value);
