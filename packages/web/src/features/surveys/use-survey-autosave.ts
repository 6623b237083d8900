import { useCallback, useEffect, useRef, useState } from 'react';
import { zSurveyAnswers, type TSurveyAnswers } from '@portal/core';

/** What the person sees about saving. `kept`: the server did not confirm; the device has it. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'kept';

/** What each save state says under the questions. */
export const SAVE_STATE_TEXT = {
  saving: 'surveys.take.saving',
  saved: 'surveys.take.saved',
  kept: 'surveys.take.keptHere',
} as const satisfies Record<Exclude<SaveState, 'idle'>, string>;

/** Quiet time after the last change before the answers are sent. */
export const SAVE_DELAY_MS = 800;

/** Where a survey's answers wait on the device until the server confirms them. */
export const localKey = (id: string) => `surveys.draft.${id}`;

type LocalCopy = { version: number; answers: TSurveyAnswers };

/** The device's copy when it is of this version (an older version's answers are not shown). */
export function readLocalCopy(id: string, version: number): TSurveyAnswers | null {
  try {
    const stored = JSON.parse(localStorage.getItem(localKey(id)) ?? 'null') as LocalCopy | null;
    if (!stored || stored.version !== version) return null;
    const parsed = zSurveyAnswers.safeParse(stored.answers);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeLocalCopy(id: string, copy: LocalCopy) {
  try {
    localStorage.setItem(localKey(id), JSON.stringify(copy));
  } catch {
    // Storage full or refused (private mode): the server's copy is the only one.
  }
}

export const dropLocalCopy = (id: string) => localStorage.removeItem(localKey(id));

/**
 * The answers of a survey, saved as the person goes: a moment after each change (and at once
 * on `flush`: a page change, the tab hidden), and kept on the device until the server confirms,
 * so closing the tab or losing the network loses nothing. A change made while a save runs is
 * sent after it.
 */
export function useSurveyAutosave(options: {
  id: string;
  version: number;
  initial: TSurveyAnswers;
  save: (answers: TSurveyAnswers) => Promise<unknown>;
}) {
  const { id, version } = options;
  const [answers, setAnswers] = useState<TSurveyAnswers>(
    () => readLocalCopy(id, version) ?? options.initial,
  );
  const [state, setState] = useState<SaveState>('idle');
  const pending = useRef<TSurveyAnswers | null>(readLocalCopy(id, version) ? answers : null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(options.save);
  useEffect(() => {
    saveRef.current = options.save;
  });

  const send = useCallback(async (): Promise<void> => {
    if (running.current) await running.current;
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    setState('saving');
    running.current = saveRef.current(next).then(
      () => {
        if (pending.current) return;
        dropLocalCopy(id);
        setState('saved');
      },
      () => {
        // Sent again with the next change or page; the device keeps them meanwhile.
        pending.current ??= next;
        setState('kept');
      },
    );
    await running.current;
    running.current = null;
  }, [id]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await send();
  }, [send]);

  useEffect(() => {
    // A local copy the server never confirmed (the tab closed first) goes out on arrival.
    if (pending.current) void send();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      clearTimeout(timer.current);
    };
  }, [send, flush]);

  const change = (next: TSurveyAnswers) => {
    setAnswers(next);
    writeLocalCopy(id, { version, answers: next });
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), SAVE_DELAY_MS);
  };
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    dropLocalCopy(id);
  }, [id]);
  return { answers, state, change, flush, discard };
}
