import { jsonOf, endpoint } from './endpoint';
import { zPdfBatch, zPdfBatchParams } from '../domain/documents';

/**
 * documents: the progress of a PDF batch, polled by the web app (the hub pushes it too). The
 * feature areas start their batches and serve their zips under their own paths.
 */
export const documentsApi = {
  batch: endpoint({
    method: 'GET',
    path: '/api/documents/batch/:id',
    access: 'any',
    summary: "The progress of one of the caller's PDF batches.",
    params: zPdfBatchParams,
    answer: jsonOf(zPdfBatch, 'PdfBatch'),
  }),
};
