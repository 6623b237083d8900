import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, type DescriberSurvey } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useConfirm } from '../../../ui/confirm-context';
import { PageCard } from '../../../ui/PageCard';
import { toasts } from '../../../ui/toast/toast-store';
import { focusField } from '../../../ui/use-radio-group';
import { errorMessage } from '../../security/error-message';
import { declineSurvey, saveSurveyProgress, submitSurvey } from '../profile-api';
import { RequiredMark } from '../../../ui/RequiredMark';
import { AnswerScale } from './AnswerScale';
import { SelfDescribed } from './SelfDescribed';
import { SurveyProgressBar } from './SurveyProgressBar';
import { useSurveyProgress } from './use-survey-progress';

type Outcome = 'open' | 'submitted' | 'declined';

/** The items of an open survey, one per row; every item is required before it is sent. */
type Props = {
  survey: DescriberSurvey;
  /** From the invitation's decline link: the describer and the key that lets them decline. */
  decline: { id: string; key: string } | null;
};

export function DescriberSurveyForm({ survey, decline: declineLink }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>('open');
  const [showMissing, setShowMissing] = useState(false);
  const progress = useSurveyProgress(
    {
      answers: new Map(survey.answers.map((a) => [a.itemCode, a.value])),
      comment: survey.comment,
    },
    (answers, comment) =>
      saveSurveyProgress(api, { surveyCode: survey.surveyCode, answers, comment }),
  );
  const { answers, comment } = progress.draft;
  const answered = survey.items.filter((item) => answers.has(item.code)).length;
  const submit = useMutation({
    mutationFn: async () => {
      await progress.flush();
      const list = [...answers].map(([itemCode, value]) => ({ itemCode, value }));
      return submitSurvey(api, survey.surveyCode, { answers: list, comment });
    },
    onSuccess: () => {
      // The person's own 360 now has its self-description: start-my-360 reads it afresh.
      if (survey.isSelf) void client.invalidateQueries({ queryKey: ['profile', 'participant'] });
      setOutcome('submitted');
    },
  });
  const decline = useMutation({
    mutationFn: (link: { id: string; key: string }) => declineSurvey(api, link.id, link.key),
    onSuccess: () => setOutcome('declined'),
    onError: (error) => toasts.show({ message: errorMessage(error, t), severity: 'error' }),
  });

  const name = `${survey.participantFirstName} ${survey.participantLastName}`.trim();
  if (outcome === 'submitted' && survey.isSelf) return <SelfDescribed />;
  if (outcome !== 'open') {
    return (
      <PageCard title={t('profile.survey.title')} focusTitle>
        <Alert severity="success">
          {outcome === 'submitted'
            ? t('profile.survey.thanks', { name })
            : t('profile.survey.declined')}
        </Alert>
      </PageCard>
    );
  }

  const send = () => {
    if (answered < survey.items.length) {
      setShowMissing(true);
      const first = survey.items.find((item) => !answers.has(item.code));
      if (first) focusField(`item-${first.code}`);
      return;
    }
    submit.mutate();
  };
  const askDecline = async (link: { id: string; key: string }) => {
    if (await confirm({ message: t('profile.survey.confirmDecline', { name }) }))
      decline.mutate(link);
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', pb: 4 }}>
      <Typography variant="h1" component="h2" gutterBottom>
        {survey.isSelf ? t('profile.survey.selfTitle') : t('profile.survey.aboutTitle', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {survey.isSelf ? t('profile.survey.selfIntro') : t('profile.survey.intro', { name })}
      </Typography>
      <SurveyProgressBar answered={answered} total={survey.items.length} state={progress.state} />
      {/* On a phone the buttons show numbers only: the ends of the scale are named once here. */}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}
      >
        1 = {t('profile.survey.answer.1')} · 5 = {t('profile.survey.answer.5')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('shell.common.requiredNote')}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {survey.items.map((item, index) => {
          const missing = showMissing && !answers.has(item.code);
          return (
            <Paper
              component="li"
              key={item.code}
              id={`item-${item.code}`}
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2 }, borderColor: missing ? 'error.main' : undefined }}
            >
              <Typography sx={{ fontWeight: 600, mb: 1.25 }}>
                {index + 1}. <span id={`item-${item.code}-text`}>{item.text}</span>
                <RequiredMark />
              </Typography>
              <AnswerScale
                labelledBy={`item-${item.code}-text`}
                describedBy={missing ? `item-${item.code}-missing` : undefined}
                value={answers.get(item.code)}
                invalid={missing}
                required
                onChange={(value) => progress.answer(item.code, value)}
              />
              {missing && (
                <Typography
                  id={`item-${item.code}-missing`}
                  variant="caption"
                  color="error"
                  sx={{ display: 'block', mt: 0.5 }}
                >
                  {t('profile.survey.required')}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
      <TextField
        label={t('profile.survey.comment')}
        helperText={t('profile.survey.commentHint')}
        value={comment}
        onChange={(event) => progress.setComment(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
        sx={{ mt: 2 }}
      />
      {showMissing && answered < survey.items.length && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('profile.survey.incomplete')}
        </Alert>
      )}
      {submit.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('profile.survey.submitFailed')}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'space-between' }}
      >
        {declineLink && !survey.isSelf ? (
          <Button
            color="inherit"
            size="large"
            disabled={decline.isPending}
            onClick={() => void askDecline(declineLink)}
          >
            {t('profile.survey.decline')}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="contained" size="large" disabled={submit.isPending} onClick={send}>
          {t('profile.survey.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
