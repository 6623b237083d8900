import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CheckupStage,
  nextCheckupStep,
  unansweredOf,
  warnsOfUnanswered,
  type CheckupStep,
  type TCheckup,
} from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useConfirm } from '../../../ui/confirm-context';
import { toasts } from '../../../ui/toast/toast-store';
import { setCheckupStage } from '../checkup-api';

/** The spec's phases in order; Completed stays in the reported phase, marked done. */
const PHASE_STAGES = [
  CheckupStage.Inititial,
  CheckupStage.Notify,
  CheckupStage.FinalNotification,
  CheckupStage.Feedback,
  CheckupStage.FeedbackClosed,
  CheckupStage.Reported,
] as const;

type Props = { checkup: TCheckup & { id: string }; onMoved: () => void };

/**
 * The stage stepper and the next step's button (one step at a time, after a confirmation: each
 * step sends e-mails). From review the feedback may be reopened. A move the server refuses shows
 * its message.
 */
export function CheckupStages({ checkup, onMoved }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const vertical = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const move = useMutation({
    mutationFn: (to: CheckupStage) => setCheckupStage(api, checkup.id, to),
    onSuccess: (_, to) => {
      toasts.show({ message: t(`checkup.stages.moved.${to}`), severity: 'success' });
      onMoved();
    },
  });
  const next = nextCheckupStep(checkup.stage);
  const reopen =
    checkup.stage === CheckupStage.FeedbackClosed &&
    checkup.allowedStages.includes(CheckupStage.Feedback);
  const ask = async (to: CheckupStage, key: CheckupStep['key'] | 'reopenFeedback') => {
    const unanswered = unansweredOf(checkup);
    const warn = warnsOfUnanswered(to) && unanswered.requests > 0;
    const yes = await confirm({
      title: t(`checkup.stages.step.${key}`),
      message: t(`checkup.stages.confirm.${key}`),
      ...(warn
        ? {
            warning: t(
              to === CheckupStage.Reported
                ? 'checkup.stages.unanswered.release'
                : 'checkup.stages.unanswered.close',
              unanswered,
            ),
          }
        : {}),
    });
    if (yes) move.mutate(to);
  };
  const done = checkup.stage === CheckupStage.Completed;
  return (
    <Stack spacing={2}>
      <Stepper
        activeStep={done ? PHASE_STAGES.length : Math.min(checkup.stage, CheckupStage.Reported)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        alternativeLabel={!vertical}
        aria-label={t('checkup.stages.title')}
      >
        {PHASE_STAGES.map((stage) => (
          <Step key={stage} completed={done || stage < checkup.stage}>
            <StepLabel>{t(`checkup.phases.${stage}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {done && <Alert severity="success">{t('checkup.stages.completed')}</Alert>}
      {move.isError && <Alert severity="error">{move.error.message}</Alert>}
      {checkup.abilities.manage && (next || reopen) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {next && (
            <Button
              variant="contained"
              disabled={move.isPending}
              onClick={() => void ask(next.to, next.key)}
            >
              {t(`checkup.stages.step.${next.key}`)}
            </Button>
          )}
          {reopen && (
            <Button
              variant="outlined"
              disabled={move.isPending}
              onClick={() => void ask(CheckupStage.Feedback, 'reopenFeedback')}
            >
              {t('checkup.stages.step.reopenFeedback')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
