import { chromium, type Page } from '@playwright/test';
import { BUILT_SERVER, startScript, tempDataDir, waitForOk } from './lib/portal-process';

export type ContentPageFigures = {
  /** Milliseconds from navigation to every section drawn and none loading, one per round. */
  roundsMs: number[];
  medianMs: number;
  /** The sections the page drew besides the row and its columns. */
  sections: number;
};

const BRAND = 'teams';
const ROUNDS = 5;
const EDITOR = 'content@demo.example';

const paragraph = (text: string) => ({
  body: [{ type: 'paragraph', spans: [{ text, bold: false }] }],
});

/**
 * A page of 20 sections of the kinds a lesson holds: a title, ten texts, a row of two columns, a
 * checklist, links, a button and the reader's own cards (trainer, events, describer requests).
 * No section loads another site (players and reports stay out: the bench runs offline).
 */
function twentySections() {
  const texts = Array.from({ length: 10 }, (_, i) => ({
    id: `text${i}`,
    type: 'text',
    data: paragraph(`Paragraph ${i + 1}: why a weekly huddle keeps the plan alive.`),
  }));
  return [
    { id: 'title', type: 'title', data: { text: 'Running the weekly huddle' } },
    ...texts.slice(0, 3),
    {
      id: 'row',
      type: 'row',
      data: {},
      children: [
        { id: 'left', type: 'col', data: { width: 2 }, children: texts.slice(3, 5) },
        {
          id: 'right',
          type: 'col',
          data: { width: 1 },
          children: [{ id: 'trainer', type: 'trainerInfo', data: {} }],
        },
      ],
    },
    ...texts.slice(5),
    { id: 'checklist', type: 'checkboxProgressBar', data: { items: ['Agenda', 'Notes', 'Owner'] } },
    { id: 'nav', type: 'simpleNav', data: { links: [{ label: 'My plan', href: '/plan' }] } },
    { id: 'go', type: 'button', data: { label: 'Open my plan', href: '/plan' } },
    { id: 'events', type: 'upcomingEvents', data: {} },
    { id: 'requests', type: 'pendingDescriberRequests', data: {} },
  ];
}

async function signIn(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/login?redirect=%2Fhelp`);
  await page.waitForURL(/\/auth\/login\?interaction=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Portal-Demo-2024!');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(`${origin}/help`);
}

function post<T>(page: Page, origin: string, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ key, url, json, brand }) => {
      const { sessionStorage } = globalThis as unknown as {
        sessionStorage: { getItem: (name: string) => string | null };
      };
      const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'app-name': brand,
          authorization: `Bearer ${stored.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(json),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { key: `oidc.user:${origin}/oidc:${BRAND}`, url: path, json: body, brand: BRAND },
  );
}

/** Waits until the page shows its sections and no card of it is loading; answers how many. */
async function sectionsDrawn(page: Page): Promise<number> {
  await page.locator('[data-section-type="pendingDescriberRequests"]').waitFor();
  while ((await page.locator('[data-section-type] [aria-busy="true"]').count()) > 0) {
    await page.waitForTimeout(10);
  }
  return page.locator('[data-section-type]').count();
}

/**
 * A content page of 20 sections in Chromium: from a reload of `resources/{code}/view/{id}` to
 * every section drawn and every card of the reader loaded (a cached app, as a returning reader).
 */
export async function benchContentPage(): Promise<ContentPageFigures> {
  const data = tempDataDir();
  const portal = await startScript(BUILT_SERVER, {
    DATA_DIR: data.path,
    PORTAL_DEMO: '1',
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child);
    const origin = `http://${BRAND}.localhost:${portal.port}`;
    const page = await browser.newPage();
    await signIn(page, origin, EDITOR);
    const group = await post<{ id: string }>(page, origin, '/api/resourcegroup/save', {
      name: 'Bench library',
      code: 'bench-library',
      status: 'draft',
    });
    const item = await post<{ id: string }>(
      page,
      origin,
      `/api/resourcegroup/upsertContent/${group.id}`,
      { title: 'Weekly huddle', sections: twentySections() },
    );
    await page.goto(`${origin}/resources/bench-library/view/${item.id}`);
    let sections = await sectionsDrawn(page);
    const roundsMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await page.reload();
      sections = await sectionsDrawn(page);
      roundsMs.push(performance.now() - started);
    }
    const sorted = [...roundsMs].sort((a, b) => a - b);
    return { roundsMs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, sections };
  } finally {
    await browser.close();
    await portal.stop();
    data.remove();
  }
}
