import Alert from '@mui/material/Alert';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { canManageAccounts } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { AccountAwardSurveys } from '../award-surveys/AccountAwardSurveys';
import { SecuritySection } from '../security/SecuritySection';
import { AccountAssessments } from '../assessments/AccountAssessments';
import { AccountPremiumSurveys } from '../premium-surveys/AccountPremiumSurveys';
import { AccountAwards } from './AccountAwards';
import { AccountForm } from './AccountForm';
import { AccountPeople } from './AccountPeople';
import { accountSave, newAccountSave } from './account-save';
import { accountKeys, fetchCrmAccount, saveCrmAccount } from './accounts-api';
import { ChildAccounts } from './ChildAccounts';
import { OrgHeader } from './OrgHeader';
import { useAction } from './use-action';
import { editionKey } from '../../ui/edition-key';

/** The path of the new-account screen: `org/new`, with the parent's CRM id for a child. */
export const NEW_ACCOUNT_ID = 'new';

/** org/{id}/{uaId?} and cohortorg/{id}: one account, all its fields, people, awards and tree. */
export function OrgPage({ cohort = false }: { cohort?: boolean }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const { id = '', uaId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run, busy } = useAction(accountKeys.all);
  const assessmentsOn = useFeatureOn('assessments');
  const awardSurveysOn = useFeatureOn('awardSurvey');
  const linkTo = (accountId: string) => `/${cohort ? 'cohortorg' : 'org'}/${accountId}`;
  const creating = id === NEW_ACCOUNT_ID;
  const premiumOn = useFeatureOn('premiumSurvey');
  const account = useQuery({
    queryKey: accountKeys.one(id),
    queryFn: ({ signal }) => fetchCrmAccount(api, id, signal),
    enabled: !creating,
  });

  const save = async (values: Parameters<typeof saveCrmAccount>[1]) => {
    const saved = await run(
      () => saveCrmAccount(api, values),
      (answer) => t('accounts.org.saved', { name: answer.accountName }),
    );
    if (saved) {
      queryClient.setQueryData(accountKeys.one(saved.id), saved);
      if (creating) void navigate(linkTo(saved.id), { replace: true });
    }
  };

  if (creating) {
    if (!session || !canManageAccounts(session)) {
      return <Alert severity="warning">{t('accounts.org.cannotCreate')}</Alert>;
    }
    return (
      <SecuritySection level={2} title={t('accounts.org.newTitle')}>
        <AccountForm
          initial={newAccountSave(params.get('parent'))}
          readOnly={false}
          busy={busy}
          onSave={(values) => void save(values)}
        />
      </SecuritySection>
    );
  }
  if (account.isPending) return <PageLoading />;
  if (account.isError) return <ErrorNotice error={account.error} />;
  const data = account.data;
  return (
    <>
      <OrgHeader account={data} cohort={cohort} uaId={uaId} linkTo={linkTo} />
      <SecuritySection title={t('accounts.org.details')}>
        <AccountForm
          key={editionKey(data)}
          initial={accountSave(data)}
          readOnly={!data.abilities.edit}
          busy={busy}
          onSave={(values) => void save(values)}
        />
      </SecuritySection>
      <SecuritySection title={t('accounts.org.children')}>
        <ChildAccounts
          account={data}
          linkTo={linkTo}
          newChildPath={
            data.abilities.manage && data.accountId
              ? `/org/${NEW_ACCOUNT_ID}?parent=${encodeURIComponent(data.accountId)}`
              : null
          }
        />
      </SecuritySection>
      <SecuritySection title={t('accounts.org.people')}>
        <AccountPeople account={data} />
      </SecuritySection>
      <SecuritySection title={t('accounts.org.awards')}>
        <AccountAwards account={data} />
      </SecuritySection>
      {assessmentsOn && (
        <SecuritySection title={t('assessments.account.title')}>
          <AccountAssessments crmAccountId={data.id} />
        </SecuritySection>
      )}
      {awardSurveysOn && data.abilities.edit && (
        <SecuritySection title={t('awardSurveys.account.title')}>
          <AccountAwardSurveys accountId={data.id} />
        </SecuritySection>
      )}
      {premiumOn && (
        <SecuritySection title={t('premiumSurveys.account.title')}>
          <AccountPremiumSurveys accountId={data.id} />
        </SecuritySection>
      )}
    </>
  );
}

/** cohortorg/{id}: the account as a cohort admin sees it. */
export function CohortOrgPage() {
  return <OrgPage cohort />;
}
