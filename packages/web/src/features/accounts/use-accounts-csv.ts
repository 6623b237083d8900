import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, cleanFileName, toCsv, type TCrmAccountRow } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from '../security/error-message';
import { searchAccounts, type AccountScope, type AccountSearch } from './accounts-api';
import { saveTextFile } from './save-file';

const COLUMNS = [
  'accountName',
  'accountId',
  'parentAccountId',
  'parentAccountName',
  'industry',
  'successCenter',
  'transformationTeam',
  'accountImplementationStatus',
  'ownerName',
  'city',
  'state',
  'territories',
  'userCount',
  'groupCount',
  'childCount',
] as const satisfies readonly (keyof TCrmAccountRow)[];

/** Every account of the current filters (all pages, in the current order) as a CSV file. */
export function useAccountsCsv(scope: AccountScope, query: AccountSearch) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const rows: TCrmAccountRow[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await searchAccounts(api, scope, {
          ...query,
          page,
          pageSize: MAX_PAGE_SIZE,
        });
        rows.push(...answer.data);
        if (answer.data.length === 0 || rows.length >= answer.count) break;
      }
      const lines = rows.map((row) =>
        COLUMNS.map((column) => {
          const value = row[column];
          return Array.isArray(value) ? value.join('; ') : value;
        }),
      );
      const text = toCsv([COLUMNS.map((column) => t(`accounts.csv.${column}`)), ...lines]);
      const name = cleanFileName(
        `${t('accounts.admin.title')} ${new Date().toISOString().slice(0, 10)}`,
      );
      await saveTextFile(`${name}.csv`, text, 'text/csv');
    } catch (error) {
      toasts.show({ message: errorMessage(error, t), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
