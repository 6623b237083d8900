import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  formatDateTime,
  surveyResultsPath,
  type TSurveyReleaseFilter,
  type TSurveyReleaseSummary,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { DataTable } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { fetchDefinition, surveyAdminKeys } from '../survey-admin/survey-admin-api';
import { NewReleaseButton } from './NewReleaseButton';
import { ReleaseDialog } from './ReleaseDialog';
import { releaseForm } from './release-form';
import { closeRelease, getRelease, listReleases, releaseKeys } from './survey-releases-api';
import { useReleaseEditor } from './use-release-editor';

type State = NonNullable<TSurveyReleaseFilter['state']>;

/** The releases tab of survey/admin: the brand's releases, by definition (`?definition=`) and state. */
export function ReleasesTab() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const editor = useReleaseEditor();
  const [search, setSearch] = useSearchParams();
  const [state, setState] = useState<State | ''>('');
  const definitionId = search.get('definition') ?? undefined;
  const filter: TSurveyReleaseFilter = { definitionId, state: state || undefined };
  const releases = useQuery({
    queryKey: releaseKeys.list(filter),
    queryFn: ({ signal }) => listReleases(api, filter, signal),
  });
  const rows = releases.data ?? [];
  // The definition named in the address, for its name and the new release it offers.
  const definition = useQuery({
    queryKey: surveyAdminKeys.definition(definitionId ?? ''),
    queryFn: ({ signal }) => fetchDefinition(api, definitionId ?? '', signal),
    enabled: definitionId !== undefined,
  });
  const definitionName = definition.data?.name;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');

  const edit = async (row: TSurveyReleaseSummary) => {
    const release = await getRelease(api, row.id);
    editor.open({ initial: releaseForm(release), definitionName: release.definitionName, release });
  };
  const close = async (row: TSurveyReleaseSummary) => {
    if (!(await confirm({ message: t('surveyReleases.confirmClose', { name: row.name }) }))) return;
    await closeRelease(api, row.id);
    toasts.show({ message: t('surveyReleases.closed'), severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: releaseKeys.all });
  };
  const clearDefinition = () => {
    search.delete('definition');
    setSearch(search);
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label={t('surveyReleases.filter.state')}
          value={state}
          onChange={(e) => setState(e.target.value as State | '')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('surveyReleases.filter.all')}</MenuItem>
          <MenuItem value="open">{t('surveyReleases.filter.open')}</MenuItem>
          <MenuItem value="closed">{t('surveyReleases.filter.closed')}</MenuItem>
        </TextField>
        {definitionId && (
          <Chip
            label={t('surveyReleases.filter.definition', { name: definitionName ?? '…' })}
            onDelete={clearDefinition}
          />
        )}
        {definitionId && definitionName && !definition.data?.archived && (
          <NewReleaseButton definition={{ id: definitionId, name: definitionName }} />
        )}
      </Stack>
      {releases.isError && <ErrorNotice error={releases.error} />}
      {releases.isSuccess && rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('surveyReleases.empty')}</Typography>
      ) : (
        <DataTable
          label={t('surveyReleases.title')}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { header: t('surveyReleases.column.name'), cell: (row) => row.name },
            { header: t('surveyReleases.column.definition'), cell: (row) => row.definitionName },
            {
              header: t('surveyReleases.column.group'),
              cell: (row) => row.releaseGroupName ?? '—',
            },
            { header: t('surveyReleases.column.opens'), cell: (row) => when(row.opensAt) },
            {
              header: t('surveyReleases.column.closes'),
              cell: (row) => when(row.closedAt ?? row.closesAt),
            },
            {
              header: t('surveyReleases.column.state'),
              cell: (row) =>
                t(row.open ? 'surveyReleases.filter.open' : 'surveyReleases.filter.closed'),
            },
            {
              header: t('surveyReleases.column.answered'),
              cell: (row) =>
                t('surveyReleases.counts', {
                  completed: row.counts.completed,
                  invited: row.counts.invited,
                }),
            },
          ]}
          actions={{
            header: t('surveyReleases.column.actions'),
            cell: (row) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button size="small" component={RouterLink} to={surveyResultsPath(row.id)}>
                  {t('surveyReleases.results')}
                </Button>
                <Button size="small" onClick={() => void edit(row)}>
                  {t('surveyReleases.edit')}
                </Button>
                {row.open && (
                  <Button size="small" color="warning" onClick={() => void close(row)}>
                    {t('surveyReleases.close')}
                  </Button>
                )}
              </Stack>
            ),
          }}
        />
      )}
      {editor.editing && (
        <ReleaseDialog {...editor.editing} onSave={editor.save} onClose={editor.close} />
      )}
    </Stack>
  );
}
