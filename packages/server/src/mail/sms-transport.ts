/** A text message as it leaves the portal; without `from`, the settings' sender number. */
export type OutgoingSms = { to: string; body: string; from?: string };

export type SentSms = { id: string; status: string };

/** Where text messages leave the portal. */
export type SmsTransport = { send: (sms: OutgoingSms) => Promise<SentSms> };

/** A Twilio-style messages endpoint and its credentials (SMS_URL, SMS_ACCOUNT, SMS_SECRET, SMS_FROM). */
export type SmsSettings = { url: string; account: string; secret: string; from: string };

/** How long the provider may take to answer one message. */
export const SMS_TIMEOUT_MS = 10_000;

function providerMessage(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    return String(body.message);
  }
  return '';
}

/**
 * Sends through a Twilio-style HTTP API: a form POST of To, From and Body to the messages
 * endpoint with basic authentication (account and secret); the answer's `sid` and `status` are
 * kept. Any answer other than 2xx is an error carrying the provider's message. Null without
 * settings, which keeps text messages in the outbox.
 */
export function createSmsTransport(settings: SmsSettings | null): SmsTransport | null {
  if (!settings) return null;
  const authorization = `Basic ${Buffer.from(`${settings.account}:${settings.secret}`).toString('base64')}`;
  return {
    send: async (sms) => {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: sms.to, From: sms.from ?? settings.from, Body: sms.body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const detail = providerMessage(body);
        const error = new Error(
          `SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`,
        );
        // A 4xx other than 429 refuses this message itself (number, content): no retry helps.
        const permanent =
          response.status >= 400 && response.status < 500 && response.status !== 429;
        throw Object.assign(error, { permanent });
      }
      const answer = (body ?? {}) as { sid?: unknown; status?: unknown };
      return { id: String(answer.sid ?? ''), status: String(answer.status ?? 'accepted') };
    },
  };
}
