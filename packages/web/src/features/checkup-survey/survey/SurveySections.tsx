import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  INTERACTION_FREQUENCIES,
  stepAnswerRule,
  strengthChoiceRange,
  type CheckupFeedbackAnswers,
  type CheckupFeedbackError,
  type OpenCheckupSurvey,
} from '@portal/core';
import { RequiredMark } from '../../../ui/RequiredMark';
import { ChoiceGroup } from './ChoiceGroup';
import { StepRating } from './StepRating';
import { changeConstraint, changeStep, fieldId, toggleStrength } from './survey-answers';
import { CommentField, errorId, FieldError, sectionTextId, SurveySection } from './SurveyParts';

export type SectionProps = {
  survey: OpenCheckupSurvey;
  answers: CheckupFeedbackAnswers;
  update: (change: (answers: CheckupFeedbackAnswers) => CheckupFeedbackAnswers) => void;
  /** The broken rules by field, once the rater has tried to submit; empty before. */
  errors: ReadonlyMap<string, CheckupFeedbackError>;
};

export function IntroductionSection({ survey, answers, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const error = errors.get('interactionFrequency');
  return (
    <SurveySection section="introduction" texts={survey.texts} required>
      <Box id={fieldId('interactionFrequency')}>
        <ChoiceGroup
          labelledBy="checkup-section-introduction"
          describedBy={
            [
              survey.texts.sections.introduction.text && sectionTextId('introduction'),
              error && errorId('interactionFrequency'),
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          required
          options={INTERACTION_FREQUENCIES.map((value) => ({
            value,
            label: t(`checkupSurvey.survey.frequency.${value}`),
          }))}
          value={answers.interactionFrequency}
          onChange={(interactionFrequency) => update((a) => ({ ...a, interactionFrequency }))}
          invalid={Boolean(error)}
          phoneColumns={2}
        />
        <FieldError field="interactionFrequency" error={error} />
      </Box>
    </SurveySection>
  );
}

export function StrengthsSection({ survey, answers, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const { max } = strengthChoiceRange(survey.strengths.length);
  const error = errors.get('strengths');
  const full = answers.strengths.length >= max;
  return (
    <SurveySection section="strengths" texts={survey.texts}>
      <Box id={fieldId('strengths')}>
        <FormGroup aria-label={survey.texts.sections.strengths.title}>
          {survey.strengths.map((strength) => {
            const checked = answers.strengths.includes(strength);
            return (
              <FormControlLabel
                key={strength}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => update(toggleStrength(strength, max))}
                  />
                }
                label={strength}
                sx={{ minHeight: 44, mr: 0, alignItems: 'center' }}
              />
            );
          })}
        </FormGroup>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('checkupSurvey.survey.strengthsChosen', { count: answers.strengths.length, max })}
        </Typography>
        <FieldError field="strengths" error={error} />
      </Box>
      <CommentField
        field="strengthsComment"
        value={answers.strengthsComment}
        onChange={(strengthsComment) => update((a) => ({ ...a, strengthsComment }))}
      />
    </SurveySection>
  );
}

export function ConstraintsSection({ survey, answers, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const options = [
    { value: 'agree', label: t('checkupSurvey.survey.agree') },
    { value: 'disagree', label: t('checkupSurvey.survey.disagree') },
  ] as const;
  return (
    <SurveySection section="constraints" texts={survey.texts}>
      {survey.constraints.map((constraint) => {
        const answer = answers.constraints.find((c) => c.index === constraint.index);
        const field = `constraints.${constraint.index}.agree`;
        const error = errors.get(field);
        const agree = answer?.agree ?? null;
        return (
          <Box key={constraint.index} id={fieldId(field)}>
            <Typography id={`${fieldId(field)}-name`} sx={{ fontWeight: 700 }}>
              {constraint.name}
              <RequiredMark />
            </Typography>
            {constraint.definition.map((line, i) => (
              <Typography key={i} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
            <Box sx={{ mt: 1, maxWidth: 420 }}>
              <ChoiceGroup
                labelledBy={`${fieldId(field)}-name`}
                describedBy={error ? errorId(field) : undefined}
                required
                options={options}
                value={agree === null ? null : agree ? 'agree' : 'disagree'}
                onChange={(value) =>
                  update(changeConstraint(constraint.index, { agree: value === 'agree' }))
                }
                invalid={Boolean(error)}
              />
              <FieldError field={field} error={error} />
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <CommentField
                field={`constraints.${constraint.index}.comment`}
                value={answer?.comment ?? ''}
                onChange={(comment) => update(changeConstraint(constraint.index, { comment }))}
              />
            </Box>
          </Box>
        );
      })}
    </SurveySection>
  );
}

export function StepsSection({ survey, answers, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const withSteps = survey.constraints.filter((c) => c.steps.length > 0);
  return (
    <SurveySection section="steps" texts={survey.texts}>
      {withSteps.map((constraint) => (
        <Box key={constraint.index} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="overline" color="primary" sx={{ mb: 1 }}>
            {t('checkupSurvey.survey.stepsFor', { name: constraint.name })}
          </Typography>
          {constraint.steps.map((step) => {
            const answer = answers.steps.find((s) => s.stepId === step.id);
            const rating = answer?.rating ?? null;
            const ratingField = `steps.${step.id}.rating`;
            const ratingError = errors.get(ratingField);
            const commentError = errors.get(`steps.${step.id}.comment`);
            return (
              <Box key={step.id} id={fieldId(ratingField)} sx={{ mb: 2.5 }}>
                <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
                  <span id={`${fieldId(ratingField)}-text`}>{step.description}</span>
                  <RequiredMark />
                </Typography>
                <StepRating
                  labelledBy={`${fieldId(ratingField)}-text`}
                  describedBy={ratingError ? errorId(ratingField) : undefined}
                  required
                  value={rating}
                  onChange={(value) => update(changeStep(step.id, { rating: value }))}
                  invalid={Boolean(ratingError)}
                />
                <FieldError field={ratingField} error={ratingError} />
                <Box sx={{ mt: 1 }}>
                  <CommentField
                    field={`steps.${step.id}.comment`}
                    value={answer?.comment ?? ''}
                    onChange={(comment) => update(changeStep(step.id, { comment }))}
                    required={stepAnswerRule({ rating, comment: '' }) === 'stepComment'}
                    error={commentError}
                  />
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </SurveySection>
  );
}

export function EncouragementSection({ survey, answers, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SurveySection section="encouragement" texts={survey.texts}>
      <CommentField
        field="encouragement"
        label={t('checkupSurvey.survey.encouragement')}
        value={answers.encouragement}
        onChange={(encouragement) => update((a) => ({ ...a, encouragement }))}
        minRows={3}
      />
    </SurveySection>
  );
}
