import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { TAwardProgram, TAwardProgramSave } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { TableScroll } from '../../ui/TableScroll';
import { useAction } from '../accounts/use-action';
import { programDraft, type ProgramDraft } from './award-program-form';
import { AwardProgramDialog } from './AwardProgramDialog';
import { AwardProgress } from './AwardProgress';
import { awardKeys, awardProgress, listAwardPrograms, saveAwardProgram } from './award-surveys-api';

/** The path of a programme's progress. */
const progressPath = (programId: string) => `/survey/awards/${programId}`;

function ProgramProgress({ program }: { program: TAwardProgram }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const query = useQuery({
    queryKey: awardKeys.progress(program.id),
    queryFn: ({ signal }) => awardProgress(api, program.id, signal),
  });
  return (
    <PageCard title={t('awardSurveys.admin.progressTitle', { name: program.name })}>
      {query.isPending && <LinearProgress aria-label={t('shell.common.loading')} />}
      {query.isError && <ErrorNotice error={query.error} />}
      {query.data?.length === 0 && (
        <Typography color="text.secondary">{t('awardSurveys.admin.noAccounts')}</Typography>
      )}
      {query.data && <AwardProgress entries={query.data} heading="account" />}
    </PageCard>
  );
}

function ProgramTable({
  programs,
  onEdit,
}: {
  programs: readonly TAwardProgram[];
  onEdit: (program: TAwardProgram) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('awardSurveys.admin.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('awardSurveys.admin.name')}</TableCell>
            <TableCell>{t('awardSurveys.admin.award')}</TableCell>
            <TableCell>{t('awardSurveys.admin.schoolYear')}</TableCell>
            <TableCell>{t('awardSurveys.admin.surveys')}</TableCell>
            <TableCell>{t('awardSurveys.admin.accounts')}</TableCell>
            <TableCell>{t('awardSurveys.admin.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {programs.map((program) => (
            <TableRow key={program.id}>
              <TableCell>{program.name}</TableCell>
              <TableCell>{program.awardName}</TableCell>
              <TableCell>{program.schoolYear}</TableCell>
              <TableCell>
                {program.requirements
                  .map((r) => t(`awardSurveys.types.${r.surveyType}`))
                  .join(', ')}
              </TableCell>
              <TableCell>{program.accounts.length}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={progressPath(program.id)}
                    aria-label={t('awardSurveys.admin.progressNamed', { name: program.name })}
                  >
                    {t('awardSurveys.admin.progress')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => onEdit(program)}
                    aria-label={t('awardSurveys.admin.editNamed', { name: program.name })}
                  >
                    {t('awardSurveys.admin.edit')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/**
 * `/survey/awards/{programId?}`: the brand's award programmes for survey admins, a dialog to set
 * one up, and the chosen programme's accounts with their links and progress.
 */
export function AwardProgramsPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { programId } = useParams();
  const [editing, setEditing] = useState<ProgramDraft | null>(null);
  const { run, busy } = useAction(awardKeys.all);
  const programs = useQuery({
    queryKey: awardKeys.programs,
    queryFn: ({ signal }) => listAwardPrograms(api, signal),
  });
  const save = async (body: TAwardProgramSave) => {
    const saved = await run(
      () => saveAwardProgram(api, body),
      () => t('awardSurveys.admin.saved'),
    );
    if (saved) setEditing(null);
  };
  const chosen = programs.data?.find((program) => program.id === programId);

  return (
    <Stack spacing={3}>
      <PageCard title={t('awardSurveys.admin.title')}>
        <Typography>{t('awardSurveys.admin.intro')}</Typography>
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setEditing(programDraft())}
        >
          {t('awardSurveys.admin.new')}
        </Button>
        {programs.isPending && <LinearProgress aria-label={t('shell.common.loading')} />}
        {programs.isError && <ErrorNotice error={programs.error} />}
        {programs.data?.length === 0 && (
          <Typography color="text.secondary">{t('awardSurveys.admin.none')}</Typography>
        )}
        {programs.data && programs.data.length > 0 && (
          <ProgramTable
            programs={programs.data}
            onEdit={(program) => setEditing(programDraft(program))}
          />
        )}
      </PageCard>
      {chosen && <ProgramProgress key={chosen.id} program={chosen} />}
      {editing && (
        <AwardProgramDialog
          initial={editing}
          busy={busy}
          onSave={(body) => void save(body)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
