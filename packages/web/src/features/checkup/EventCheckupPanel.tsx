import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckupStage, type TCheckup, type TCheckupSave } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { PdfBatchProgress } from '../print/PdfBatchProgress';
import {
  checkupQueryKey,
  fetchEventCheckup,
  saveCheckup,
  sendFeedbackReminders,
  sendReportReminders,
  setCheckupActive,
  reportPdfBatchPath,
  startReportPdfBatch,
} from './checkup-api';
import { checkupFormValues } from './panel/checkup-form';
import { CheckupParticipants } from './panel/CheckupParticipants';
import { CheckupSettingsForm } from './panel/CheckupSettingsForm';
import { CheckupStages } from './panel/CheckupStages';

type Saved = TCheckup & { id: string };
const isSaved = (checkup: TCheckup): checkup is Saved => checkup.id !== null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-label={title}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Reminders (where the brand has them on) and the reports' PDFs, each offered at the stages
 * where it makes sense.
 */
function CheckupActions({ checkup, reminders }: { checkup: Saved; reminders: boolean }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const send = useMutation({
    mutationFn: (kind: 'feedback' | 'report') =>
      kind === 'feedback'
        ? sendFeedbackReminders(api, checkup.id)
        : sendReportReminders(api, checkup.id),
    onSuccess: (result) =>
      toasts.show({
        message: t('checkup.actions.sent', { count: result.sent }),
        severity: 'success',
      }),
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  return (
    <Stack spacing={2}>
      {reminders && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            disabled={send.isPending || !checkup.isAwaitingFeedback}
            onClick={() => send.mutate('feedback')}
          >
            {t('checkup.actions.feedbackReminders')}
          </Button>
          <Button
            variant="outlined"
            disabled={send.isPending || !checkup.isReported}
            onClick={() => send.mutate('report')}
          >
            {t('checkup.actions.reportReminders')}
          </Button>
        </Stack>
      )}
      <PdfBatchProgress
        start={() => startReportPdfBatch(api, checkup.id)}
        downloadPath={reportPdfBatchPath}
        disabled={checkup.stage < CheckupStage.FeedbackClosed}
      />
    </Stack>
  );
}

/**
 * The event's traction plan checkup, in the event view's Checkup tab: its stage and next step,
 * its participants and their partners' answers, reminders, the reports' PDFs, and every setting.
 * An event without a checkup shows the default empty one; saving creates it.
 */
export function EventCheckupPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const client = useQueryClient();
  const remindersOn = useFeatureOn('checkupReminders');
  const actionsOn = useFeatureOn('pdfDownloads') || remindersOn;
  const key = checkupQueryKey(eventId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchEventCheckup(api, eventId, signal),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (body: TCheckupSave) => saveCheckup(api, body),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toasts.show({ message: t('checkup.panel.saved'), severity: 'success' });
    },
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  const active = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => setCheckupActive(api, id, on),
    onSuccess: refresh,
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  const checkup = query.data;
  if (query.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (query.isError || !checkup) return <ErrorNotice error={query.error ?? new Error()} />;
  // The server says who runs this checkup; nobody else is offered a Save it would refuse.
  const manage = checkup.abilities.manage;
  return (
    <Stack spacing={3} data-checkup-stage={checkup.stage}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h2">
            {t('checkup.panel.title')}
          </Typography>
          {isSaved(checkup) && <Chip label={t(`checkup.phases.${checkup.stage}`)} />}
        </Stack>
        {isSaved(checkup) && (
          <FormControlLabel
            label={t('checkup.panel.active')}
            control={
              <Switch
                checked={checkup.isActive}
                disabled={!checkup.abilities.manage || active.isPending}
                onChange={(event) => active.mutate({ id: checkup.id, on: event.target.checked })}
              />
            }
          />
        )}
      </Stack>
      {!isSaved(checkup) && <Alert severity="info">{t('checkup.panel.none')}</Alert>}
      {!manage && <Alert severity="info">{t('checkup.panel.readOnly')}</Alert>}
      {isSaved(checkup) && (
        <>
          {!checkup.isActive && <Alert severity="warning">{t('checkup.panel.inactive')}</Alert>}
          <CheckupStages checkup={checkup} onMoved={refresh} />
          <Divider />
          <Section title={t('checkup.participants.title')}>
            <CheckupParticipants checkup={checkup} onChanged={refresh} />
          </Section>
          {checkup.abilities.manage && actionsOn && (
            <Section title={t('checkup.actions.title')}>
              <CheckupActions checkup={checkup} reminders={remindersOn} />
            </Section>
          )}
          <Divider />
        </>
      )}
      <Section title={t('checkup.settings.title')}>
        <CheckupSettingsForm
          key={checkup.updatedUtc ?? 'new'}
          initial={checkupFormValues(checkup, eventId)}
          readOnly={!manage}
          busy={save.isPending}
          onSave={(body) => save.mutate(body)}
        />
      </Section>
    </Stack>
  );
}
