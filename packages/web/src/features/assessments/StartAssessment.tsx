import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCrmAccountRow } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { AccountPicker } from '../accounts/AccountPicker';
import { assessmentKeys, assessmentPath, listStartable, startAssessment } from './assessments-api';

/**
 * Starts an assessment of an account (the page's own, or one picked) on a definition, then opens
 * its form.
 */
export function StartAssessment({ crmAccountId }: { crmAccountId?: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const [account, setAccount] = useState<TCrmAccountRow | null>(null);
  const [definitionId, setDefinitionId] = useState('');
  const definitions = useQuery({
    queryKey: assessmentKeys.startable,
    queryFn: ({ signal }) => listStartable(api, signal),
  });
  const start = useMutation({
    mutationFn: (accountId: string) => startAssessment(api, accountId, definitionId),
    onSuccess: (started) => void navigate(assessmentPath(started.id)),
  });
  const accountId = crmAccountId ?? account?.id;
  if (definitions.isError) return <ErrorNotice error={definitions.error} />;
  if (definitions.data?.length === 0) {
    return <Typography color="text.secondary">{t('assessments.start.noDefinitions')}</Typography>;
  }
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
      aria-label={t('assessments.start.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (accountId) start.mutate(accountId);
      }}
    >
      {!crmAccountId && (
        <AccountPicker
          label={t('assessments.start.account')}
          value={account}
          onChange={setAccount}
        />
      )}
      <TextField
        select
        size="small"
        label={t('assessments.start.definition')}
        value={definitionId}
        onChange={(event) => setDefinitionId(event.target.value)}
        sx={{ minWidth: 240 }}
      >
        {(definitions.data ?? []).map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name} ({t(`assessments.types.${d.type}`)})
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={!accountId || !definitionId || start.isPending}
      >
        {t('assessments.start.submit')}
      </Button>
      {start.isError && <ErrorNotice error={start.error} />}
    </Stack>
  );
}
