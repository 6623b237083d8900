import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, type TSurveyDefinitionSummary } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TableScroll } from '../../ui/TableScroll';
import { toasts } from '../../ui/toast/toast-store';
import { archiveDefinition, copyDefinition, surveyAdminKeys } from './survey-admin-api';

export const definitionEditorPath = (id: string) => `/survey/admin/definitions/${id}`;
export const definitionDetailsPath = (id: string) =>
  `/survey/admin/definitionDetails?definition=${id}`;
export const definitionReleasesPath = (id: string) => `/survey/admin/releases?definition=${id}`;

/** The definitions found, each with open, versions, copy and archive (or restore). */
export function DefinitionTable({ definitions }: { definitions: TSurveyDefinitionSummary[] }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: surveyAdminKeys.all });
  const archive = useMutation({
    mutationFn: (d: TSurveyDefinitionSummary) => archiveDefinition(api, d.id, !d.archived),
    onSuccess: async (saved) => {
      await refresh();
      const message = saved.archived ? 'surveyAdmin.list.archived' : 'surveyAdmin.list.restored';
      toasts.show({ message: t(message, { name: saved.name }), severity: 'success' });
    },
  });
  const copy = useMutation({
    mutationFn: (d: TSurveyDefinitionSummary) => copyDefinition(api, d.id),
    onSuccess: async (saved) => {
      await refresh();
      toasts.show({
        message: t('surveyAdmin.list.copied', { name: saved.name }),
        severity: 'success',
      });
    },
  });
  const title = t('surveyAdmin.tabs.definitions');
  return (
    <>
      {archive.isError && <ErrorNotice error={archive.error} />}
      {copy.isError && <ErrorNotice error={copy.error} />}
      <TableScroll label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('surveyAdmin.list.name')}</TableCell>
              <TableCell align="right">{t('surveyAdmin.list.version')}</TableCell>
              <TableCell align="right">{t('surveyAdmin.list.releases')}</TableCell>
              <TableCell>{t('surveyAdmin.list.updated')}</TableCell>
              <TableCell>{t('surveyAdmin.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {definitions.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('surveyAdmin.list.none')}</TableCell>
              </TableRow>
            )}
            {definitions.map((d) => (
              <TableRow key={d.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={definitionEditorPath(d.id)}>
                    {d.name}
                  </Link>
                  {d.archived && (
                    <Chip size="small" label={t('surveyAdmin.list.archivedChip')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell align="right">{d.version}</TableCell>
                <TableCell align="right">{d.releaseCount}</TableCell>
                <TableCell>{formatDateTime(d.updatedAt, i18n.language)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" component={RouterLink} to={definitionDetailsPath(d.id)}>
                      {t('surveyAdmin.list.versions')}
                    </Button>
                    <Button size="small" component={RouterLink} to={definitionReleasesPath(d.id)}>
                      {t('surveyAdmin.list.releases')}
                    </Button>
                    <Button size="small" disabled={copy.isPending} onClick={() => copy.mutate(d)}>
                      {t('surveyAdmin.list.copy')}
                    </Button>
                    <Button
                      size="small"
                      disabled={archive.isPending}
                      onClick={() => archive.mutate(d)}
                    >
                      {d.archived ? t('surveyAdmin.list.restore') : t('surveyAdmin.list.archive')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </>
  );
}
