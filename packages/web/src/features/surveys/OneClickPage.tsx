import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { TSurveyToTake } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { answerOneClick, saveByCode, submitByCode, surveyByCode } from './surveys-api';
import { SURVEY_QUERY } from './survey-query';
import { SurveyView } from './SurveyView';

/**
 * `/survey/{surveyId}/{userAccountId}/{questionIndex?}/{questionResponse?}`: an e-mail's answer
 * link. The server keeps the answer only when the code is that person's and the answer valid;
 * then the rest of the survey follows with it in place. Without an answer, the survey opens.
 */
export function OneClickPage() {
  const { surveyId = '', userAccountId = '', questionIndex, questionResponse } = useParams();
  const { api } = usePortal();
  const index = Number(questionIndex);
  const answering = questionResponse !== undefined && Number.isInteger(index) && index >= 0;
  const query = useQuery({
    queryKey: ['surveys', 'oneClick', surveyId, userAccountId, questionIndex, questionResponse],
    queryFn: ({ signal }): Promise<TSurveyToTake> =>
      answering
        ? answerOneClick(api, {
            surveyCode: surveyId,
            userAccountId,
            questionIndex: index,
            response: questionResponse,
          })
        : surveyByCode(api, surveyId, signal),
    ...SURVEY_QUERY,
  });
  return (
    <SurveyView
      query={query}
      oneClick={answering}
      channel={{
        id: `code.${surveyId}`,
        save: (version, answers) => saveByCode(api, surveyId, version, answers),
        submit: (version, answers, language) =>
          submitByCode(api, { surveyCode: surveyId, version, answers, language }),
      }}
    />
  );
}
