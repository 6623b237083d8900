import { useEffect, useRef } from 'react';

/** Quiet time after the last change before an autosave (docs/decisions.md, Traction Plan (web)). */
export const AUTOSAVE_DELAY_MS = 20_000;

/**
 * Calls `save` once `AUTOSAVE_DELAY_MS` passed without a change while `due`; every change
 * (a new `revision`) starts the wait again.
 */
export function useAutosave(due: boolean, revision: number, save: () => void) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => latest.current(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, revision]);
}
