import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type HostFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch that sends every request to the listening app on 127.0.0.1 while keeping the URL's
 * host in the Host header, so `http://teams.localhost:3000/...` reaches the app as that brand
 * origin without any name resolution. Redirects are never followed.
 */
export function hostFetch(app: FastifyInstance): HostFetch {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('hostFetch needs a listening app: call app.listen({ port: 0 })');
  return async (url, init) => {
    const target = new URL(url);
    const outgoing = new Request(target, { ...init, redirect: 'manual' });
    const body = Buffer.from(await outgoing.arrayBuffer());
    const headers: Record<string, string> = Object.fromEntries(outgoing.headers);
    headers.host = target.host;
    if (body.length > 0) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: outgoing.method,
          path: `${target.pathname}${target.search}`,
          headers,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? '']) {
                responseHeaders.append(name, one);
              }
            }
            const status = incoming.statusCode ?? 500;
            const payload = NULL_BODY.has(status) ? null : Buffer.concat(chunks);
            resolve(new Response(payload, { status, headers: responseHeaders }));
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  };
}

/** Cookies of one browser: every cookie is sent to every path of the origin. */
export type Browser = {
  fetch: HostFetch;
  cookies: Map<string, string>;
};

/** A browser (cookie jar) over hostFetch; cookies cleared by the server are forgotten. */
export function browserFor(app: FastifyInstance): Browser {
  const send = hostFetch(app);
  const cookies = new Map<string, string>();
  return {
    cookies,
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      if (cookies.size > 0) {
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      const response = await send(url, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const split = pair.indexOf('=');
        const name = pair.slice(0, split).trim();
        const value = pair.slice(split + 1).trim();
        const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}
