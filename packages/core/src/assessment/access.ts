import { canEditAccount, type AccountAccessFacts, type Viewer } from '../access/accounts';

/** What the caller may do to one assessment, as the server tells the client. */
export type TAssessmentAbilities = {
  /** Change its answers and complete it: while open, its assessor and the account's editors. */
  answer: boolean;
};

/**
 * An assessment is read by whoever may see its account (its admins and trainers, the visiting
 * consultants, and employees with global data access); it is answered by the person who started
 * it or by those who may change the account, until it is completed.
 */
export function assessmentAbilities(
  viewer: Viewer,
  account: AccountAccessFacts,
  assessment: { assessorUserAccountId: string | null; completedAt: string | null },
): TAssessmentAbilities {
  const assessor =
    viewer.userAccountId !== null && viewer.userAccountId === assessment.assessorUserAccountId;
  return {
    answer: assessment.completedAt === null && (assessor || canEditAccount(viewer, account)),
  };
}
