import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { openSurvey, saveOpen, submitOpen } from './surveys-api';
import { paramsOf, releaseDraftId } from './survey-params';
import { SURVEY_QUERY } from './survey-query';
import { SurveyView } from './SurveyView';

/**
 * `open-survey/{shortCode}`: a release any signed-in person may answer, once (or once per
 * account named by the link's `entityId` under PersonAndEntity).
 */
export function OpenSurveyPage() {
  const { shortCode = '' } = useParams();
  const [search] = useSearchParams();
  const params = useMemo(() => paramsOf(search), [search]);
  const { api } = usePortal();
  const query = useQuery({
    queryKey: ['surveys', 'open', shortCode, params],
    queryFn: ({ signal }) => openSurvey(api, shortCode, params, signal),
    ...SURVEY_QUERY,
  });
  return (
    <SurveyView
      query={query}
      channel={{
        id: releaseDraftId('open', shortCode, params),
        save: (version, answers) => saveOpen(api, shortCode, params, version, answers),
        submit: (version, answers, language) =>
          submitOpen(api, { shortCode, params, version, answers, language }),
        again: () => void query.refetch(),
        signedIn: true,
      }}
    />
  );
}
