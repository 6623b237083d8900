import { useCallback, useEffect, useState } from 'react';
import { documentsApi, zPdfBatch, type PdfBatch } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { pdfBatchEvents } from './pdf-batch-events';

/** How often a running batch is read again, in case the hub is not connected. */
export const PDF_BATCH_POLL_MS = 3_000;

/**
 * The later of two states of a batch: a poll's answer can arrive after the hub pushed newer
 * progress, and must not take the progress back.
 */
export function laterState(current: PdfBatch | null, next: PdfBatch): PdfBatch {
  if (!current || current.id !== next.id) return next;
  const stage = (b: PdfBatch) => (b.status === 'queued' ? 0 : b.status === 'running' ? 1 : 2);
  if (stage(next) !== stage(current)) return stage(next) > stage(current) ? next : current;
  return next.done + next.failed >= current.done + current.failed ? next : current;
}

const isRunning = (batch: PdfBatch | null) =>
  batch !== null && (batch.status === 'queued' || batch.status === 'running');

/**
 * A PDF batch as it progresses: started by `start` (the feature's StartGenerate...PdfBatch call),
 * then kept current by the hub's PdfBatchProgress events and, while it runs, by reading
 * `GET /api/documents/batch/{id}`.
 */
export function usePdfBatch(start: () => Promise<PdfBatch>) {
  const { api } = usePortal();
  const [batch, setBatch] = useState<PdfBatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const batchId = batch?.id;
  const running = isRunning(batch);

  useEffect(() => {
    if (!batchId) return undefined;
    return pdfBatchEvents.subscribe((event) => {
      if (event.id === batchId) setBatch((current) => laterState(current, event));
    });
  }, [batchId]);

  useEffect(() => {
    if (!batchId || !running) return undefined;
    const timer = setInterval(() => {
      call(api, documentsApi.batch, { params: { id: batchId } })
        .then((answer) => setBatch((current) => laterState(current, zPdfBatch.parse(answer))))
        .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : null));
    }, PDF_BATCH_POLL_MS);
    return () => clearInterval(timer);
  }, [api, batchId, running]);

  const begin = useCallback(async () => {
    setStarting(true);
    setError(null);
    try {
      setBatch(zPdfBatch.parse(await start()));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : null);
      setBatch(null);
    } finally {
      setStarting(false);
    }
  }, [start]);

  return { batch, error, starting, running, begin };
}
