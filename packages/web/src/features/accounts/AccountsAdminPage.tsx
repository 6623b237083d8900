import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  canManageAccounts,
  crmAccountApi,
  type CrmAccountSortProperty,
} from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { useDebounced } from '../../ui/use-debounced';
import { SecuritySection } from '../security/SecuritySection';
import { accountKeys, searchAccounts, type AccountScope, type AccountSearch } from './accounts-api';
import { AccountFilters, type AccountFilterValues } from './AccountFilters';
import { AccountTable } from './AccountTable';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';

/** Typing in a filter asks the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

const NO_FILTERS: AccountFilterValues = {
  search: '',
  industry: '',
  state: '',
  territory: '',
  topLevelOnly: false,
  hasAwards: false,
  achievementTypes: [],
};

/** accounts/admin and accounts/cohortadmin: the brand's accounts, filtered, sorted and paged. */
export function AccountsAdminPage({ scope = 'all' }: { scope?: AccountScope }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<{ property: CrmAccountSortProperty; ascending: boolean }>({
    property: 'accountName',
    ascending: true,
  });
  const typed = useDebounced(filters, SEARCH_PAUSE_MS);
  const query: AccountSearch = {
    ...paging,
    sortProperty: sort.property,
    sortAscending: sort.ascending,
    search: typed.search.trim() || undefined,
    industry: typed.industry.trim() || undefined,
    state: typed.state.trim() || undefined,
    territory: typed.territory.trim() || undefined,
    topLevelOnly: typed.topLevelOnly,
    hasAwards: typed.hasAwards,
    achievementTypes: typed.achievementTypes.length > 0 ? typed.achievementTypes : undefined,
  };
  const result = useQuery({
    queryKey: [...accountKeys.all, 'search', scope, query],
    queryFn: ({ signal }) => searchAccounts(api, scope, query, signal),
    placeholderData: keepPreviousData,
  });
  const download = useDownloadFile();
  const [exporting, setExporting] = useState(false);
  const csvOn = useFeatureOn('csvExport');
  const exportCsv = async () => {
    setExporting(true);
    // The server exports every page of the current filters and order.
    await download(fileRequest(crmAccountApi.exportAccounts, { query }));
    setExporting(false);
  };
  const orgPath = (accountId: string) =>
    scope === 'cohort' ? `/cohortorg/${accountId}` : `/org/${accountId}`;

  return (
    <SecuritySection
      level={2}
      title={t('accounts.admin.title')}
      actions={
        <>
          {scope === 'all' && csvOn && (
            <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
              {t('accounts.admin.exportCsv')}
            </Button>
          )}
          {scope === 'all' && session && canManageAccounts(session) && (
            <Button variant="contained" onClick={() => void navigate('/org/new')}>
              {t('accounts.admin.create')}
            </Button>
          )}
        </>
      }
    >
      <AccountFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPaging((old) => ({ ...old, page: 1 }));
        }}
      />
      <Box sx={{ height: 4, my: 1 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <AccountTable
        rows={result.data?.data ?? []}
        loaded={result.isSuccess}
        sort={sort}
        onSort={(property) =>
          setSort((old) => ({
            property,
            ascending: old.property === property ? !old.ascending : true,
          }))
        }
        linkTo={orgPath}
      />
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </SecuritySection>
  );
}

/** accounts/cohortadmin: the same list over the caller's cohort accounts. */
export function CohortAccountsAdminPage() {
  return <AccountsAdminPage scope="cohort" />;
}
