import { describe, expect, it } from 'vitest';
import { ZCrmAccountSave, ZCrmAccountSearch } from './crm-account';
import { USER_GROUP_DEFAULTS, ZUserGroupSave } from './user-group';
import { ZNoteSave } from './notes';

describe('account and group schemas', () => {
  it('reads the search filters from query text, lists as commas or JSON', () => {
    const query = ZCrmAccountSearch.parse({
      page: '2',
      sortAscending: 'false',
      topLevelOnly: 'true',
      achievementTypes: '["startStrong","resources"]',
    });
    expect(query).toMatchObject({ page: 2, sortAscending: false, topLevelOnly: true });
    expect(query.achievementTypes).toEqual(['startStrong', 'resources']);
    expect(
      ZCrmAccountSearch.parse({ achievementTypes: 'kpiAssessment,chkJourney' }).achievementTypes,
    ).toEqual(['kpiAssessment', 'chkJourney']);
    expect(ZCrmAccountSearch.safeParse({ achievementTypes: 'party' }).success).toBe(false);
    expect(ZCrmAccountSearch.safeParse({ sortProperty: 'password' }).success).toBe(false);
  });

  it('fills an account with empty owners, address and demographics; checks school years', () => {
    const account = ZCrmAccountSave.parse({ accountName: ' Lincoln ISD ' });
    expect(account.accountName).toBe('Lincoln ISD');
    expect(account.owner).toEqual({ name: null, email: null });
    expect(account.shippingAddress.city).toBeNull();
    const award = { achievementType: 'startStrong', name: 'x', awardedDate: '2025-09-01' };
    expect(
      ZCrmAccountSave.safeParse({
        accountName: 'a',
        awards: [{ ...award, schoolYear: '2025-2026' }],
      }).success,
    ).toBe(true);
    expect(
      ZCrmAccountSave.safeParse({
        accountName: 'a',
        awards: [{ ...award, schoolYear: '2025-2027' }],
      }).success,
    ).toBe(false);
  });

  it("gives a new group the spec's defaults", () => {
    const group = ZUserGroupSave.parse({});
    expect(group).toMatchObject({
      name: 'New Group',
      isHidden: true,
      crmStatus: 'No Contract',
      status: 'Active',
    });
    expect(USER_GROUP_DEFAULTS.name).toBe('New Group');
  });

  it('refuses script links in notes', () => {
    const note = (link: string) => ({
      entityType: 'CrmAccount',
      entityId: 'a0000000-0000-4000-8000-000000000001',
      title: 't',
      body: [{ type: 'paragraph', spans: [{ text: 'x', link }] }],
    });
    expect(ZNoteSave.safeParse(note('https://example.com')).success).toBe(true);
    expect(ZNoteSave.safeParse(note('javascript:alert(1)')).success).toBe(false);
  });
});
