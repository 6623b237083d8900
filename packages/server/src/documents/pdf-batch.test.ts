import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PdfBatch } from '@portal/core';
import { apiHeaders, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import type { HubMessage } from '../realtime/hub';
import {
  FIXTURE_SCOPE,
  createFixtureWebDist,
  registerFixturePrintData,
} from './documents-test-support';
import { findChromium } from './find-chromium';
import {
  BATCH_NOT_READY,
  NOTHING_TO_PRINT,
  NOT_YOUR_BATCH,
  NO_SUCH_BATCH,
  pdfBatchZip,
  startPdfBatch,
} from './pdf-batch.service';
import { deleteExpiredBatches } from './pdf-batch.store';

const chromiumPath = findChromium(process.env.CHROMIUM_PATH);
const owner = '0c7e0d0e-4a43-4b8e-9d55-3a5c3f1b2a01';
const items = (ids: string[]) =>
  ids.map((id) => ({
    scope: FIXTURE_SCOPE,
    subjectId: id,
    path: `/print/fixture/{printKey}/${id}`,
    fileName: `Plan ${id}: final`,
  }));

function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'batch-text-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function drain(t: TestApp) {
  await t.app.portal.jobs.drain?.();
}

function status(
  t: TestApp,
  id: string,
  token: string | undefined,
  brand: 'teams' | 'leaders' = 'teams',
) {
  return t.app.inject({ url: `/api/documents/batch/${id}`, headers: apiHeaders(brand, token) });
}

