import type { Kysely } from 'kysely';
import { toJson, type Database } from '../db/schema';
import type { RequestContext } from './request-context';
import { insertAuditRows } from './audit.store';

/**
 * Security-relevant changes, as written to audit_log.action: the account flows, then the
 * security administration (users, claims, roles, impersonation).
 */
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
  userCreated: 'user.created',
  userUpdated: 'user.updated',
  userLocked: 'user.locked',
  userUnlocked: 'user.unlocked',
  userDeleted: 'user.deleted',
  userRoleAdded: 'user.role-added',
  userRoleRemoved: 'user.role-removed',
  claimSaved: 'claim.saved',
  claimRemoved: 'claim.removed',
  claimExpirySet: 'claim.expiry-set',
  claimReplaced: 'claim.replaced',
  claimsRefreshed: 'claims.refreshed',
  roleCreated: 'role.created',
  roleRenamed: 'role.renamed',
  roleDeleted: 'role.deleted',
  roleClaimSaved: 'role.claim-saved',
  roleClaimRemoved: 'role.claim-removed',
  impersonationStarted: 'impersonation.started',
  impersonationStopped: 'impersonation.stopped',
  phoneCodeSent: 'phone.verification-sent',
  phoneVerified: 'phone.verified',
  phoneRefused: 'phone.verification-refused',
  mfaCodeSent: 'mfa.code-sent',
  mfaAccepted: 'mfa.accepted',
  mfaRefused: 'mfa.refused',
  inviteCodeCreated: 'invite-code.created',
  inviteCodeUsed: 'invite-code.used',
  inviteCodeDeactivated: 'invite-code.deactivated',
  userAccountSaved: 'user-account.saved',
  userAccountPictureChanged: 'user-account.picture-changed',
  tractionPlanMaintenance: 'traction-plan.maintenance',
  // Accounts, groups and notes (issue 7).
  userAccountsMerged: 'user-account.merged',
  userAccountDeleted: 'user-account.deleted',
  // Traction plan checkups (issue 9).
  checkupStageChanged: 'checkup.stage-changed',
  checkupDeleted: 'checkup.deleted',
  featuresChanged: 'app-config.features-changed',
  appConfigReplaced: 'app-config.replaced',
  pageTextSaved: 'page-edit.text-saved',
  pageBannersSaved: 'page-edit.banners-saved',
  pageEditRestored: 'page-edit.restored',
  systemSettingSaved: 'system-config.setting-saved',
  systemSettingReset: 'system-config.setting-reset',
  employeeDomainsChanged: 'system-config.employee-domains-changed',
  // Award surveys (issue 20): an account earned its programme's award.
  accountAwardEarned: 'crm-account.award-earned',
  auditTest: 'audit.test',
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

const auditRow = (entry: AuditEntry) => ({
  action: entry.action,
  app_name: entry.appName ?? null,
  actor_user_id: entry.actorUserId ?? null,
  subject_user_id: entry.subjectUserId ?? null,
  details: toJson(entry.details ?? {}),
  ip: entry.ip ?? null,
});

/** Writes one audit row; pass the transaction of the change so both commit together. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditRows(db, [auditRow(entry)]);
}

/** Rows written per statement, well under PostgreSQL's limit of bound parameters. */
const AUDIT_BATCH = 1000;

/** Writes one row per entry (a change of many users), in batches. */
export async function recordAudits(db: Kysely<Database>, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH) {
    const rows = entries.slice(start, start + AUDIT_BATCH).map(auditRow);
    await insertAuditRows(db, rows);
  }
}

/** The audit fields every entry of a request shares: in which brand, from where, by whom. */
export function auditSource(ctx: RequestContext) {
  return { appName: ctx.brand, ip: ctx.ip, actorUserId: ctx.session?.userId ?? null };
}
