import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, shortUrlPath, type TSurveyShortUrl } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { copyText } from '../../ui/copy-text';
import { DataTable } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import {
  EMPTY_SHORT_URL,
  checkShortUrlForm,
  paramsText,
  type ShortUrlForm,
} from './short-url-form';
import {
  deleteShortUrl,
  listReleases,
  listShortUrls,
  releaseKeys,
  saveShortUrl,
} from './survey-releases-api';

/** The short links tab of survey/admin (SqUrl): links to a release that carry parameters. */
export function ShortUrlsTab() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ShortUrlForm>(EMPTY_SHORT_URL);
  const [bad, setBad] = useState<string[]>([]);
  const links = useQuery({
    queryKey: releaseKeys.shortUrls,
    queryFn: ({ signal }) => listShortUrls(api, signal),
  });
  const releases = useQuery({
    queryKey: releaseKeys.list({}),
    queryFn: ({ signal }) => listReleases(api, {}, signal),
  });
  const urlOf = (link: TSurveyShortUrl) => `${window.location.origin}${shortUrlPath(link.code)}`;
  const messages = {
    copied: t('surveyReleases.links.copied'),
    failed: t('surveyReleases.links.copyFailed'),
  };
  const change = (next: Partial<ShortUrlForm>) => setForm((old) => ({ ...old, ...next }));

  const add = async () => {
    const checked = checkShortUrlForm(form);
    if (!checked.ok) {
      setBad(checked.fields);
      return;
    }
    setBad([]);
    await saveShortUrl(api, checked.save);
    setForm(EMPTY_SHORT_URL);
    toasts.show({ message: t('surveyReleases.shortUrls.saved'), severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: releaseKeys.shortUrls });
  };
  const remove = async (link: TSurveyShortUrl) => {
    if (
      !(await confirm({
        message: t('surveyReleases.shortUrls.confirmDelete', { url: urlOf(link) }),
      }))
    )
      return;
    await deleteShortUrl(api, link.code);
    toasts.show({ message: t('surveyReleases.shortUrls.deleted'), severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: releaseKeys.shortUrls });
  };
  const invalid = (field: string) => bad.includes(field);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('surveyReleases.shortUrls.intro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <TextField
          select
          size="small"
          label={t('surveyReleases.shortUrls.release')}
          value={form.releaseId}
          onChange={(e) => change({ releaseId: e.target.value })}
          error={invalid('releaseId')}
          helperText={invalid('releaseId') ? t('surveyReleases.shortUrls.releaseRequired') : ''}
          required
          sx={{ minWidth: 220 }}
        >
          {(releases.data ?? []).map((release) => (
            <MenuItem key={release.id} value={release.id}>
              {release.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('surveyReleases.shortUrls.params')}
          value={form.params}
          onChange={(e) => change({ params: e.target.value })}
          error={invalid('params')}
          helperText={t('surveyReleases.shortUrls.paramsHelp')}
          sx={{ flex: 1 }}
        />
        <TextField
          size="small"
          type="number"
          label={t('surveyReleases.shortUrls.maxUses')}
          value={form.maxUses}
          onChange={(e) => change({ maxUses: e.target.value })}
          error={invalid('maxUses')}
          slotProps={{ htmlInput: { min: 1 } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('surveyReleases.shortUrls.expiresAt')}
          value={form.expiresAt}
          onChange={(e) => change({ expiresAt: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={() => void add()}>
          {t('surveyReleases.shortUrls.add')}
        </Button>
      </Stack>
      {links.isError && <ErrorNotice error={links.error} />}
      <DataTable
        label={t('surveyReleases.shortUrls.title')}
        rows={links.data ?? []}
        rowKey={(link) => link.code}
        columns={[
          { header: t('surveyReleases.shortUrls.link'), cell: (link) => urlOf(link) },
          { header: t('surveyReleases.shortUrls.release'), cell: (link) => link.releaseName },
          { header: t('surveyReleases.shortUrls.params'), cell: (link) => paramsText(link.params) },
          {
            header: t('surveyReleases.shortUrls.uses'),
            cell: (link) =>
              link.maxUses === null ? String(link.useCount) : `${link.useCount} / ${link.maxUses}`,
          },
          {
            header: t('surveyReleases.shortUrls.expiresAt'),
            cell: (link) => (link.expiresAt ? formatDate(link.expiresAt, i18n.language) : '—'),
          },
        ]}
        actions={{
          header: t('surveyReleases.column.actions'),
          cell: (link) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button size="small" onClick={() => void copyText(urlOf(link), messages)}>
                {t('surveyReleases.links.copy')}
              </Button>
              <Button size="small" color="error" onClick={() => void remove(link)}>
                {t('surveyReleases.delete')}
              </Button>
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}
