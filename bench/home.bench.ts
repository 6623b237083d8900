import { chromium, type Page } from '@playwright/test';
import { startScript, tempDataDir, waitForOk } from './lib/portal-process';

export type HomeFigures = {
  /** Milliseconds from navigation to every home card loaded, one per round. */
  roundsMs: number[];
  medianMs: number;
  /** The cards the page showed (events cards arrive with the events capability). */
  cards: string[];
};

const BRAND = 'teams';
const ROUNDS = 5;

/** Signs the demo participant in as a person does: /login, the sign-in screen, back home. */
async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login?redirect=%2F`);
  await page.waitForURL(/\/auth\/login\?interaction=/);
  await page.getByLabel('E-mail address').fill('participant@demo.example');
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

/**
 * The home page's time to interactive in Chromium for a signed-in participant with a team, a
 * coach and an account: from a reload to every card loaded (a cached app, as a returning person
 * has it). The brief asks for 20 upcoming events; events are a later capability, so the page is
 * measured with the cards that exist, and the figure is to be taken again when events land.
 */
export async function benchHome(): Promise<HomeFigures> {
  const data = tempDataDir();
  const portal = await startScript('packages/server/src/main.ts', {
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
    return { roundsMs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, cards };
  } finally {
    await browser.close();
    await portal.stop();
    data.remove();
  }
}
