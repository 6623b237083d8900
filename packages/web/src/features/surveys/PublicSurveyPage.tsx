import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TSurveyToTake } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { publicSurvey, resumePublic, savePublic, submitPublic } from './surveys-api';
import { resumedSurvey, storedResumeKey } from './resume-key';
import { paramsOf, releaseDraftId } from './survey-params';
import { SURVEY_QUERY, SurveyView } from './SurveyView';

/**
 * `/public-survey/{shortCode}`: a public release anyone with the link may answer, without an
 * account. The browser keeps a random key; the server finds the answers in progress by its hash.
 */
export function PublicSurveyPage() {
  const { shortCode = '' } = useParams();
  const [search] = useSearchParams();
  const params = useMemo(() => paramsOf(search), [search]);
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
  return (
    <SurveyView
      query={query}
      channel={{
        id: releaseDraftId('public', shortCode, params),
        save: (version, answers) => savePublic(api, link(), version, answers),
        // The server forgets the key's hash on submission: the same key starts the next response.
        submit: (version, answers, language) =>
          submitPublic(api, { ...link(), version, answers, language }),
        again: () => void query.refetch(),
      }}
    />
  );
}
