import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TSurveyResultSet, TSurveyResults } from '@portal/core';
import { SecuritySection } from '../security/SecuritySection';
import { QuestionFigures } from './QuestionFigures';

/** How many responded (or that too few did), and of how many invited. */
export function Summary({ results: r }: { results: TSurveyResults }) {
  const { t } = useTranslation();
  const invited = r.invitations;
  return (
    <Typography role="status">
      {r.results.hidden
        ? t('surveyResults.hidden', { minimum: r.minimum })
        : t('surveyResults.responseCount', { count: r.results.responses })}
      {invited &&
        ` · ${t('surveyResults.completion', {
          completed: invited.completed,
          invited: invited.invited,
          rate: Math.round((invited.completed / invited.invited) * 100),
        })}`}
    </Typography>
  );
}

/** Each question's figures, beside the compared release's when there is one. */
export function QuestionList({ results: r }: { results: TSurveyResults }) {
  const { t } = useTranslation();
  if (r.results.hidden) {
    return <Alert severity="info">{t('surveyResults.hidden', { minimum: r.minimum })}</Alert>;
  }
  if (r.results.responses === 0) {
    return <Alert severity="info">{t('surveyResults.noResponses')}</Alert>;
  }
  const compare = r.compare;
  return r.results.questions.map((question) => (
    <SecuritySection key={question.name} level={2} title={question.title}>
      <Typography variant="body2" color="text.secondary">
        {t('surveyResults.answered', { count: question.answered })}
      </Typography>
      {compare ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {r.release.name}
            </Typography>
            <QuestionFigures result={question} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {compare.release.name}
            </Typography>
            <ComparedFigures set={compare.results} name={question.name} minimum={r.minimum} />
          </Grid>
        </Grid>
      ) : (
        <QuestionFigures result={question} />
      )}
    </SecuritySection>
  ));
}

function ComparedFigures({
  set,
  name,
  minimum,
}: {
  set: TSurveyResultSet;
  name: string;
  minimum: number;
}) {
  const { t } = useTranslation();
  if (set.hidden) return <Alert severity="info">{t('surveyResults.hidden', { minimum })}</Alert>;
  const result = set.questions.find((q) => q.name === name);
  return result ? (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('surveyResults.answered', { count: result.answered })}
      </Typography>
      <QuestionFigures result={result} />
    </>
  ) : null;
}
