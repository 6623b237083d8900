import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  CheckupStage,
  feedbackRequestShown,
  formatDate,
  type TCheckup,
  type TCheckupParticipant,
  type TFeedbackRequest,
} from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { toasts } from '../../../ui/toast/toast-store';
import { setFeedbackRequestStatus } from '../checkup-api';
import { CheckupReportDialog } from '../report/CheckupReportDialog';

const STATUS_COLOURS = {
  answered: 'success',
  pending: 'warning',
  cancelled: 'default',
  closed: 'default',
} as const;

type RequestProps = {
  request: TFeedbackRequest;
  stage: CheckupStage;
  manage: boolean;
  onChanged: () => void;
};

function PartnerRow({ request, stage, manage, onChanged }: RequestProps) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const change = useMutation({
    mutationFn: (status: 'pending' | 'cancelled') =>
      setFeedbackRequestStatus(api, request.id, status),
    onSuccess: onChanged,
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  const name = `${request.partnerFirstName} ${request.partnerLastName}`.trim();
  const shown = feedbackRequestShown(request.status, stage);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      data-partner={request.partnerEmail}
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {name || request.partnerEmail}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {request.partnerEmail}
          {request.reminderCount > 0 &&
            ` · ${t('checkup.participants.reminded', { count: request.reminderCount })}`}
        </Typography>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Chip
          size="small"
          color={STATUS_COLOURS[shown]}
          label={t(`checkup.participants.status.${shown}`)}
        />
        {manage && request.status !== 'answered' && (
          <Button
            size="small"
            disabled={change.isPending}
            onClick={() => change.mutate(request.status === 'pending' ? 'cancelled' : 'pending')}
          >
            {request.status === 'pending'
              ? t('checkup.participants.cancelRequest')
              : t('checkup.participants.reopenRequest')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

type RowProps = {
  participant: TCheckupParticipant;
  checkup: TCheckup;
  onReport: (id: string) => void;
  onChanged: () => void;
};

function ParticipantRow({ participant, checkup, onReport, onChanged }: RowProps) {
  const { t, i18n } = useTranslation();
  const { counts, stageView } = participant;
  const hasFeedback = checkup.stage >= CheckupStage.Feedback && counts.answered > 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-participant={participant.email}>
      <Stack spacing={1}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography sx={{ fontWeight: 600 }}>
              {`${participant.firstName} ${participant.lastName}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {participant.email} ·{' '}
              {participant.tractionPlanId && participant.userAccountId ? (
                <Link component={RouterLink} to={`/plan/userAccount/${participant.userAccountId}`}>
                  {t('checkup.participants.plan')}
                </Link>
              ) : (
                t('checkup.participants.noPlan')
              )}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t(`checkup.phases.${stageView.stage}`)} />
            <Chip
              size="small"
              color={counts.pending === 0 && counts.requested > 0 ? 'success' : 'default'}
              label={t('checkup.participants.answered', {
                answered: counts.answered,
                requested: counts.requested,
              })}
            />
            {participant.reportViewedUtc && (
              <Chip
                size="small"
                color="info"
                label={t('checkup.participants.viewed', {
                  date: formatDate(participant.reportViewedUtc, i18n.language),
                })}
              />
            )}
          </Stack>
        </Stack>
        {participant.requests.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {participant.requests.map((request) => (
              <PartnerRow
                key={request.id}
                request={request}
                stage={checkup.stage}
                manage={checkup.abilities.manage && checkup.stage <= CheckupStage.FeedbackClosed}
                onChanged={onChanged}
              />
            ))}
          </Stack>
        )}
        {hasFeedback && (
          <div>
            <Button size="small" variant="outlined" onClick={() => onReport(participant.id)}>
              {t('checkup.participants.viewReport')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** The checkup's participants with their stage, their partners' answers and their report. */
export function CheckupParticipants({
  checkup,
  onChanged,
}: {
  checkup: TCheckup;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [report, setReport] = useState<string | null>(null);
  if (checkup.participants.length === 0) {
    return <Typography color="text.secondary">{t('checkup.participants.none')}</Typography>;
  }
  return (
    <Stack spacing={1.5}>
      {checkup.participants.map((participant) => (
        <ParticipantRow
          key={participant.id}
          participant={participant}
          checkup={checkup}
          onReport={setReport}
          onChanged={onChanged}
        />
      ))}
      <CheckupReportDialog checkupParticipantId={report} onClose={() => setReport(null)} />
    </Stack>
  );
}
