import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, callApi, originOf, register, signIn } from './fixtures';
import { userGroupOf } from './content/content-setup';

const brand = 'teams';
const origin = originOf(brand);

type Saved = { id: string; name: string; code: string; members: unknown[]; version: number };

const page = (title: string, words: string) => [
  { id: 'title', type: 'title', data: { text: title } },
  { id: 'body', type: 'text', data: { body: [{ type: 'paragraph', spans: [{ text: words }] }] } },
];

/** The content admin builds an active group for the user group: a public and a members' item. */
async function buildGroup(admin: Page, run: string, userGroupId: string) {
  const rg = '/api/resourcegroup';
  const group = await callApi<Saved>(admin, brand, 'POST', `${rg}/save`, {
    name: `Reading room ${run}`,
    code: `reading-${run}`,
    description: 'Guides for new members',
    members: [{ type: 'userGroup', id: userGroupId }],
  });
  const open = await callApi<{ id: string }>(
    admin,
    brand,
    'POST',
    `${rg}/upsertContent/${group.id}`,
    {
      title: `Open guide ${run}`,
      isPublic: true,
      sections: page('For everyone', `Anybody may read about lighthouses ${run}`),
    },
  );
  const members = await callApi<{ id: string }>(
    admin,
    brand,
    'POST',
    `${rg}/upsertContent/${group.id}`,
    {
      title: `Members handbook ${run}`,
      summary: 'How the team works',
      sections: page('Handbook', `The weekly huddle starts at nine ${run}`),
      tags: ['handbook'],
    },
  );
  const fresh = await callApi<Saved>(admin, brand, 'GET', `${rg}/${group.id}`);
  await callApi(admin, brand, 'POST', `${rg}/save`, {
    id: fresh.id,
    name: fresh.name,
    code: fresh.code,
    members: fresh.members,
    version: fresh.version,
    status: 'active',
  });
  return { code: group.code, name: group.name, openId: open.id, membersId: members.id };
}

test('a member finds their resource group on home, reads, searches; a visitor reads only public items', async ({
  page: member,
  browser,
}) => {
  // A registration and three people signing in on a machine shared with other runs.
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const person = { email: `reader.${run}@demo.example`, first: 'Rita', last: 'Reader' };
  const password = 'a reader passphrase 2026';
  await register(browser, brand, person, password);
  await signIn(member, brand, person.email, password, '/help');
  const { userAccountId } = await callApi<{ userAccountId: string }>(
    member,
    brand,
    'GET',
    '/api/useraccount/GetHomeData',
  );

  // Organisation staff put the person in a user group; the content admin opens a group to it.
  const teamId = await userGroupOf(browser, brand, `Readers ${run}`, userAccountId);
  const content = await browser.newContext();
  const adminPage = await content.newPage();
  await signIn(adminPage, brand, 'content@demo.example', DEMO_PASSWORD, '/help');
  const built = await buildGroup(adminPage, run, teamId);
  await content.close();

  // Home: the group is in the Resources card.
  await member.goto(`${origin}/`);
  const card = member.getByRole('region', { name: 'Resources' });
  await card.getByRole('link', { name: built.name }).click();
  await expect(member).toHaveURL(`${origin}/resources/${built.code}`);
  await expect(member.getByRole('heading', { name: built.name, level: 1 })).toBeVisible();

  // The group as a PDF: its print view with every item whole.
  const dir = mkdtempSync(join(tmpdir(), 'content-reader-'));
  try {
    const [pdf] = await Promise.all([
      member.waitForEvent('download'),
      member.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdfPath = join(dir, 'group.pdf');
    await pdf.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
    expect(text).toContain(`Members handbook ${run}`);
    expect(text).toContain(`Anybody may read about lighthouses ${run}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The group lists its items in order; the member reads one.
  await member.getByRole('link', { name: `Members handbook ${run}` }).click();
  await expect(
    member.getByRole('heading', { name: `Members handbook ${run}`, level: 1 }),
  ).toBeVisible();
  await expect(member.getByText(`The weekly huddle starts at nine ${run}`)).toBeVisible();
  await expect(member.getByRole('link', { name: `← Open guide ${run}` })).toBeVisible();

  // Search: the words of a section find the item, with its group.
  await member.goto(`${origin}/resources`);
  await member.getByRole('searchbox', { name: 'Search the resources' }).fill(`huddle ${run}`);
  await member.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(member).toHaveURL(new RegExp(`/resources/search/`));
  const results = member.getByRole('region', { name: 'Search resources' });
  await expect(results.getByText('1 result')).toBeVisible();
  await results.getByRole('link', { name: `Members handbook ${run}` }).click();
  await expect(member).toHaveURL(`${origin}/resources/${built.code}/view/${built.membersId}`);

  // A visitor, not signed in: the public item opens at its section; the other is not found.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${origin}/content/${built.code}/view/${built.openId}/body`);
  await expect(
    anonymous.getByRole('heading', { name: `Open guide ${run}`, level: 1 }),
  ).toBeVisible();
  await expect(anonymous.getByText(`Anybody may read about lighthouses ${run}`)).toBeVisible();
  await anonymous.goto(`${origin}/content/${built.code}/view/${built.membersId}`);
  await expect(
    anonymous.getByText('This item does not exist or is not open to you.'),
  ).toBeVisible();
  await expect(anonymous.getByText(`The weekly huddle starts at nine ${run}`)).toHaveCount(0);
  await visitor.close();
});
