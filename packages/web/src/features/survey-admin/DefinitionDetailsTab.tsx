import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime, type TSurveyDefinition } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { TableScroll } from '../../ui/TableScroll';
import { definitionEditorPath } from './DefinitionTable';
import { fetchDefinition, listDefinitions, surveyAdminKeys } from './survey-admin-api';
import { VersionView } from './VersionView';

/** The definitionDetails tab: a definition's versions, one of them shown read-only. */
export function DefinitionDetailsTab() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [params, setParams] = useSearchParams();
  const id = params.get('definition') ?? '';
  const all = { search: '', archived: true };
  const list = useQuery({
    queryKey: surveyAdminKeys.list(all),
    queryFn: ({ signal }) => listDefinitions(api, all, signal),
  });
  const definition = useQuery({
    queryKey: surveyAdminKeys.definition(id),
    queryFn: ({ signal }) => fetchDefinition(api, id, signal),
    enabled: id !== '',
  });
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('surveyAdmin.details.definition')}
        value={list.data?.some((d) => d.id === id) ? id : ''}
        onChange={(event) => setParams({ definition: event.target.value })}
        sx={{ maxWidth: 480 }}
      >
        {(list.data ?? []).map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      {list.isError && <ErrorNotice error={list.error} />}
      {id === '' && <Alert severity="info">{t('surveyAdmin.details.pick')}</Alert>}
      {definition.isError && <ErrorNotice error={definition.error} />}
      {id !== '' && definition.isPending && <PageLoading />}
      {definition.data && <Versions definition={definition.data} />}
    </Stack>
  );
}

function Versions({ definition }: { definition: TSurveyDefinition }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = Number(params.get('version') ?? definition.version);
  const title = t('surveyAdmin.details.versions');
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={RouterLink} to={definitionEditorPath(definition.id)}>
          {t('surveyAdmin.details.edit')}
        </Button>
      </Stack>
      <TableScroll label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('surveyAdmin.list.version')}</TableCell>
              <TableCell>{t('surveyAdmin.details.savedAt')}</TableCell>
              <TableCell>{t('surveyAdmin.details.savedBy')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {definition.versions.map((v) => (
              <TableRow key={v.version} selected={v.version === shown}>
                <TableCell>{v.version}</TableCell>
                <TableCell>{formatDateTime(v.savedAt, i18n.language)}</TableCell>
                <TableCell>{v.savedByName ?? '—'}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={v.version === shown}
                    onClick={() =>
                      setParams({ definition: definition.id, version: String(v.version) })
                    }
                  >
                    {t('surveyAdmin.details.view', { version: v.version })}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <VersionView definitionId={definition.id} version={shown} />
    </>
  );
}
