import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

const brand = 'teams';
const origin = originOf(brand);

/** Writes a note on the notes page the browser is on, with the files given. */
async function writeNote(
  page: Page,
  note: { title: string; text: string; files?: { name: string; body: string }[] },
) {
  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(note.title);
  await page.getByRole('textbox', { name: 'Note text' }).click();
  await page.keyboard.type(note.text);
  if (note.files) {
    await page.locator('input[type="file"]').setInputFiles(
      note.files.map((f) => ({
        name: f.name,
        mimeType: 'text/plain',
        buffer: Buffer.from(f.body),
      })),
    );
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('article', { name: note.title })).toBeVisible();
}

test('notes with attachments and pins: a pin on one entity keeps the pins on others', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD);
  const account = await callApi<{ id: string }>(page, brand, 'POST', '/api/crmaccount/upsert', {
    accountName: `Noted account ${run}`,
  });
  const group = await callApi<{ id: string }>(page, brand, 'POST', '/api/usergroup/upsert', {
    name: `Noted team ${run}`,
  });

  // A note on the account, with a file that downloads as it was written.
  await page.goto(`${origin}/notes/CrmAccount/${account.id}`);
  const agenda = `Agenda ${run}: <b>not markup</b>`;
  await writeNote(page, {
    title: `Renewal ${run}`,
    text: 'Call before the summer break.',
    files: [{ name: 'agenda.txt', body: agenda }],
  });
  const renewal = page.getByRole('article', { name: `Renewal ${run}` });
  await expect(renewal.getByText('Call before the summer break.')).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await renewal.getByRole('button', { name: 'agenda.txt' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('agenda.txt');
  expect(await readFile((await file.path()) ?? '', 'utf8')).toBe(agenda);
  await renewal.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(renewal.getByText('Pinned', { exact: true })).toBeVisible();

  // A note on the team, pinned too: the account's pin stays.
  await page.goto(`${origin}/notes/UserGroup/${group.id}`);
  await writeNote(page, { title: `Kickoff ${run}`, text: 'The team met.' });
  const kickoff = page.getByRole('article', { name: `Kickoff ${run}` });
  await kickoff.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(kickoff.getByText('Pinned', { exact: true })).toBeVisible();

  await page.goto(`${origin}/notes/CrmAccount/${account.id}`);
  await page.getByLabel('Pinned only').check();
  await expect(
    page.getByRole('article', { name: `Renewal ${run}` }).getByText('Pinned'),
  ).toBeVisible();

  // Unpinning the account's note leaves the team's pin alone.
  await page
    .getByRole('article', { name: `Renewal ${run}` })
    .getByRole('button', { name: 'Unpin' })
    .click();
  await expect(page.getByRole('article', { name: `Renewal ${run}` })).toHaveCount(0);
  await page.goto(`${origin}/notes/UserGroup/${group.id}`);
  await expect(
    page.getByRole('article', { name: `Kickoff ${run}` }).getByText('Pinned', { exact: true }),
  ).toBeVisible();
});

test('the note editor formats text, takes only safe links, and the note shows it as written', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD);
  const group = await callApi<{ id: string }>(page, brand, 'POST', '/api/usergroup/upsert', {
    name: `Formatted team ${run}`,
  });
  await page.goto(`${origin}/notes/UserGroup/${group.id}`);
  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Formats ${run}`);
  const text = page.getByRole('textbox', { name: 'Note text' });
  await text.click();
  await page.getByRole('button', { name: 'Bullets' }).click();
  await page.keyboard.type('First point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second point <script>alert(1)</script>');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Read the guide');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

  // A javascript: address is refused; an https one is set on the selected words.
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).click();
  const address = page.getByRole('textbox', { name: /Address of the link/ });
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Enter an address that starts with https://')).toBeVisible();
  await address.fill('https://example.org/guide');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  const note = page.getByRole('article', { name: `Formats ${run}` });
  await expect(note.getByRole('listitem')).toHaveText([
    'First point',
    'Second point <script>alert(1)</script>',
  ]);
  const link = note.getByRole('link', { name: 'Read the guide' });
  await expect(link).toHaveAttribute('href', 'https://example.org/guide');
  await expect(link.locator('strong')).toHaveText('Read the guide');
});
