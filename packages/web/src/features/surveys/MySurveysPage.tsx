import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type TMySurvey } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { SharedSurveys } from './SharedSurveys';
import { SurveyList, type SurveyLink, type SurveyLineItem } from './SurveyList';
import { MY_SURVEYS_KEY, mySurveys } from './surveys-api';

/** The words of a line's links. */
type LinkTexts = Record<'start' | 'continue' | 'view' | 'again', string>;

/** The ways on from one of the person's own surveys: answer it, answer again, read the answers. */
function ownLine(survey: TMySurvey, texts: LinkTexts): SurveyLineItem {
  const take = `/mysurvey/${survey.surveyCode}`;
  const links: SurveyLink[] = [];
  if (!survey.completedAt) {
    links.push({ label: survey.inProgress ? texts.continue : texts.start, to: take });
  }
  if (survey.responseId) links.push({ label: texts.view, to: `${take}/${survey.responseId}` });
  if (survey.completedAt && survey.allowMultiple) links.push({ label: texts.again, to: take });
  return { ...survey, key: survey.surveyCode, links };
}

/** The person's own surveys: those to answer (started or not) and those answered. */
function OwnSurveys() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { api } = usePortal();
  const list = useQuery({
    queryKey: MY_SURVEYS_KEY,
    queryFn: ({ signal }) => mySurveys(api, signal),
  });
  if (list.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  const texts: LinkTexts = {
    start: t('surveys.mine.start'),
    continue: t('surveys.mine.continue'),
    view: t('surveys.mine.view'),
    again: t('surveys.mine.again'),
  };
  return (
    <PageCard title={t('route.mySurveys')}>
      {list.isError ? (
        <ErrorNotice error={list.error} />
      ) : (
        <>
          <SurveyList
            title={t('surveys.mine.pending')}
            items={list.data.pending.map((survey) => ownLine(survey, texts))}
            empty={t('surveys.mine.nonePending')}
            locale={locale}
          />
          <SurveyList
            title={t('surveys.mine.done')}
            items={list.data.done.map((survey) => ownLine(survey, texts))}
            empty={t('surveys.mine.noneDone')}
            locale={locale}
          />
        </>
      )}
    </PageCard>
  );
}

/**
 * `mysurveys/{shareCode?}`: the person's own surveys, or with a share code that person's
 * surveys as the caller may read them (docs/decisions.md, "Surveys: answered surveys").
 */
export function MySurveysPage() {
  const { shareCode } = useParams();
  return shareCode ? <SharedSurveys shareCode={shareCode} /> : <OwnSurveys />;
}
