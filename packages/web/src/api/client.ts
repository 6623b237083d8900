import { ApiError, NETWORK_ERROR_STATUS, apiErrorFrom } from './api-error';
import { toQueryString, type Query } from './query-string';

export type ApiClientOptions = {
  /** The brand key, sent as `app-name` on every call. */
  appName: string;
  /** The access token of the signed-in user, or null. */
  getToken: () => Promise<string | null>;
  /** One silent renewal after a 401; resolves to the new token, or null when it failed. */
  renewSession: () => Promise<string | null>;
  /** Called when the renewal failed: the user is signed out. */
  signOut: () => Promise<void>;
  /** Called when the renewal starts, so the user sees why the page waits; answers its end. */
  onRenewing?: () => () => void;
  /** Called after every answered request (the version check runs a little later). */
  afterRequest?: () => void;
  fetchFn?: typeof fetch;
};

export type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };

export type ApiClient = {
  request: <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
  del: <T>(path: string) => Promise<T>;
};

/** Dates inside bodies travel as ISO text; JSON.stringify already calls Date.toJSON. */
const toJson = (body: unknown) => JSON.stringify(body);

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** The fetch wrapper every API call of the web app goes through. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));

  async function send(method: string, url: string, token: string | null, req: RequestOptions) {
    const headers: Record<string, string> = {
      'app-name': options.appName,
      Pragma: 'no-cache',
      Accept: 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetchFn(url, {
        method,
        headers,
        body: req.body === undefined ? undefined : toJson(req.body),
        signal: req.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(NETWORK_ERROR_STATUS, 'The server could not be reached.');
    }
  }

  async function renew(): Promise<string | null> {
    const ended = options.onRenewing?.();
    try {
      return await options.renewSession();
    } finally {
      ended?.();
    }
  }

  async function request<T>(method: string, path: string, req: RequestOptions = {}): Promise<T> {
    const url = `${path}${toQueryString(req.query)}`;
    let response = await send(method, url, await options.getToken(), req);
    if (response.status === 401) {
      const renewed = await renew();
      if (renewed) response = await send(method, url, renewed, req);
      if (!renewed || response.status === 401) {
        await options.signOut();
      }
    }
    options.afterRequest?.();
    if (!response.ok) throw await apiErrorFrom(response);
    return parseBody<T>(response);
  }

  return {
    request,
    get: (path, query, signal) => request('GET', path, { query, signal }),
    post: (path, body) => request('POST', path, { body }),
    del: (path) => request('DELETE', path),
  };
}
