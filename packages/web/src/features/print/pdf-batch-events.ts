import type { PdfBatch } from '@portal/core';

type Listener = (batch: PdfBatch) => void;

/** The PdfBatchProgress events of the hub, handed to the batch components that wait for them. */
function createPdfBatchEvents() {
  const listeners = new Set<Listener>();
  return {
    emit: (batch: PdfBatch) => listeners.forEach((listener) => listener(batch)),
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const pdfBatchEvents = createPdfBatchEvents();
