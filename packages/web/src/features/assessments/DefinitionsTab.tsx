import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TAssessmentDefinition } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { TableScroll } from '../../ui/TableScroll';
import { definitionEditorPath } from '../survey-admin/DefinitionTable';
import {
  archiveAssessmentDefinition,
  assessmentKeys,
  listAssessmentDefinitions,
} from './assessments-api';
import { DefinitionDialog } from './DefinitionDialog';

/** The definitions tab: the brand's assessment definitions, new, changed, archived, restored. */
export function DefinitionsTab() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<TAssessmentDefinition | 'new' | null>(null);
  const list = useQuery({
    queryKey: assessmentKeys.definitions(archived),
    queryFn: ({ signal }) => listAssessmentDefinitions(api, archived, signal),
  });
  const archive = useMutation({
    mutationFn: (d: TAssessmentDefinition) => archiveAssessmentDefinition(api, d.id, !d.archived),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
  const label = t('assessments.tabs.definitions');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('assessments.definitions.new')}
        </Button>
        <FormControlLabel
          control={<Switch checked={archived} onChange={(_e, on) => setArchived(on)} />}
          label={t('assessments.definitions.showArchived')}
        />
      </Stack>
      {list.isPending && <PageLoading />}
      {list.isError && <ErrorNotice error={list.error} />}
      {archive.isError && <ErrorNotice error={archive.error} />}
      {list.data && (
        <TableScroll label={label}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>{t('assessments.definitions.name')}</TableCell>
                <TableCell>{t('assessments.definitions.type')}</TableCell>
                <TableCell>{t('assessments.definitions.questions')}</TableCell>
                <TableCell align="right">{t('assessments.definitions.count')}</TableCell>
                <TableCell>{t('assessments.definitions.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('assessments.definitions.none')}</TableCell>
                </TableRow>
              )}
              {list.data.map((d) => (
                <TableRow key={d.id} hover>
                  <TableCell>
                    {d.name}
                    {d.archived && (
                      <Chip
                        size="small"
                        label={t('assessments.definitions.archived')}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{t(`assessments.types.${d.type}`)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={definitionEditorPath(d.surveyDefinitionId)}>
                      {t('assessments.definitions.surveyVersion', {
                        name: d.surveyName,
                        version: d.version,
                      })}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{d.assessmentCount}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setEditing(d)}>
                        {t('assessments.definitions.change')}
                      </Button>
                      <Button
                        size="small"
                        disabled={archive.isPending}
                        onClick={() => archive.mutate(d)}
                      >
                        {d.archived
                          ? t('assessments.definitions.restore')
                          : t('assessments.definitions.archive')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {editing && (
        <DefinitionDialog
          definition={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
