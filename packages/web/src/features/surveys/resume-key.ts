import type { TPublicSurveyDraft, TSurveyToTake } from '@portal/core';

/**
 * The key a visitor's browser keeps to come back to a survey it answers without an account
 * (public and award surveys): random, stored per survey link; the server keeps only its hash.
 */
const resumeKeyName = (link: string) => `surveys.resumeKey.${link}`;

function newResumeKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The browser's key for this link: the stored one, else a new one stored. */
export function storedResumeKey(link: string): string {
  const stored = localStorage.getItem(resumeKeyName(link));
  return stored ?? renewedResumeKey(link);
}

/** A new key for this link, stored (the answers begun under the old one stay there). */
export function renewedResumeKey(link: string): string {
  const made = newResumeKey();
  localStorage.setItem(resumeKeyName(link), made);
  return made;
}

/**
 * An open survey with this browser's answers in progress (by its key), when they were begun on
 * the version shown; answers begun on an earlier version stay there and the visit starts afresh
 * under a new key. Answers the key the page then saves under.
 */
export async function resumedSurvey<S extends TSurveyToTake>(
  survey: S,
  link: string,
  resume: (resumeKey: string) => Promise<TPublicSurveyDraft>,
): Promise<{ survey: S; resumeKey: string | null }> {
  if (survey.state !== 'open') return { survey, resumeKey: null };
  const resumeKey = storedResumeKey(link);
  const draft = await resume(resumeKey);
  if (!draft) return { survey, resumeKey };
  if (draft.version === survey.version) {
    return { survey: { ...survey, answers: draft.answers }, resumeKey };
  }
  return { survey, resumeKey: renewedResumeKey(link) };
}
