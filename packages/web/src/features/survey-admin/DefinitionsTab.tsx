import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { DefinitionTable } from './DefinitionTable';
import { listDefinitions, surveyAdminKeys } from './survey-admin-api';

/** The definitions tab: the brand's survey definitions, searched, with their actions. */
export function DefinitionsTab() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const query = { search: useDeferredValue(search).trim(), archived };
  const list = useQuery({
    queryKey: surveyAdminKeys.list(query),
    queryFn: ({ signal }) => listDefinitions(api, query, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="search"
          size="small"
          label={t('surveyAdmin.list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
        />
        <FormControlLabel
          label={t('surveyAdmin.list.showArchived')}
          control={
            <Switch checked={archived} onChange={(event) => setArchived(event.target.checked)} />
          }
        />
        <Button variant="contained" component={RouterLink} to="/survey/admin/definitions/new">
          {t('surveyAdmin.list.new')}
        </Button>
      </Stack>
      {list.isPending && <PageLoading />}
      {list.isError && <ErrorNotice error={list.error} />}
      {list.data && <DefinitionTable definitions={list.data} />}
    </Stack>
  );
}
