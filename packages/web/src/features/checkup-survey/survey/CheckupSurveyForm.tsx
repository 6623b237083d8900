import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKUP_FEEDBACK_MESSAGES,
  type CheckupFeedbackError,
  type CheckupFeedbackRule,
  type OpenCheckupSurvey,
} from '@portal/core';
import { ApiError } from '../../../api/api-error';
import { usePortal } from '../../../app/portal-context';
import { submitFeedback } from '../checkup-survey-api';
import { errorsByField, fieldId } from './survey-answers';
import { focusField } from '../../../ui/use-radio-group';
import { FieldError } from './SurveyParts';
import {
  ConstraintsSection,
  EncouragementSection,
  IntroductionSection,
  StepsSection,
  StrengthsSection,
} from './SurveySections';
import { useSurveyDraft } from './use-survey-draft';

type Props = {
  survey: OpenCheckupSurvey;
  /** The survey was stored: the format's completed text for the thank-you screen. */
  onSubmitted: (completedText: string) => void;
  /** The code stopped working meanwhile (answered elsewhere, closed). */
  onUnavailable: () => void;
};

/** Statuses of a submission that mean the survey cannot be answered any more. */
const GONE = new Set([404, 409, 410]);

const isRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * The rules the server named in a refused submission (core's rules, its English messages),
 * matched back to their rule so they show in the rater's language under the same fields.
 */
function serverErrors(error: unknown): CheckupFeedbackError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const rules = Object.entries(CHECKUP_FEEDBACK_MESSAGES) as [CheckupFeedbackRule, string][];
  return error.errors.flatMap(({ field, message }) => {
    const rule = rules.find(([, text]) => text === message)?.[0];
    return rule ? [{ field, rule, message }] : [];
  });
}

/**
 * The whole survey on one scrolling page: the rater answers in any order, and a first submit
 * marks every missing answer at once, in the spec's words, and scrolls to the first.
 */
export function CheckupSurveyForm({ survey, onSubmitted, onUnavailable }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { answers, update, discard } = useSurveyDraft(survey);
  const [tried, setTried] = useState(false);
  const errors = errorsByField(survey, answers);
  const submit = useMutation({
    mutationFn: () =>
      submitFeedback(api, {
        ...answers,
        surveyCode: survey.surveyCode,
        surveyVersion: survey.surveyVersion,
      }),
    onSuccess: (result) => {
      discard();
      onSubmitted(result.completedText);
    },
    onError: (error) => {
      if (error instanceof ApiError && GONE.has(error.status)) onUnavailable();
    },
  });
  const refused = serverErrors(submit.error);
  const shown: ReadonlyMap<string, CheckupFeedbackError> = tried
    ? new Map([...refused.map((e) => [e.field, e] as const), ...errors])
    : new Map();

  const send = () => {
    setTried(true);
    const [first] = errors.keys();
    if (first) {
      // The messages render with this state change: focus the first broken field after it.
      requestAnimationFrame(() => focusField(fieldId(first)));
      return;
    }
    submit.mutate();
  };

  const sectionProps = { survey, answers, update, errors: shown };
  const incomplete = (tried && errors.size > 0) || isRefused(submit.error);
  const failed = submit.isError && !incomplete;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', pb: 4 }}>
      <Typography variant="h1" component="h2" gutterBottom sx={{ whiteSpace: 'pre-line' }}>
        {survey.texts.header}
      </Typography>
      <Typography color="text.secondary">
        {t('checkupSurvey.survey.about', {
          name: `${survey.participantFirstName} ${survey.participantLastName}`.trim(),
        })}
      </Typography>
      {survey.goal && (
        <Typography sx={{ mt: 1, fontStyle: 'italic', whiteSpace: 'pre-line' }}>
          {survey.goal}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('checkupSurvey.survey.keptHere')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('shell.common.requiredNote')}
      </Typography>
      <Stack spacing={2}>
        <IntroductionSection {...sectionProps} />
        {survey.strengths.length > 0 && <StrengthsSection {...sectionProps} />}
        {survey.constraints.length > 0 && <ConstraintsSection {...sectionProps} />}
        {survey.constraints.some((c) => c.steps.length > 0) && <StepsSection {...sectionProps} />}
        <EncouragementSection {...sectionProps} />
      </Stack>
      {survey.acknowledgementRequired && (
        <Box id={fieldId('acknowledged')} sx={{ mt: 2 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={answers.acknowledged}
                onChange={(event) => {
                  const acknowledged = event.target.checked;
                  update((a) => ({ ...a, acknowledged }));
                }}
              />
            }
            label={survey.texts.acknowledgeText}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
          <FieldError field="acknowledged" error={shown.get('acknowledged')} />
        </Box>
      )}
      {incomplete && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {survey.texts.errors.incomplete}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {survey.texts.errors.submit}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={submit.isPending}
        onClick={send}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' }, minHeight: 48 }}
      >
        {t('checkupSurvey.survey.submit')}
      </Button>
    </Box>
  );
}
