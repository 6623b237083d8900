import { describe, expect, it, vi } from 'vitest';
import { ApiError, isEmailNotVerified } from './api-error';
import { createApiClient, fileNameOf, type ApiClientOptions } from './client';
import { toQueryString } from './query-string';

type Call = { url: string; headers: Record<string, string> };

const renewalEnded = vi.fn();

function setup(responses: Response[], overrides: Partial<ApiClientOptions> = {}) {
  renewalEnded.mockClear();
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
  const options: ApiClientOptions = {
    appName: 'teams',
    getToken: async () => 'old-token',
    renewSession: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    onRenewing: vi.fn(() => renewalEnded),
    afterRequest: vi.fn(),
    fetchFn,
    ...overrides,
  };
  return { client: createApiClient(options), calls, options };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends app-name, the bearer token and no-cache, and nudges the version check', async () => {
    const { client, calls, options } = setup([json(200, { ok: true })]);
    await expect(client.get('/api/x')).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers).toMatchObject({
      'app-name': 'teams',
      Authorization: 'Bearer old-token',
      Pragma: 'no-cache',
    });
    expect(options.afterRequest).toHaveBeenCalledTimes(1);
  });

  it('sends the language shown, as it is at the time of each call', async () => {
    let shown = 'de';
    const { client, calls } = setup([json(200, {}), json(200, {})], { language: () => shown });
    await client.get('/api/x');
    shown = 'pt-br';
    await client.get('/api/x');
    expect(calls.map((call) => call.headers['Accept-Language'])).toEqual(['de', 'pt-br']);
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, calls } = setup([json(200, {})], { getToken: async () => null });
    await client.get('/api/x');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('renews once after a 401 and repeats the call with the new token', async () => {
    const renewSession = vi.fn(async () => 'new-token');
    const { client, calls, options } = setup([json(401, {}), json(200, { n: 1 })], {
      renewSession,
    });
    await expect(client.get('/api/x')).resolves.toEqual({ n: 1 });
    expect(options.onRenewing).toHaveBeenCalledTimes(1);
    expect(renewalEnded).toHaveBeenCalledTimes(1);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(calls[1]?.headers.Authorization).toBe('Bearer new-token');
    expect(options.signOut).not.toHaveBeenCalled();
  });

  it('signs out when the renewal fails, and rejects with the 401', async () => {
    const { client, options } = setup([json(401, { message: 'Sign in.', referenceId: 'r1' })]);
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401, referenceId: 'r1' });
    expect(options.signOut).toHaveBeenCalledTimes(1);
    expect(renewalEnded).toHaveBeenCalledTimes(1);
  });

  it('maps the error shape to ApiError with message and reference id', async () => {
    const { client } = setup([json(403, { message: 'Not allowed.', referenceId: 'abc' })]);
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Not allowed.', referenceId: 'abc' });
  });

  it('reports a refusal of an unconfirmed e-mail, and no other 403', async () => {
    const onEmailNotVerified = vi.fn();
    const unverified = {
      message: 'Check your inbox.',
      referenceId: 'r',
      reason: 'emailNotVerified',
    };
    const { client } = setup([json(403, { message: 'Not allowed.', referenceId: 'a' })], {
      onEmailNotVerified,
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(onEmailNotVerified).not.toHaveBeenCalled();
    const second = setup([json(403, unverified)], { onEmailNotVerified });
    const error = await second.client.get('/api/x').catch((e: unknown) => e);
    expect(isEmailNotVerified(error)).toBe(true);
    expect(onEmailNotVerified).toHaveBeenCalledTimes(1);
  });

  it('keeps a useful message when the error body is not JSON', async () => {
    const { client } = setup([new Response('<html>bad gateway</html>', { status: 502 })]);
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 502, referenceId: null });
  });

  it('turns a network failure into status 0', async () => {
    const { client } = setup([]);
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('sends bodies as JSON with dates as ISO text', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, {}));
    const { client } = setup([], { fetchFn });
    await client.post('/api/x', { at: new Date('2024-05-01T10:00:00Z') });
    expect(fetchFn.mock.calls[0]?.[1]?.body).toBe('{"at":"2024-05-01T10:00:00.000Z"}');
  });
});

