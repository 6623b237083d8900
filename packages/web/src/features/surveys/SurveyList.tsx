import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, surveyText, type LocaleCode, type TSharedSurvey } from '@portal/core';

/** A link of a survey's line: what it does and where (the first is the main one). */
export type SurveyLink = { label: string; to: string };

/** What a line shows of a survey: the person's own or, by share code, another's. */
export type SurveyLineItem = Omit<TSharedSurvey, 'releaseId' | 'responseId'> & {
  key: string;
  links: SurveyLink[];
};

function SurveyLine({ survey, locale }: { survey: SurveyLineItem; locale: LocaleCode }) {
  const { t } = useTranslation();
  const title = surveyText(survey.title, locale);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <Typography component="h4" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {survey.entityName && (
            <Typography variant="body2">
              {t('surveys.mine.about', { name: survey.entityName })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {survey.completedAt
              ? t('surveys.mine.answeredOn', { date: formatDate(survey.completedAt, locale) })
              : survey.closesAt &&
                t('surveys.mine.closes', { date: formatDate(survey.closesAt, locale) })}
          </Typography>
          {!survey.completedAt && (
            <Chip
              size="small"
              sx={{ mt: 0.5 }}
              label={
                survey.inProgress ? t('surveys.mine.inProgress') : t('surveys.mine.notStarted')
              }
            />
          )}
        </div>
        {survey.links.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignSelf: { sm: 'center' } }}>
            {survey.links.map((link, index) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant={index === 0 && !survey.completedAt ? 'contained' : 'outlined'}
                aria-label={`${link.label}: ${title}`}
              >
                {link.label}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** One list of surveys (pending or answered) under its heading, or why it is empty. */
export function SurveyList({
  title,
  items,
  empty,
  locale,
}: {
  title: string;
  items: SurveyLineItem[];
  empty: string;
  locale: LocaleCode;
}) {
  return (
    <section>
      <Typography variant="h2" component="h3" gutterBottom>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {items.map((survey) => (
            <SurveyLine key={survey.key} survey={survey} locale={locale} />
          ))}
        </Stack>
      )}
    </section>
  );
}
