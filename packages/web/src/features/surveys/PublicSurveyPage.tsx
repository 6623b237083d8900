import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TSurveyToTake } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { publicSurvey, resumePublic, savePublic, submitPublic } from './surveys-api';
import { paramsOf, releaseDraftId } from './survey-params';
import { SURVEY_QUERY } from './survey-query';
import { SurveyView } from './SurveyView';

/** Where the browser keeps its key to a public survey's answers in progress. */
export const resumeKeyName = (shortCode: string) => `surveys.resumeKey.${shortCode}`;

function newResumeKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The browser's key for this survey: the stored one, else a new one stored. */
function storedResumeKey(shortCode: string): string {
  const stored = localStorage.getItem(resumeKeyName(shortCode));
  return stored ?? renewedResumeKey(shortCode);
}

function renewedResumeKey(shortCode: string): string {
  const made = newResumeKey();
  localStorage.setItem(resumeKeyName(shortCode), made);
  return made;
}

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
      const survey = await publicSurvey(api, shortCode, params, signal);
      if (survey.state !== 'open') return survey;
      resumeKey.current = storedResumeKey(shortCode);
      const draft = await resumePublic(api, shortCode, resumeKey.current);
      if (!draft) return survey;
      if (draft.version === survey.version) return { ...survey, answers: draft.answers };
      // Answers begun on an earlier version stay there: this visit starts afresh.
      resumeKey.current = renewedResumeKey(shortCode);
      return survey;
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
