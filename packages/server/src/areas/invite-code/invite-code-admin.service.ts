import type {
  PagedQuery,
  PagedResult,
  TInviteCode,
  TInviteCodeDetail,
  ZInviteCodeCreate,
} from '@portal/core';
import type { z } from 'zod';
import type { GrantedClaim } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit, auditSource } from '../../shared/audit';

import { issueInviteCode, statusOf } from './invite-code.service';
import {
  deactivateInviteCode,
  findInviteCodeById,
  findRoles,
  listInviteCodeUses,
  searchInviteCodes,
  type InviteCodeRow,
} from './invite-code.store';
import type { RequestContext } from '../../shared/request-context';

export type InviteCodeCreate = z.output<typeof ZInviteCodeCreate>;

export const INVITE_CODE_NOT_FOUND = 'errors.common.inviteCodeNotFound';

export function presentInviteCode(row: InviteCodeRow, now: Date): TInviteCode {
  return {
    id: row.id,
    appName: row.app_name,
    code: row.code,
    description: row.description,
    status: statusOf(row, now),
    active: row.deactivated_at === null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    maxUses: row.max_uses,
    useCount: row.use_count,
    claims: row.claims,
    roles: row.roles,
    userGroupId: row.user_group_id,
    crmAccountId: row.crm_account_id,
    eventId: row.event_id,
    createdByUserId: row.created_by_user_id,
    createdAt: row.created_at.toISOString(),
    deactivatedAt: row.deactivated_at?.toISOString() ?? null,
  };
}

const uniqueClaims = (claims: readonly GrantedClaim[]) => [
  ...new Map(claims.map((claim) => [`${claim.type}\n${claim.value}`, claim])).values(),
];

/** The roles by their stored names; a name that is no role is a 400 on `roles`. */
async function knownRoles(ctx: RequestContext, names: readonly string[]): Promise<string[]> {
  const roles = await findRoles(ctx.db, names);
  const missing = names.filter(
    (name) => !roles.some((role) => role.normalized_name === name.toUpperCase()),
  );
  if (missing.length > 0) {
    throw new HttpError(
      400,
      'errors.common.requestNotValid',
      missing.map((name) => ({ field: 'roles', message: `No role is named ${name}.` })),
    );
  }
  return [...new Set(roles.map((role) => role.name))];
}

/** Creates a code of the caller's brand with a fresh random text. */
export async function createInviteCode(
  ctx: RequestContext,
  input: InviteCodeCreate,
): Promise<TInviteCode> {
  const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
  if (expiresAt && expiresAt.getTime() <= ctx.now.getTime()) {
    throw new HttpError(400, 'errors.common.requestNotValid', [
      { field: 'expiresAt', message: 'The expiry must be in the future.' },
    ]);
  }
  const roles = await knownRoles(ctx, input.roles);
  return ctx.db.transaction().execute(async (db) => {
    const row = await issueInviteCode(db, {
      ...input,
      brand: ctx.brand,
      expiresAt,
      roles,
      claims: uniqueClaims(input.claims),
      createdByUserId: ctx.session?.userId ?? null,
      now: ctx.now,
    });
    await recordAudit(db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.inviteCodeCreated,
      details: {
        inviteCodeId: row.id,
        roles,
        claimTypes: row.claims.map((claim) => claim.type),
        maxUses: row.max_uses,
        expiresAt: row.expires_at?.toISOString() ?? null,
      },
    });
    return presentInviteCode(row, ctx.now);
  });
}

export async function searchBrandInviteCodes(
  ctx: RequestContext,
  query: PagedQuery,
): Promise<PagedResult<TInviteCode>> {
  const { count, rows } = await searchInviteCodes(ctx.db, ctx.brand, query);
  return { count, data: rows.map((row) => presentInviteCode(row, ctx.now)) };
}

export async function getInviteCode(ctx: RequestContext, id: string): Promise<TInviteCodeDetail> {
  const row = await findInviteCodeById(ctx.db, ctx.brand, id);
  if (!row) throw notFound(INVITE_CODE_NOT_FOUND);
  const uses = await listInviteCodeUses(ctx.db, row.id);
  return {
    ...presentInviteCode(row, ctx.now),
    uses: uses.map((use) => ({
      userId: use.user_id,
      userAccountId: use.user_account_id,
      usedAt: use.used_at.toISOString(),
    })),
  };
}

/** Deactivates a code for good; deactivating it again changes nothing and writes no audit row. */
export async function deactivateBrandInviteCode(
  ctx: RequestContext,
  id: string,
): Promise<TInviteCode> {
  return ctx.db.transaction().execute(async (db) => {
    const result = await deactivateInviteCode(db, ctx.brand, id, ctx.now);
    if (!result) throw notFound(INVITE_CODE_NOT_FOUND);
    if (result.changed) {
      await recordAudit(db, {
        ...auditSource(ctx),
        action: AUDIT_ACTIONS.inviteCodeDeactivated,
        details: { inviteCodeId: id },
      });
    }
    return presentInviteCode(result.row, ctx.now);
  });
}