describe('query encoding', () => {
  it('encodes dates as ISO, objects as JSON and leaves out empty values', () => {
    const query = toQueryString({
      page: 2,
      from: new Date('2024-01-02T03:04:05Z'),
      filter: { status: [1, 2] },
      text: 'a b&c',
      none: undefined,
      nothing: null,
      flag: false,
    });
    const params = new URLSearchParams(query.slice(1));
    expect(params.get('page')).toBe('2');
    expect(params.get('from')).toBe('2024-01-02T03:04:05.000Z');
    expect(params.get('filter')).toBe('{"status":[1,2]}');
    expect(params.get('text')).toBe('a b&c');
    expect(params.get('flag')).toBe('false');
    expect(params.has('none')).toBe(false);
    expect(params.has('nothing')).toBe(false);
  });

  it('is empty without values', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined })).toBe('');
  });
});

describe('api client files', () => {
  it('answers the bytes and the server-given name, with the same headers and renewal', async () => {
    const pdf = new Response('%PDF-1.7', {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="plan.pdf"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9.pdf`,
      },
    });
    const { client, calls } = setup([json(401, { message: 'expired' }), pdf], {
      renewSession: vi.fn(async () => 'new-token'),
    });
    const file = await client.file('GET', '/api/tractionplan/getpdf/1');
    expect(file.fileName).toBe('Plan été.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(calls[1]?.headers).toMatchObject({
      'app-name': 'teams',
      Authorization: 'Bearer new-token',
    });
  });

  it('throws the error shape of a failed file call', async () => {
    const { client } = setup([json(503, { message: 'Set CHROMIUM_PATH.', referenceId: 'r1' })]);
    await expect(client.file('GET', '/api/x')).rejects.toMatchObject({
      status: 503,
      message: 'Set CHROMIUM_PATH.',
    });
  });

  it('answers a text call as the text itself, the empty text included', async () => {
    const plain = (body: string) =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });
    const { client, calls } = setup([plain('c2VjcmV0'), plain('')]);
    await expect(client.text('POST', '/api/x', { body: { data: 'a' } })).resolves.toBe('c2VjcmV0');
    expect(calls[0]?.headers).toMatchObject({
      Accept: 'text/plain',
      'Content-Type': 'application/json',
    });
    await expect(client.text('POST', '/api/x')).resolves.toBe('');
  });

  it('throws the error shape of a failed text call', async () => {
    const { client } = setup([json(400, { message: 'The request is not valid.' })]);
    await expect(client.text('POST', '/api/x')).rejects.toMatchObject({ status: 400 });
  });
});

describe('fileNameOf', () => {
  it('reads filename* first, then filename, and nothing without a header', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''a%20b.zip`)).toBe('a b.zip');
    expect(fileNameOf('attachment; filename="report.csv"')).toBe('report.csv');
    expect(fileNameOf('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="x.pdf"`)).toBe('x.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

/** An XMLHttpRequest that answers the given status and body, reporting progress first. */
class FakeXhr {
  static answers: { status: number; body: unknown }[] = [];
  static sent: FakeXhr[] = [];
  headers: Record<string, string> = {};
  url = '';
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    queueMicrotask(() => {
      if (!answer) return this.onerror?.();
      this.upload.onprogress?.({ loaded: 5, total: 10 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

describe('api client uploads', () => {
  const uploadSetup = (answers: { status: number; body: unknown }[]) => {
    FakeXhr.answers = answers;
    FakeXhr.sent = [];
    return setup([], { xhrFn: () => new FakeXhr() as unknown as XMLHttpRequest });
  };

  it('posts the form with the same headers, reports progress and answers the JSON', async () => {
    const { client } = uploadSetup([{ status: 200, body: { id: 'f1' } }]);
    const form = new FormData();
    const progress = vi.fn();
    await expect(
      client.upload('/api/x', form, { query: { kind: 'video' }, onProgress: progress }),
    ).resolves.toEqual({ id: 'f1' });
    expect(FakeXhr.sent[0]).toMatchObject({ url: '/api/x?kind=video', body: form });
    expect(FakeXhr.sent[0]?.headers).toMatchObject({
      'app-name': 'teams',
      Authorization: 'Bearer old-token',
    });
    expect(progress).toHaveBeenCalledWith(5, 10);
  });

  it("renews once after a 401 and throws the server's error shape", async () => {
    const { options } = uploadSetup([
      { status: 401, body: {} },
      { status: 415, body: { message: 'A video must be an MP4 or WebM file.', referenceId: 'r' } },
    ]);
    const client = createApiClient({ ...options, renewSession: vi.fn(async () => 'new-token') });
    const failure = await client.upload('/api/x', new FormData()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 415, message: 'A video must be an MP4 or WebM file.' });
    expect(FakeXhr.sent[1]?.headers.Authorization).toBe('Bearer new-token');
  });

  it('turns a failed upload into status 0', async () => {
    const { client } = uploadSetup([]);
    await expect(client.upload('/api/x', new FormData())).rejects.toMatchObject({ status: 0 });
  });
});
