import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PRINT_KEY_HEADER } from '@portal/core';
import { ApiError, NETWORK_ERROR_STATUS, apiErrorFrom } from '../../api/api-error';
import { toQueryString, type Query } from '../../api/query-string';
import { usePortal } from '../../app/portal-context';
import { printRequests, type RequestTracker } from './requests-in-flight';

/** The API as a print view calls it: no session, the print key of its path instead. */
export type PrintApi = {
  get: <T>(path: string, query?: Query) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
};

export type PrintApiOptions = {
  appName: string;
  printKey: string;
  fetchFn?: typeof fetch;
  tracker?: RequestTracker;
};

export function createPrintApi(options: PrintApiOptions): PrintApi {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const tracker = options.tracker ?? printRequests;

  async function request<T>(method: string, url: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = {
      'app-name': options.appName,
      [PRINT_KEY_HEADER]: options.printKey,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchFn(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(NETWORK_ERROR_STATUS, 'The server could not be reached.');
    }
    if (!response.ok) throw await apiErrorFrom(response);
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  return {
    get: (path, query) =>
      tracker.track(request('GET', `${path}${toQueryString(query)}`, undefined)),
    post: (path, body) => tracker.track(request('POST', path, body)),
  };
}

/** The print API of the current print view: its brand, and the `:printKey` of its route. */
export function usePrintApi(): PrintApi {
  const { brand } = usePortal();
  const { printKey = '' } = useParams();
  return useMemo(() => createPrintApi({ appName: brand.key, printKey }), [brand.key, printKey]);
}
