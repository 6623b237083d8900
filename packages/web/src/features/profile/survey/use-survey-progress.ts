import { useCallback, useEffect, useRef, useState } from 'react';
import type { SurveyAnswer } from '@portal/core';

/** What the describer sees about saving: nothing yet, saving, saved, or the last save failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export type SurveyDraft = { answers: ReadonlyMap<string, number>; comment: string };

/** Quiet time after the last change before the progress is sent. */
export const SAVE_DELAY_MS = 600;

/**
 * Keeps the survey's answers and sends them a moment after each change, so a describer who
 * closes the page resumes from the link where they left off. A change made while a save runs is
 * sent after it; `flush` sends what is pending at once (before the final submit).
 */
export function useSurveyProgress(
  initial: SurveyDraft,
  save: (answers: SurveyAnswer[], comment: string) => Promise<unknown>,
) {
  const [draft, setDraft] = useState<SurveyDraft>(initial);
  const [state, setState] = useState<SaveState>('idle');
  const pending = useRef<SurveyDraft | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  // What the handlers build on: state updates arrive later than a fast second tap.
  const latest = useRef<SurveyDraft>(initial);
  useEffect(() => {
    saveRef.current = save;
  });

  const send = useCallback(async (): Promise<void> => {
    if (running.current) await running.current;
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    setState('saving');
    const answers = [...next.answers].map(([itemCode, value]) => ({ itemCode, value }));
    running.current = saveRef.current(answers, next.comment).then(
      () => setState(pending.current ? 'saving' : 'saved'),
      () => setState('failed'),
    );
    await running.current;
    running.current = null;
  }, []);

  const schedule = (next: SurveyDraft) => {
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), SAVE_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: SurveyDraft) => {
    latest.current = next;
    setDraft(next);
    schedule(next);
  };
  const answer = (itemCode: string, value: number) =>
    change({ ...latest.current, answers: new Map(latest.current.answers).set(itemCode, value) });
  const setComment = (comment: string) => change({ ...latest.current, comment });
  const flush = async () => {
    clearTimeout(timer.current);
    await send();
  };
  return { draft, state, answer, setComment, flush };
}
