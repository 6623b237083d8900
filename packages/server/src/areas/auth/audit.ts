import type { Kysely } from 'kysely';
import { toJson, type Database } from '../../db/schema';

/** Security-relevant changes of the account flows, as written to audit_log.action. */
export const AUDIT_ACTIONS = {
  registered: 'account.registered',
  registerExisting: 'account.register-existing-email',
  confirmationSent: 'email.confirmation-sent',
  emailConfirmed: 'email.confirmed',
  emailChanged: 'email.changed',
  resetRequested: 'password.reset-requested',
  passwordReset: 'password.reset',
  passwordChanged: 'password.changed',
  passcodeIssued: 'passcode.issued',
  passcodeAccepted: 'passcode.accepted',
  passcodeRefused: 'passcode.refused',
  inviteCodeCreated: 'invite-code.created',
  inviteCodeUsed: 'invite-code.used',
  inviteCodeDeactivated: 'invite-code.deactivated',
  userAccountSaved: 'user-account.saved',
  userAccountPictureChanged: 'user-account.picture-changed',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export type AuditEntry = {
  action: AuditAction;
  appName?: string | null;
  actorUserId?: string | null;
  subjectUserId?: string | null;
  /** Never secrets: no passwords, codes or hashes. */
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Writes one audit row; pass the transaction of the change so both commit together. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      app_name: entry.appName ?? null,
      actor_user_id: entry.actorUserId ?? null,
      subject_user_id: entry.subjectUserId ?? null,
      details: toJson(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}
