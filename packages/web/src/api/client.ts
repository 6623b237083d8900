import { ApiError, NETWORK_ERROR_STATUS, apiErrorFrom, isEmailNotVerified } from './api-error';
import { toQueryString, type Query } from './query-string';

export type ApiClientOptions = {
  /** The brand key, sent as `app-name` on every call. */
  appName: string;
  /** The language shown, sent as `Accept-Language`: documents the server makes are in it. */
  language?: () => string;
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
  /** Called when a call is refused because the user's e-mail is not confirmed. */
  onEmailNotVerified?: () => void;
  fetchFn?: typeof fetch;
  /** The request uploads are sent with (it reports progress, which fetch does not). */
  xhrFn?: () => XMLHttpRequest;
};

export type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };

/** A multipart upload: the query, how much of the body is sent so far, a way to stop it. */
export type UploadOptions = {
  query?: Query;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

/** A file answered by the API: its bytes and the name the server gave it, if any. */
export type ApiFile = { blob: Blob; fileName: string | null };

export type ApiClient = {
  request: <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
  del: <T>(path: string) => Promise<T>;
  /** A call that answers a file (PDF, zip, DOCX, CSV) instead of JSON. */
  file: (method: string, path: string, options?: RequestOptions) => Promise<ApiFile>;
  /** A call that answers plain text (an empty answer is the empty string). */
  text: (method: string, path: string, options?: RequestOptions) => Promise<string>;
  /** POSTs a multipart form (a file) and answers the JSON reply, reporting the upload's progress. */
  upload: <T>(path: string, form: FormData, options?: UploadOptions) => Promise<T>;
};

/** Dates inside bodies travel as ISO text; JSON.stringify already calls Date.toJSON. */
const toJson = (body: unknown) => JSON.stringify(body);

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** The fetch wrapper every API call of the web app goes through. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));

  /** The headers of every call: the brand, the session, the language, what is accepted. */
  function headersFor(token: string | null, accept: string): Record<string, string> {
    const headers: Record<string, string> = {
      'app-name': options.appName,
      Pragma: 'no-cache',
      Accept: accept,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;
    return headers;
  }

  async function send(
    method: string,
    url: string,
    token: string | null,
    req: RequestOptions,
    accept: string,
  ) {
    const headers = headersFor(token, accept);
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

  /** The answer of an exchange, renewing the session once on 401; a failure throws an ApiError. */
  async function exchange(sendWith: (token: string | null) => Promise<Response>) {
    let response = await sendWith(await options.getToken());
    if (response.status === 401) {
      const renewed = await renew();
      if (renewed) response = await sendWith(renewed);
      if (!renewed || response.status === 401) {
        await options.signOut();
      }
    }
    options.afterRequest?.();
    if (!response.ok) {
      const error = await apiErrorFrom(response);
      if (isEmailNotVerified(error)) options.onEmailNotVerified?.();
      throw error;
    }
    return response;
  }

  function call(method: string, path: string, req: RequestOptions, accept: string) {
    const url = `${path}${toQueryString(req.query)}`;
    return exchange((token) => send(method, url, token, req, accept));
  }

  /** One upload through XMLHttpRequest, its answer as a Response (status, headers, body). */
  function sendForm(url: string, token: string | null, form: FormData, req: UploadOptions) {
    return new Promise<Response>((resolve, reject) => {
      const xhr = options.xhrFn?.() ?? new XMLHttpRequest();
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headersFor(token, 'application/json'))) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => req.onProgress?.(event.loaded, event.total);
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
          }),
        );
      xhr.onerror = () =>
        reject(new ApiError(NETWORK_ERROR_STATUS, 'The server could not be reached.'));
      xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
      req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  async function upload<T>(path: string, form: FormData, req: UploadOptions = {}): Promise<T> {
    const url = `${path}${toQueryString(req.query)}`;
    return parseBody<T>(await exchange((token) => sendForm(url, token, form, req)));
  }

  async function request<T>(method: string, path: string, req: RequestOptions = {}): Promise<T> {
    return parseBody<T>(await call(method, path, req, 'application/json'));
  }

  async function file(method: string, path: string, req: RequestOptions = {}): Promise<ApiFile> {
    const response = await call(method, path, req, '*/*');
    const fileName = fileNameOf(response.headers.get('content-disposition'));
    return { blob: await response.blob(), fileName };
  }

  async function text(method: string, path: string, req: RequestOptions = {}): Promise<string> {
    return (await call(method, path, req, 'text/plain')).text();
  }

  return {
    request,
    get: (path, query, signal) => request('GET', path, { query, signal }),
    post: (path, body) => request('POST', path, { body }),
    del: (path) => request('DELETE', path),
    file,
    text,
    upload,
  };
}
