import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PdfBatch, TCheckinResult, TEvent, TEventCatalogItem } from '@portal/core';
import { apiHeaders, tokenFor } from '../packages/server/test/factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';
import { root } from './lib/portal-process';

const BRAND = 'teams';

export type EventFigures = {
  participants: number;
  windowSeconds: number;
  checkins: {
    count: number;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    refused: number;
    errors: number;
  };
  /** Check-ins in the database after the run: equals `participants` when none was lost. */
  checkedInInDatabase: number;
  pdf: { certificates: number; batchMs: number; perMinute: number } | { skipped: string };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** `count` people of the brand with a user account each, and their tokens. */
async function createPeople(t: TestApp, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `attendee${i}@bench.example`;
    const { id: userId } = await t.database.db
      .insertInto('identity_user')
      .values({
        email,
        normalized_email: email.toUpperCase(),
        user_name: email,
        email_confirmed: true,
        first_name: 'Attendee',
        last_name: String(i),
        password_history: '[]',
        provider: 'local',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('user_account')
      .values({
        user_id: userId,
        app_name: BRAND,
        first_name: 'Attendee',
        last_name: String(i),
        titles: '[]',
        emails: JSON.stringify([{ address: email, primary: true, preferred: true }]),
        phone_numbers: '[]',
        updated_at: new Date(),
      })
      .execute();
    tokens.push(tokenFor(t.app, { brand: BRAND, userId, email }));
  }
  return tokens;
}

async function post<T>(base: string, path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...apiHeaders(BRAND, token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Every person checks in once with the event's code, as walk-ins typing their names on their
 * phones, their arrivals spread evenly over the window (a room filling up over a minute).
 */
async function checkInAll(base: string, event: TEvent, tokens: string[], seconds: number) {
  const latencies: number[] = [];
  let refused = 0;
  let errors = 0;
  const gap = (seconds * 1000) / tokens.length;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      const wait = started + i * gap - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const begin = performance.now();
      try {
        const result = await post<TCheckinResult>(base, `/api/event/checkin/${event.id}`, token, {
          eventCode: event.eventCode,
          attendant: { firstName: 'Attendee', lastName: String(i) },
        });
        if (!result.checkedIn) refused++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - begin);
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    maxMs: latencies.at(-1) ?? 0,
    refused,
    errors,
  };
}

/** The certificates of `count` participants through the PDF batch job, until its zip downloads. */
async function timeCertificates(base: string, admin: string, eventId: string) {
  const headers = apiHeaders(BRAND, admin);
  const started = performance.now();
  let batch = await post<PdfBatch>(
    base,
    `/api/participant/StartGenerateParticipantCertificatePdfBatch/${eventId}`,
    admin,
    {},
  );
  while (batch.status === 'queued' || batch.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    batch = (await (
      await fetch(`${base}/api/documents/batch/${batch.id}`, { headers })
    ).json()) as PdfBatch;
  }
  const zip = await fetch(`${base}/api/participant/DownloadReportPdfBatch/${batch.id}`, {
    headers,
  });
  await zip.arrayBuffer();
  if (zip.status !== 200 || batch.failed > 0) {
    throw new Error(`the batch ended ${batch.status} with ${batch.failed} failed`);
  }
  const batchMs = performance.now() - started;
  return { certificates: batch.total, batchMs, perMinute: (batch.total / batchMs) * 60_000 };
}

export async function benchEvents({
  participants = 300,
  seconds = 60,
  certificates = 30,
} = {}): Promise<EventFigures> {
  const t = await createTestApp({
    runJobs: true,
    env: {
      API_RATE_LIMIT: '1000000000',
      WEB_DIST: join(root, 'packages/web/dist'),
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    },
  });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const admin = tokenFor(t.app, {
      brand: BRAND,
      email: 'admin@bench.example',
      claims: ['eventAdmin'],
    });
    const type = await post<TEventCatalogItem>(base, '/api/eventcatalog/upsert', admin, {
      name: 'Bench kickoff',
      totalHours: 6,
    });
    const event = await post<TEvent>(base, '/api/event/save', admin, {
      eventTypeId: type.id,
      startDate: new Date().toISOString(),
      maxStudents: participants,
    });
    const tokens = await createPeople(t, participants);
    const checkins = await checkInAll(base, event, tokens, seconds);
    const row = await t.database.db
      .selectFrom('participant')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_id', '=', event.id)
      .where('checked_in_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const certificateEvent = await post<TEvent>(base, '/api/event/save', admin, {
      eventTypeId: type.id,
      startDate: new Date().toISOString(),
    });
    for (const token of tokens.slice(0, certificates)) {
      await post(base, `/api/event/checkin/${certificateEvent.id}`, token, {
        eventCode: certificateEvent.eventCode,
        attendant: { firstName: 'Certified', lastName: 'Attendee' },
      });
    }
    const pdf = t.config.chromiumPath
      ? await timeCertificates(base, admin, certificateEvent.id).catch((error: Error) => ({
          skipped: `${error.message} (the web build has no certificate print page?)`,
        }))
      : { skipped: 'no Chromium found (set CHROMIUM_PATH)' };
    return {
      participants,
      windowSeconds: seconds,
      checkins,
      checkedInInDatabase: Number(row.n),
      pdf,
    };
  } finally {
    await t.close();
  }
}
