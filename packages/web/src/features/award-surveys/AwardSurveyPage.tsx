import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { awardSurveyCompletedPath, zAwardSurveyCode, type TAwardSurvey } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { resumedSurvey, storedResumeKey } from '../surveys/resume-key';
import { SURVEY_QUERY } from '../surveys/survey-query';
import { SurveyView } from '../surveys/SurveyView';
import {
  awardSurvey,
  resumeAwardSurvey,
  saveAwardSurvey,
  submitAwardSurvey,
} from './award-surveys-api';

/**
 * `/awardsurvey?code=…`: an account's award survey of one type, taken without an account by its
 * staff, students or families (often on a phone). The code is the credential; a code that opens
 * nothing shows the unavailable page. The answers in progress come back by the browser's key,
 * as on public surveys; once sent, the thank-you page of the type.
 */
export function AwardSurveyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const parsed = zAwardSurveyCode.safeParse(search.get('code') ?? '');
  const code = parsed.success ? parsed.data : null;
  const { api } = usePortal();
  const navigate = useNavigate();
  const resumeKey = useRef<string | null>(null);
  const link = `award.${code ?? ''}`;
  const query = useQuery({
    queryKey: ['award-surveys', 'take', code],
    queryFn: async ({ signal }): Promise<TAwardSurvey> => {
      if (!code) return { state: 'unavailable' };
      const resumed = await resumedSurvey(await awardSurvey(api, code, signal), link, (key) =>
        resumeAwardSurvey(api, code, key),
      );
      resumeKey.current = resumed.resumeKey;
      return resumed.survey;
    },
    ...SURVEY_QUERY,
  });
  const visitor = () => ({
    code: code ?? '',
    resumeKey: resumeKey.current ?? storedResumeKey(link),
  });
  const survey = query.data;
  return (
    <SurveyView
      query={query}
      intro={
        survey?.state === 'open' && (
          <Typography variant="subtitle1" component="p">
            {t('awardSurveys.take.about', {
              type: t(`awardSurveys.types.${survey.surveyType}`),
              account: survey.accountName,
            })}
          </Typography>
        )
      }
      channel={{
        id: link,
        save: (version, answers) => saveAwardSurvey(api, { ...visitor(), version, answers }),
        submit: (version, answers, language) =>
          submitAwardSurvey(api, { ...visitor(), version, answers, language }),
        onSubmitted: () => {
          if (survey?.state === 'open') {
            void navigate(awardSurveyCompletedPath(survey.surveyType), { replace: true });
          }
        },
      }}
    />
  );
}
