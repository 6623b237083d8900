import { z } from 'zod';
import type { MessageType } from '../domain/enums';

/**
 * Unsubscribe links (`/unsubscriberg/...?token=`): the token is a random capability the server
 * issued for one recipient and one kind of message, so nobody unsubscribes someone else by
 * editing the address. What a person can stop: the messages of a (non-transactional) template,
 * or the content alerts of a resource group.
 */
export const UNSUBSCRIBE_SCOPES = ['template', 'resourceGroup'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

/** 32 random bytes, base64url. */
export const ZUnsubscribeToken = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an unsubscribe token.'),
});

/** What a link stops, and whether it is stopped. */
export type TUnsubscription = {
  scope: UnsubscribeScope;
  /** The template's name, or the resource group's name. */
  name: string;
  /** The recipient's address, partly hidden (the link may have been forwarded). */
  recipient: string;
  messageType: MessageType;
  unsubscribed: boolean;
};

/** `pat.lee@example.org` → `p•••@example.org`: enough to recognise one's own address. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
