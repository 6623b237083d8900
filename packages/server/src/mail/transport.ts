import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Text files attached (a calendar file). */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** A stable Message-ID: a retry after a lost answer carries the same one. */
  messageId?: string;
};

export type SentMail = { messageId: string; response: string };

/** Where e-mail leaves the portal. */
export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<SentMail>;
  close: () => void;
};

/**
 * A refusal the receiving service means for good, so retrying would not help: an SMTP 5xx reply,
 * or an error a transport marks `permanent` (an SMS provider refusing the number).
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('permanent' in error && error.permanent === true) return true;
  if (!('responseCode' in error)) return false;
  const code = Number(error.responseCode);
  return code >= 500 && code < 600;
}

/** An SMTP transport for `SMTP_URL`; null when none is configured (mail stays in the outbox). */
export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  // Pooled: the outbox sweep sends several messages at once over kept-open connections.
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 4 });
  return {
    send: async (mail) => {
      // nodemailer throws when every recipient is refused; a partial refusal is reported.
      const info = await transporter.sendMail(mail);
      const refused = info.rejected.map((r: unknown) =>
        typeof r === 'object' && r !== null && 'address' in r ? String(r.address) : String(r),
      );
      const response = refused.length
        ? `${info.response} (refused: ${refused.join(', ')})`
        : info.response;
      return { messageId: info.messageId, response };
    },
    close: () => transporter.close(),
  };
}