describe.each(testEngines())('PDF batches on %s: start, access and expiry', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      env: { CHROMIUM_PATH: join(tmpdir(), 'no-such-chromium') },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('refuses an empty batch and items whose path has no place for the print key', async () => {
    const start = (list: ReturnType<typeof items>) =>
      startPdfBatch(t.app, {
        brand: 'teams',
        requesterId: owner,
        kind: 'tractionplan',
        items: list,
      });
    await expect(start([])).rejects.toMatchObject({ statusCode: 400, code: NOTHING_TO_PRINT });
    const [item] = items(['A']);
    await expect(start([{ ...item!, path: '/print/fixture/fixed-key/A' }])).rejects.toThrow();
    await expect(start([{ ...item!, path: '/admin/{printKey}' }])).rejects.toThrow();
  });

  it('shows its progress to its owner only: 401 anonymous, 403 another user, 404 another brand', async () => {
    const batch = await startPdfBatch(t.app, {
      brand: 'teams',
      requesterId: owner,
      kind: 'tractionplan',
      items: items(['A', 'B']),
    });
    expect(batch).toMatchObject({ status: 'queued', total: 2, done: 0, failed: 0 });
    const mine = await status(t, batch.id, tokenFor(t.app, { brand: 'teams', userId: owner }));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(batch);
    expect((await status(t, batch.id, undefined)).statusCode).toBe(401);
    const other = await status(t, batch.id, tokenFor(t.app, { brand: 'teams' }));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: NOT_YOUR_BATCH });
    const leaders = tokenFor(t.app, { brand: 'leaders', userId: owner });
    expect((await status(t, batch.id, leaders, 'leaders')).statusCode).toBe(404);
    const ownerToken = tokenFor(t.app, { brand: 'teams', userId: owner });
    for (const id of ['not-a-uuid', '4c6f9a53-77b8-4d4e-a2f6-1ef1c27d0b11']) {
      const unknown = await status(t, id, ownerToken);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: NO_SUCH_BATCH });
    }
    const tooLong = await status(t, 'x'.repeat(101), ownerToken);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: [{ field: 'id' }] });
    const access = { brand: 'teams' as const, batchId: batch.id, requesterId: owner };
    await expect(pdfBatchZip(t.database.db, access)).rejects.toMatchObject({
      statusCode: 409,
      code: BATCH_NOT_READY,
    });
  });

  it('fails every document at once without Chromium', async () => {
    const batch = await startPdfBatch(t.app, {
      brand: 'teams',
      requesterId: owner,
      kind: 'tractionplan',
      items: items(['C', 'D', 'E']),
    });
    await drain(t);
    const answer = await status(t, batch.id, tokenFor(t.app, { brand: 'teams', userId: owner }));
    expect(answer.json()).toMatchObject({ status: 'failed', total: 3, done: 0, failed: 3 });
  });

  it('is gone once expired, and the sweep deletes it with its documents', async () => {
    const batch = await startPdfBatch(t.app, {
      brand: 'teams',
      requesterId: owner,
      kind: 'tractionplan',
      items: items(['F']),
    });
    await t.database.db
      .updateTable('document_batch')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', batch.id)
      .execute();
    const token = tokenFor(t.app, { brand: 'teams', userId: owner });
    expect((await status(t, batch.id, token)).statusCode).toBe(404);
    expect(await deleteExpiredBatches(t.database.db)).toBe(1);
    const left = await t.database.db
      .selectFrom('document_batch_item')
      .select('position')
      .where('batch_id', '=', batch.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe.skipIf(!chromiumPath).each(testEngines())('PDF batches on %s in Chromium', (engine) => {
  let t: TestApp;
  let web: ReturnType<typeof createFixtureWebDist>;

  beforeAll(async () => {
    web = createFixtureWebDist();
    t = await createTestApp({
      engine,
      env: { WEB_DIST: web.dir, CHROMIUM_PATH: chromiumPath ?? '' },
      beforeReady: registerFixturePrintData,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('renders each document with its own print key, pushes progress and zips the PDFs', async () => {
    const pushed: HubMessage[] = [];
    const send = vi.spyOn(t.app.portal.hub, 'send').mockImplementation(async (message) => {
      pushed.push(message);
      return 0;
    });
    const batch = await startPdfBatch(t.app, {
      brand: 'teams',
      requesterId: owner,
      kind: 'tractionplan',
      items: [...items(['T-1', 'T-2']), { ...items(['T-3'])[0]!, fileName: 'Plan T-1: final' }],
    });
    await drain(t);
    send.mockRestore();

    const answer = await status(t, batch.id, tokenFor(t.app, { brand: 'teams', userId: owner }));
    expect(answer.json()).toMatchObject({ status: 'done', total: 3, done: 3, failed: 0 });
    expect(
      pushed.every(
        (m) => JSON.stringify(m.to) === JSON.stringify({ userId: owner, brand: 'teams' }),
      ),
    ).toBe(true);
    const progress = pushed.map((m) => (m.event as { batch: PdfBatch }).batch);
    // Documents render side by side: two that end together are one step, and a count never
    // goes back; it starts at none and ends with all three, then done.
    const running = progress.filter((b) => b.status === 'running').map((b) => b.done);
    expect(running[0]).toBe(0);
    expect(running.at(-1)).toBe(3);
    expect(running.every((done, i) => i === 0 || done > running[i - 1]!)).toBe(true);
    expect(progress.map((b) => `${b.status}:${b.done}`).at(-1)).toBe('done:3');
    expect(progress).toHaveLength(running.length + 1);

    const url = `/api/documents-fixture/DownloadPdfBatch/${batch.id}`;
    const stranger = tokenFor(t.app, { brand: 'teams' });
    expect((await t.app.inject({ url, headers: apiHeaders('teams', stranger) })).statusCode).toBe(
      403,
    );
    const zip = await t.app.inject({
      url,
      headers: apiHeaders('teams', tokenFor(t.app, { brand: 'teams', userId: owner })),
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('filename="tractionplan.zip"');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual([
      'Plan T-1 final.pdf',
      'Plan T-2 final.pdf',
      'Plan T-1 final (2).pdf',
    ]);
    expect(pdfText(files['Plan T-2 final.pdf']!)).toContain('Fixture of teams subject T-2 printed');
    expect(pdfText(files['Plan T-1 final (2).pdf']!)).toContain('subject T-3 printed');
  });

  it('prints every document in the language of the person who started the batch', async () => {
    const batch = await startPdfBatch(t.app, {
      brand: 'teams',
      requesterId: owner,
      kind: 'tractionplan',
      language: 'de',
      items: items(['T-4']),
    });
    await drain(t);
    const zip = await t.app.inject({
      url: `/api/documents-fixture/DownloadPdfBatch/${batch.id}`,
      headers: apiHeaders('teams', tokenFor(t.app, { brand: 'teams', userId: owner })),
    });
    const [pdf] = Object.values(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(pdfText(pdf!)).toContain('Fixture of teams in de subject T-4 printed');
  });
});
