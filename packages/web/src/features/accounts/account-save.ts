import type { TAward, TAwardInput, TCrmAccount, TCrmAccountSave } from '@portal/core';

export const awardInput = (award: TAward): TAwardInput => ({
  id: award.id,
  achievementType: award.achievementType,
  name: award.name,
  description: award.description,
  awardedDate: award.awardedDate,
  schoolYear: award.schoolYear,
});

/** The save of a loaded account: its stored fields at the version it was loaded at. */
export function accountSave(account: TCrmAccount): TCrmAccountSave {
  return {
    id: account.id,
    version: account.version,
    accountName: account.accountName,
    accountId: account.accountId,
    parentAccountId: account.parentAccountId,
    legacyAccountId: account.legacyAccountId,
    legacyParentAccountId: account.legacyParentAccountId,
    successCenter: account.successCenter,
    transformationTeam: account.transformationTeam,
    accountImplementationStatus: account.accountImplementationStatus,
    phoneNumber: account.phoneNumber,
    website: account.website,
    industry: account.industry,
    numberOfEmployees: account.numberOfEmployees,
    owner: account.owner,
    coOwner: account.coOwner,
    ceOwner: account.ceOwner,
    shippingAddress: account.shippingAddress,
    demographics: account.demographics,
    lastAssessmentDescription: account.lastAssessmentDescription,
    assessmentCount: account.assessmentCount,
    assessmentsCompleted: account.assessmentsCompleted,
    territories: account.territories,
    awards: account.awards.map(awardInput),
  };
}

/** A new account's form; a campus created from its district names the district as parent. */
export function newAccountSave(parentAccountId: string | null): TCrmAccountSave {
  return { accountName: '', parentAccountId, territories: [], awards: [] };
}
