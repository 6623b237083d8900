import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NEXT_PRINT_DOCUMENT_EVENT } from '@portal/core';
import { sendPdfBatchZip } from './pdf-batch.http';
import { requirePrintKey } from './print-key';
import { sendPrintDocument } from './send-print-document';

export const FIXTURE_SCOPE = 'fixture';

/**
 * A stand-in for the built web app, served by tests only: a print view that reads its brand (and
 * the language it is printed in, when named) from the environment file, its data from a print-data endpoint with the print key of its path
 * (`/print/fixture/<key>/<id>[/tall|/never|/<language>]`), names what an earlier page left in its storage, then sets the report-rendered marker ('never'
 * leaves it unset; 'tall' is three pages long). Like the web app's print layout, it takes the
 * renderer's move to the next document (NEXT_PRINT_DOCUMENT_EVENT), the path it shows included,
 * and it counts the documents it showed since it started.
 */
const FIXTURE_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Print fixture</title></head>
<body><main id="out">Loading</main><div id="tall"></div>
<script src="/print-fixture.js"></script></body></html>`;

const FIXTURE_SCRIPT = `let shown = 0;
const show = async () => {
  const env = await (await fetch('/statics/config/environment.json')).json();
  const [, , , key, id, mode] = location.pathname.split('/');
  shown += 1;
  // As the web app: the page speaks the environment's language, or the one its path names.
  document.documentElement.lang = /^[a-z]{2}$/.test(mode) ? mode : env.locale || 'en-us';
  const response = await fetch('/api/documents-fixture/' + id, {
    headers: { 'app-name': env.brand, 'print-key': key },
  });
  const data = await response.json();
  const before = localStorage.getItem('printed');
  localStorage.setItem('printed', id);
  document.getElementById('out').textContent = (response.ok
    ? 'Fixture of ' + env.brand + (env.locale ? ' in ' + env.locale : '') + ' ' + data.text
    : 'Refused ' + response.status) + (before ? ' after ' + before : '') +
    ' (document ' + shown + ' since the start)';
  document.getElementById('tall').style.height = mode === 'tall' ? '2500px' : '0';
  if (mode !== 'never') document.documentElement.dataset.reportRendered = 'true';
};
addEventListener(${JSON.stringify(NEXT_PRINT_DOCUMENT_EVENT)}, (event) => {
  event.preventDefault();
  history.pushState(null, '', event.detail);
  show();
});
show();`;

/** Writes the fixture web app to a new folder; answers it and its removal. */
export function createFixtureWebDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'print-fixture-'));
  writeFileSync(join(dir, 'index.html'), FIXTURE_PAGE);
  // A file, not an inline script: the portal's Content-Security-Policy allows only its own files.
  writeFileSync(join(dir, 'print-fixture.js'), FIXTURE_SCRIPT);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The fixture's print-data endpoint (anonymous, opened by the print key of the subject) and its
 * PDF call (signed in), as a feature area registers them.
 */
export function registerFixturePrintData(app: FastifyInstance): void {
  app.get(
    '/api/documents-fixture/DownloadPdfBatch/:id',
    { config: { access: 'any' } },
    sendPdfBatchZip,
  );
  app.get<{ Params: { id: string } }>(
    '/api/documents-fixture/pdf/:id',
    { config: { access: 'any' } },
    (request, reply) =>
      sendPrintDocument(request, reply, {
        scope: FIXTURE_SCOPE,
        subjectId: request.params.id,
        path: (key) => `/print/fixture/${key}/${request.params.id}`,
        baseFileName: `Subject ${request.params.id}`,
      }),
  );
  app.get<{ Params: { id: string } }>(
    '/api/documents-fixture/:id',
    { config: { access: 'anonymous' } },
    async (request) => {
      requirePrintKey(request, FIXTURE_SCOPE, request.params.id);
      return { text: `subject ${request.params.id} printed` };
    },
  );
}
