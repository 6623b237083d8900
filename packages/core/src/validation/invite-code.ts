import { z } from 'zod';
import { CLAIM_TYPES, isClaimType, type ClaimType } from '../access/claims';
import type { InviteCodeStatus } from '../domain/enums';
import { INVITE_CODE_MAX_INPUT } from '../domain/invite-code';
import { zGuid } from './guid';
import { zPagedQuery } from './paging';

/**
 * The invite code calls of the identity API: the anonymous look-ups a person makes before
 * registering, redemption by a signed-in person, and the security admins' management calls.
 */

/** A code as typed or taken from a link; normalised and checked for shape by the service. */
export const zInviteCodeInput = z.string().trim().min(1).max(INVITE_CODE_MAX_INPUT);

/** The optional `inviteCode` of a registration: blank counts as none. */
export const zOptionalInviteCode = z
  .string()
  .trim()
  .max(INVITE_CODE_MAX_INPUT)
  .optional()
  .transform((code) => code || undefined);

/**
 * Claims a code must not grant: they describe a session (impersonation, the original user) or
 * an identity (the user account id), which a code cannot know.
 */
export const NON_GRANTABLE_CLAIMS: readonly ClaimType[] = [
  'impersonate',
  'originalUserId',
  'userAccountId',
];

/** The claim types a code may grant, as the admin screen offers them. */
export const GRANTABLE_CLAIM_TYPES: readonly ClaimType[] = CLAIM_TYPES.filter(
  (type) => !NON_GRANTABLE_CLAIMS.includes(type),
);

const zGrantedClaim = z.object({
  type: z
    .string()
    .trim()
    .refine((type) => isClaimType(type) && !NON_GRANTABLE_CLAIMS.includes(type), {
      message: 'Unknown or non-grantable claim type',
    }),
  value: z.string().trim().min(1).max(500).default('true'),
});

/** POST /api/auth/invitecodes: what a new code grants and its limits. */
export const ZInviteCodeCreate = z.object({
  description: z.string().trim().max(500).default(''),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
  claims: z.array(zGrantedClaim).max(50).default([]),
  roles: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  userGroupId: zGuid.nullable().default(null),
  crmAccountId: zGuid.nullable().default(null),
  eventId: zGuid.nullable().default(null),
});
export type TInviteCodeCreate = z.input<typeof ZInviteCodeCreate>;

/** GET /api/auth/invitecodes: a paged search of the brand's codes (code or description). */
export const ZInviteCodeSearchQuery = zPagedQuery;

export type TGrantedClaim = { type: string; value: string };

/** What a code gives the person who registers with it or redeems it. */
export type TInviteCodeGrants = {
  roles: string[];
  claims: TGrantedClaim[];
  /** Whether the code joins a user group, a CRM account or an event (their names come later). */
  userGroup: boolean;
  crmAccount: boolean;
  event: boolean;
};

/** GET GetInviteCodeWithStatus/{code}: the status; the rest only for a valid code. */
export type TInviteCodeWithStatus = {
  inviteCode: string;
  status: InviteCodeStatus;
  description: string | null;
  expiresAt: string | null;
};

/** GET GetUserRegistrationByInviteCode/{code}: what a registration with the code will be. */
export type TInviteRegistration = TInviteCodeWithStatus & {
  appName: string;
  /** Null unless the code is valid. */
  grants: TInviteCodeGrants | null;
};

/** POST RedeemInviteCode/{code}: applied now, or applied to this user before. */
export type TInviteRedemption = { applied: boolean; alreadyApplied: boolean };

/** One code as security admins see it. */
export type TInviteCode = {
  id: string;
  appName: string;
  code: string;
  description: string;
  status: InviteCodeStatus;
  active: boolean;
  expiresAt: string | null;
  maxUses: number | null;
  useCount: number;
  claims: TGrantedClaim[];
  roles: string[];
  userGroupId: string | null;
  crmAccountId: string | null;
  eventId: string | null;
  createdByUserId: string | null;
  createdAt: string;
  deactivatedAt: string | null;
};

/** One use of a code: who registered with it or redeemed it, and when. */
export type TInviteCodeUse = {
  userId: string;
  userAccountId: string | null;
  usedAt: string;
};

/** GET /api/auth/invitecodes/{id}: the code with its uses, newest first. */
export type TInviteCodeDetail = TInviteCode & { uses: TInviteCodeUse[] };
