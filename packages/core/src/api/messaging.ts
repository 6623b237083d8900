import { z } from 'zod';
import { zGuid } from '../validation/guid';
import { zPhone } from '../validation/phone';
import { endpoint, json } from './endpoint';

/** The answer of the phone checks: `ok` false is a wrong, used or expired code. */
const ok = json<{ ok: boolean }>('{ ok: boolean }');

/** The messaging calls converted so far: the phone verification of the account page. */
export const messagingApi = {
  // {a}: the user id (the caller's own, or any for a security admin), {b}: the number.
  sendSmsVerification: endpoint({
    method: 'GET',
    path: '/api/messaging/SendSmsVerification/:a/:b',
    access: 'any',
    summary: 'Texts a code to a phone number that proves it is the person’s.',
    params: z.object({ a: zGuid, b: zPhone }),
    answer: ok,
  }),
  // {c}: the code it received; right, the number becomes the person's confirmed phone.
  checkSmsVerification: endpoint({
    method: 'GET',
    path: '/api/messaging/CheckSmsVerification/:a/:b/:c',
    access: 'any',
    summary: 'Checks the texted code; right, the number becomes the confirmed phone.',
    params: z.object({ a: zGuid, b: zPhone, c: z.string().trim().max(20) }),
    answer: ok,
  }),
};
