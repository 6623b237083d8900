import {
  cleanFileName,
  type AnyEndpoint,
  type CallInput,
  type FileAnswer,
  type HttpMethod,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { endpointPath } from '../../api/call';
import type { ApiClient } from '../../api/client';
import type { Query } from '../../api/query-string';

/** A file the API answers: a PDF, DOCX, CSV or zip. */
export type DownloadRequest = {
  path: string;
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  /** The name to save under; the server's name (or 'download') when absent. Cleaned either way. */
  fileName?: string;
};

export type DownloadDeps = {
  api: ApiClient;
  brand: string;
  /** The brand's `googleAnalytics` feature: downloads are pushed to `window.dataLayer`. */
  analytics: boolean;
  /** Shows a message to the user (a toast). */
  notify: (message: string, severity: 'error' | 'warning') => void;
  /** 'Browser denied file download...' in the user's language. */
  deniedMessage: string;
  save?: (blob: Blob, fileName: string) => void;
};

type AnalyticsWindow = Window & { dataLayer?: unknown[] };

/** The download of a contract endpoint that answers a file, from its definition and input. */
export function fileRequest<E extends AnyEndpoint & { answer: FileAnswer }>(
  endpoint: E,
  input: CallInput<E>,
): DownloadRequest {
  // Queries are flat objects of scalars by their schemas (zod object schemas of core).
  const { query, body } = input as { query?: Query; body?: unknown };
  return { path: endpointPath(endpoint, input), method: endpoint.method, query, body };
}

/** Hands the bytes to the browser as a download; throws when the browser refuses. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

const extensionOf = (fileName: string) =>
  /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * Fetches a file with the signed-in API client and saves it under a cleaned name. Answers
 * whether it was saved; a failed call shows the server's message, a refused save
 * 'Browser denied file download...'. Saved downloads are pushed to the analytics data layer
 * when the brand's googleAnalytics feature is on.
 */
export async function downloadFile(request: DownloadRequest, deps: DownloadDeps): Promise<boolean> {
  let file;
  try {
    file = await deps.api.file(request.method ?? 'GET', request.path, {
      query: request.query,
      body: request.body,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    deps.notify(error.message, 'error');
    return false;
  }
  const fileName = cleanFileName(request.fileName ?? file.fileName ?? 'download');
  try {
    (deps.save ?? saveBlob)(file.blob, fileName);
  } catch {
    deps.notify(deps.deniedMessage, 'warning');
    return false;
  }
  if (deps.analytics) {
    const target = window as AnalyticsWindow;
    target.dataLayer ??= [];
    target.dataLayer.push({
      event: 'download',
      fileName,
      fileType: extensionOf(fileName),
      brand: deps.brand,
    });
  }
  return true;
}
