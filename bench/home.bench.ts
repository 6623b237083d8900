import { chromium, type Page } from '@playwright/test';
import { BUILT_SERVER, startScript, tempDataDir, waitForOk } from './lib/portal-process';

export type HomeFigures = {
  /** Milliseconds from navigation to every home card loaded, one per round. */
  roundsMs: number[];
  medianMs: number;
  /** The cards the page showed. */
  cards: string[];
  /** The coming events the participant is registered for while measured. */
  upcomingEvents: number;
};

const BRAND = 'teams';
const ROUNDS = 5;
/** The brief measures the page of a participant with 20 coming events. */
const UPCOMING_EVENTS = 20;
const PARTICIPANT = 'participant@demo.example';

/** Signs a demo person in as a person does: /login, the sign-in screen, back home. */
async function signIn(page: Page, origin: string, email = PARTICIPANT) {
  await page.goto(`${origin}/login?redirect=%2F`);
  await page.waitForURL(/\/auth\/login\?interaction=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Portal-Demo-2024!');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(`${origin}/`);
}

/** Waits until the home grid shows its cards and none is loading; answers their names. */
async function cardsLoaded(page: Page): Promise<string[]> {
  // Locators rather than a page-side function: the site's CSP forbids evaluating strings.
  await page.locator('[data-block]').nth(2).waitFor();
  while ((await page.locator('[data-block][aria-busy="true"]').count()) > 0) {
    await page.waitForTimeout(10);
  }
  const cards = await page.locator('[data-block]').all();
  return Promise.all(cards.map(async (card) => (await card.getAttribute('data-block')) ?? ''));
}

/** A call of the API from the page with its signed-in person's token. */
function callApi<T>(page: Page, origin: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ key, url, json, brand }) => {
      // Runs in the page: its session storage holds the signed-in person's token.
      const { sessionStorage } = globalThis as unknown as {
        sessionStorage: { getItem: (name: string) => string | null };
      };
      const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          'app-name': brand,
          authorization: `Bearer ${stored.access_token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { key: `oidc.user:${origin}/oidc:${BRAND}`, url: path, json: body, brand: BRAND },
  );
}

/** The demo event admin registers the participant for `count` coming events of a demo type. */
async function registerForComingEvents(page: Page, origin: string, count: number) {
  await signIn(page, origin, 'eventadmin@demo.example');
  const [type] = await callApi<{ id: string }[]>(page, origin, '/api/eventcatalog/getall');
  if (!type) throw new Error('The demo brand has no event type.');
  for (let i = 1; i <= count; i++) {
    const event = await callApi<{ id: string }>(page, origin, '/api/event/save', {
      eventTypeId: type.id,
      description: `Coming session ${i}`,
      trainerEmail: 'coach@demo.example',
      startDate: new Date(Date.now() + i * 86_400_000).toISOString(),
    });
    await callApi(page, origin, '/api/participant/save', {
      eventId: event.id,
      firstName: 'Pat',
      lastName: 'Participant',
      email: PARTICIPANT,
    });
  }
}

/**
 * The home page's time to interactive in Chromium for a signed-in participant with a team, a
 * coach, an account and 20 coming events: from a reload to every card loaded (a cached app, as
 * a returning person has it).
 */
export async function benchHome(): Promise<HomeFigures> {
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
    const admin = await browser.newPage();
    await registerForComingEvents(admin, origin, UPCOMING_EVENTS);
    await admin.close();
    const page = await browser.newPage();
    await signIn(page, origin);
    let cards = await cardsLoaded(page);
    const roundsMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await page.reload();
      cards = await cardsLoaded(page);
      roundsMs.push(performance.now() - started);
    }
    const sorted = [...roundsMs].sort((a, b) => a - b);
    const upcomingEvents = UPCOMING_EVENTS;
    return {
      roundsMs,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      cards,
      upcomingEvents,
    };
  } finally {
    await browser.close();
    await portal.stop();
    data.remove();
  }
}
