import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { TSurveyParams, TSurveyToTake } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { publicSurvey, resumePublic } from './surveys-api';
import { SURVEY_QUERY } from './SurveyView';

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
  return { query, link };
}
