import { useCallback, useEffect, useRef, useState } from 'react';
import { reportsApi, type TReportExport, type TReportExportStart } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';

/** How often a background export is read while it is written. */
export const REPORT_EXPORT_POLL_MS = 1_000;

const isWriting = (state: TReportExport | null) =>
  state !== null && (state.status === 'queued' || state.status === 'running');

/**
 * A background export of a report (`StartExport`), read again every REPORT_EXPORT_POLL_MS while
 * it is written; `onDone` hears it once when its file is ready.
 */
export function useReportExport(onDone: (state: TReportExport) => void) {
  const { api } = usePortal();
  const [state, setState] = useState<TReportExport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = state?.id;
  const writing = isWriting(state);
  // Two reads in flight can both answer `done`: the file is saved once.
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!id || !writing) return undefined;
    const timer = setInterval(() => {
      call(api, reportsApi.exportStatus, { params: { id } })
        .then((next) => {
          setState(next);
          if (next.status === 'done' && announced.current !== next.id) {
            announced.current = next.id;
            onDone(next);
          }
        })
        .catch((failure: unknown) => {
          setError(failure instanceof Error ? failure.message : null);
          setState(null);
        });
    }, REPORT_EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [api, id, writing, onDone]);

  const start = useCallback(
    async (body: TReportExportStart) => {
      setError(null);
      try {
        setState(await call(api, reportsApi.startExport, { body }));
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : null);
        setState(null);
      }
    },
    [api],
  );
  return { state, error, writing, start };
}
