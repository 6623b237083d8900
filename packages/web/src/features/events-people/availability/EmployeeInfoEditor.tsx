import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEmployeeInfoSave, TrainerInfo } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageLoading } from '../../../ui/PageLoading';
import { CloseIcon } from '../../../ui/icons';
import { useAction } from '../../accounts/use-action';
import { eventsPeopleKeys, fetchEmployeeInfo, saveEmployeeInfo } from '../events-people-api';
import { blackoutProblems, employeeInfoSave, type BlackoutDraft } from './availability-draft';
import { BlackoutStatsLine } from './BlackoutStatsLine';

type Props = {
  userAccountId: string;
  /** Event admins also set the trainer's facts; a trainer edits their blackout rows. */
  editFacts: boolean;
};

/** A trainer's availability: blackout rows (index, start, end) and, for admins, the facts. */
export function EmployeeInfoEditor({ userAccountId, editFacts }: Props) {
  const { api } = usePortal();
  const info = useQuery({
    queryKey: eventsPeopleKeys.employeeInfo(userAccountId),
    queryFn: ({ signal }) => fetchEmployeeInfo(api, userAccountId, signal),
  });
  if (info.isPending) return <PageLoading />;
  if (info.isError) return <ErrorNotice error={info.error} />;
  return <Editor key={info.dataUpdatedAt} info={info.data} {...{ userAccountId, editFacts }} />;
}

const FACT_TEXTS = [
  'trainingState',
  'trainerState',
  'employeeStatus',
  'transformationTeam',
] as const;
const FACT_FLAGS = ['demographicConsideration', 'secondaryOnly', 'bilingual'] as const;

function Editor({ info, userAccountId, editFacts }: Props & { info: TrainerInfo | null }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<BlackoutDraft[]>(
    (info?.blackouts ?? []).map(({ blackoutStart, blackoutEnd }) => ({
      blackoutStart,
      blackoutEnd,
    })),
  );
  const [facts, setFacts] = useState<Partial<TEmployeeInfoSave>>({});
  const [types, setTypes] = useState((info?.eventTypeReferenceIds ?? []).join(', '));
  const { run, busy } = useAction(eventsPeopleKeys.employeeInfo(userAccountId));
  const problems = blackoutProblems(rows);
  const setRow = (i: number, change: Partial<BlackoutDraft>) =>
    setRows(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const save = async () => {
    const referenceIds = types
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const body = employeeInfoSave(
      info,
      editFacts ? { ...facts, eventTypeReferenceIds: referenceIds } : {},
      rows,
    );
    const saved = await run(
      () => saveEmployeeInfo(api, userAccountId, body),
      () => t('eventsPeople.availability.saved'),
    );
    if (!saved) return;
    // The stats and an open search show the new rows too.
    await queryClient.invalidateQueries({ queryKey: ['event', 'blackoutStats', userAccountId] });
    await queryClient.invalidateQueries({ queryKey: ['event', 'availability'] });
  };
  const fact = <K extends keyof TEmployeeInfoSave>(key: K) =>
    (key in facts ? facts[key] : info?.[key as keyof TrainerInfo]) as TEmployeeInfoSave[K];
  return (
    <Stack spacing={2}>
      {editFacts && (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {FACT_TEXTS.map((key) => (
              <TextField
                key={key}
                size="small"
                label={t(`eventsPeople.availability.filter.${key}`)}
                value={fact(key) ?? ''}
                onChange={(e) => setFacts({ ...facts, [key]: e.target.value || null })}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            ))}
          </Stack>
          <TextField
            size="small"
            label={t('eventsPeople.availability.eventTypes')}
            helperText={t('eventsPeople.availability.eventTypesHelp')}
            value={types}
            onChange={(e) => setTypes(e.target.value)}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {FACT_FLAGS.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Switch
                    checked={fact(key) === true}
                    onChange={(e) => setFacts({ ...facts, [key]: e.target.checked })}
                  />
                }
                label={t(`eventsPeople.availability.filter.${key}`)}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('eventsPeople.availability.blackouts')}
      </Typography>
      {rows.length === 0 && (
        <Typography color="text.secondary">{t('eventsPeople.availability.noBlackouts')}</Typography>
      )}
      {rows.map((row, i) => (
        <Stack
          key={i}
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('eventsPeople.availability.row', { n: i + 1 })}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            type="date"
            size="small"
            label={t('eventsPeople.availability.blackoutStart')}
            value={row.blackoutStart}
            onChange={(e) => setRow(i, { blackoutStart: e.target.value })}
            error={problems.get(i) === 'missing' && row.blackoutStart === ''}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('eventsPeople.availability.blackoutEnd')}
            value={row.blackoutEnd}
            onChange={(e) => setRow(i, { blackoutEnd: e.target.value })}
            error={problems.has(i) && row.blackoutStart !== ''}
            helperText={
              problems.get(i) === 'order' ? t('eventsPeople.availability.endBeforeStart') : ' '
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <IconButton
            aria-label={t('eventsPeople.availability.removeRow', { n: i + 1 })}
            onClick={() => setRows(rows.filter((_, j) => j !== i))}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setRows([...rows, { blackoutStart: '', blackoutEnd: '' }])}>
          {t('eventsPeople.availability.addRow')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || problems.size > 0}
          onClick={() => void save()}
        >
          {t('eventsPeople.availability.save')}
        </Button>
      </Stack>
      {problems.size > 0 && (
        <Alert severity="warning">{t('eventsPeople.availability.fixRows')}</Alert>
      )}
      <BlackoutStatsLine userAccountId={userAccountId} />
    </Stack>
  );
}
