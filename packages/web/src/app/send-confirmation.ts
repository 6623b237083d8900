import { authApi } from '@portal/core';
import { call } from '../api/call';
import type { ApiClient } from '../api/client';

/**
 * The call behind Resend Email, in a chunk of its own: the identity API's definitions load when
 * someone asks for the link again, not with the first page.
 */
export const sendConfirmation = (api: ApiClient, userId: string) =>
  call(api, authApi.sendConfirmationEmail, { params: { userId } });
