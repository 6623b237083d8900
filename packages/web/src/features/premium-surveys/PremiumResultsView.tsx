import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  formatDate,
  isLocale,
  surveyText,
  type TPremiumSurveyResults,
  type TSurveyResultSet,
} from '@portal/core';
import { SecuritySection } from '../security/SecuritySection';
import { QuestionFigures } from '../survey-results/QuestionFigures';

const questionsOf = (set: TSurveyResultSet) => (set.hidden ? [] : set.questions);

/**
 * One account's premium survey, as the screen and the print view show it: per question, the
 * account's answers beside every account's figures (the results' charts and tables).
 */
export function PremiumResultsView({ results }: { results: TPremiumSurveyResults }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { response } = results;
  const all = questionsOf(results.release);
  const responses = results.release.hidden ? 0 : results.release.responses;
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {surveyText(results.title, locale) || t('premiumSurveys.results.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {response.releaseName} ·{' '}
        {t('premiumSurveys.results.answeredBy', {
          account: response.accountName,
          name: response.respondentName || '—',
          date: formatDate(response.completedAt, locale),
        })}
      </Typography>
      {questionsOf(results.account).map((question) => {
        const overall = all.find((q) => q.name === question.name);
        return (
          <SecuritySection key={question.name} level={2} title={question.title}>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {t('premiumSurveys.results.thisAccount')}
                </Typography>
                <QuestionFigures result={question} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {t('premiumSurveys.results.allAccounts', { count: responses })}
                </Typography>
                {overall && <QuestionFigures result={overall} />}
              </Grid>
            </Grid>
          </SecuritySection>
        );
      })}
    </Box>
  );
}
