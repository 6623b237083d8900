import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { savePublic, submitPublic } from './surveys-api';
import { paramsOf, releaseDraftId } from './survey-params';
import { SurveyView } from './SurveyView';
import { usePublicSurvey } from './use-public-survey';

/**
 * `/public-survey/{shortCode}`: a public release anyone with the link may answer, without an
 * account (`usePublicSurvey` keeps the answers in progress).
 */
export function PublicSurveyPage() {
  const { shortCode = '' } = useParams();
  const [search] = useSearchParams();
  const params = useMemo(() => paramsOf(search), [search]);
  const { api } = usePortal();
  const { query, link } = usePublicSurvey(shortCode, params);
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
