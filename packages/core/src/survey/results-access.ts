import type { AccountAccessFacts, Viewer } from '../access/accounts';
import { hasGlobalDataAccess } from '../access/accounts';
import { SURVEY_ADMINS } from '../access/roles';
import { satisfies } from '../access/rules';

/** What decides who reads a release's results: its owner and its target accounts' admins. */
export type SurveyResultsFacts = {
  ownerUserAccountId: string | null;
  /** The admins of the release's target accounts, with those of their ancestors. */
  targetAccounts: Pick<AccountAccessFacts, 'adminUserAccountIds'>;
};

/**
 * A release's results (and their download) are for survey admins, employees with global data
 * access, the release's owner and the admins of its target accounts (issue 20, "Access").
 */
export function canReadSurveyResults(viewer: Viewer, release: SurveyResultsFacts): boolean {
  if (satisfies(viewer.session, SURVEY_ADMINS) || hasGlobalDataAccess(viewer.session)) return true;
  const me = viewer.userAccountId;
  return (
    me !== null &&
    (me === release.ownerUserAccountId || release.targetAccounts.adminUserAccountIds.includes(me))
  );
}
