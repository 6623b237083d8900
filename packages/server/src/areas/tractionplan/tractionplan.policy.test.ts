import { describe, expect, it } from 'vitest';
import type { Session } from '@portal/core';
import { planAbilities, readsOthersPlans, relationToOwner } from './tractionplan.policy';

const testSession = (claims: readonly string[]): Session => ({
  userId: 'user-1',
  email: 'someone@demo.example',
  emailVerified: true,
  roles: [],
  claims: claims.map((type) => ({ type, value: 'true' })),
});

const OWNER = '6f1c2b7e-7a55-4c55-9a55-0d2c1a3b4c5d';
const OTHER = '7a2d3c8f-8b66-4d66-8b66-1e3d2b4c5d6e';
const all = 'all' as const;
const none = new Set<string>();

describe('relationToOwner', () => {
  it('knows the owner by their user account', async () => {
    expect(await relationToOwner(testSession(['tractionPlan']), OWNER, OWNER, none)).toBe('owner');
    expect(await relationToOwner(testSession(['tractionPlan']), OTHER, OWNER, all)).toBeNull();
  });
  it('makes profile access a coach of the people coached, and global data a viewer', async () => {
    const coach = testSession(['trainer', 'profileViewer']);
    expect(await relationToOwner(coach, OTHER, OWNER, new Set([OWNER]))).toBe('coach');
    expect(await relationToOwner(coach, OTHER, OWNER, new Set([OTHER]))).toBeNull();
    const clientCoach = testSession(['clientCoach', 'profileViewer']);
    expect(await relationToOwner(clientCoach, null, OWNER, all)).toBe('coach');
    expect(await relationToOwner(testSession(['trainer']), null, OWNER, all)).toBeNull();
    expect(await relationToOwner(testSession(['globalDataAccess']), null, OWNER, all)).toBe(
      'viewer',
    );
    expect(await relationToOwner(testSession(['securityAdmin']), null, OWNER, all)).toBe('viewer');
    expect(await readsOthersPlans(testSession(['eventAdmin']))).toBe(false);
  });
});

describe('planAbilities', () => {
  it('lets the owner share and the coach edit, and nobody edit while blocked', () => {
    expect(planAbilities('owner', null)).toEqual({ edit: true, share: true, restore: true });
    expect(planAbilities('coach', null)).toEqual({ edit: true, share: false, restore: true });
    expect(planAbilities('viewer', null)).toEqual({ edit: false, share: false, restore: false });
    expect(planAbilities('owner', 'onFeedback')).toEqual({
      edit: false,
      share: true,
      restore: false,
    });
  });
});
