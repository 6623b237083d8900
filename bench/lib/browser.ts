import { request as httpRequest } from 'node:http';

export type BrowserResponse = { status: number; location?: string; body: string };

export type BenchBrowser = {
  fetch: (
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ) => Promise<BrowserResponse>;
};

/**
 * A browser for the benchmarks: a cookie jar over plain HTTP to the portal on 127.0.0.1, the
 * URL's host kept in the Host header (so `http://teams.localhost:<port>` is that brand's origin
 * without name resolution), redirects never followed. It connects from the given loopback
 * address: Linux routes all of 127.0.0.0/8 to the loopback, so each address is another client.
 */
export function benchBrowser(port: number, localAddress = '127.0.0.1'): BenchBrowser {
  const cookies = new Map<string, string>();
  return {
    fetch: (url, init = {}) =>
      new Promise((resolve, reject) => {
        const target = new URL(url);
        const headers: Record<string, string> = { ...init.headers, host: target.host };
        if (cookies.size > 0) {
          headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        }
        if (init.body !== undefined)
          headers['content-length'] = String(Buffer.byteLength(init.body));
        const call = httpRequest(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            agent: false,
            method: init.method ?? 'GET',
            path: `${target.pathname}${target.search}`,
            headers,
          },
          (incoming) => {
            for (const line of incoming.headers['set-cookie'] ?? []) keepCookie(cookies, line);
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                location: incoming.headers.location,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        call.on('error', reject);
        call.end(init.body);
      }),
  };
}

function keepCookie(cookies: Map<string, string>, line: string): void {
  const [pair = '', ...attributes] = line.split(';');
  const split = pair.indexOf('=');
  const name = pair.slice(0, split).trim();
  const value = pair.slice(split + 1).trim();
  const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
  if (expired || value === '') cookies.delete(name);
  else cookies.set(name, value);
}
