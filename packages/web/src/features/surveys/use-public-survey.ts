import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { TSurveyParams, TSurveyToTake } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { resumedSurvey, storedResumeKey } from './resume-key';
import { publicSurvey, resumePublic } from './surveys-api';
import { SURVEY_QUERY } from './survey-query';

/**
 * A public release's survey with the browser's answers in progress: the browser keeps a random
 * key; the server finds the answers by its hash. `link()` names the release, the params and the
 * key for the calls that save and submit.
 */
export function usePublicSurvey(shortCode: string, params: TSurveyParams) {
  const { api } = usePortal();
  const resumeKey = useRef<string | null>(null);
  const query = useQuery({
    queryKey: ['surveys', 'public', shortCode, params],
    queryFn: async ({ signal }): Promise<TSurveyToTake> => {
      const resumed = await resumedSurvey(
        await publicSurvey(api, shortCode, params, signal),
        shortCode,
        (key) => resumePublic(api, shortCode, key),
      );
      resumeKey.current = resumed.resumeKey;
      return resumed.survey;
    },
    ...SURVEY_QUERY,
  });
  // The key is read when a call is made: the query above settles it first.
  const link = () => ({
    shortCode,
    params,
    resumeKey: resumeKey.current ?? storedResumeKey(shortCode),
  });
  return { query, link };
}
