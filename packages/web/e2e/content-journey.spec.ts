import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  callApi,
  latestMessageTo,
  originOf,
  register,
  settled,
  signIn,
} from './fixtures';
import {
  addSection,
  createItem,
  subscribeOnScreens,
  unsubscribeAddress,
  unsubscribeFromMail,
  userGroupOf,
} from './content/content-setup';

// The content library from end to end, on the screens: a content admin builds and publishes a
// group with an uploaded picture; a member finds it on home, reads it and sees the picture
// (served from its signed address, no headers), marks it done, follows a link that carries their
// own user account (a content param), finds it trending, searches it;
// subscribed by the admin, the member gets the alert of a new item by e-mail, unsubscribes from
// its link, and follows the group again from its page.
const brand = 'teams';
const origin = originOf(brand);

/** A 3×2 PNG: its signature, header, pixels and end, each chunk with its CRC. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(3, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.from([0, 30, 90, 200, 30, 90, 200, 30, 90, 200]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a content admin builds a group with an uploaded picture; a member finds, reads, completes and searches it, gets its alert, unsubscribes and follows again', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(200_000);
  const run = Date.now().toString(36);
  const person = { email: `journey.${run}@client.example`, first: `Jo${run}`, last: 'Journey' };
  await register(browser, brand, person, DEMO_PASSWORD);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, brand, person.email, DEMO_PASSWORD, '/help');
  const { userAccountId } = await callApi<{ userAccountId: string }>(
    member,
    brand,
    'GET',
    '/api/useraccount/GetHomeData',
  );
  const team = `Journey team ${run}`;
  await userGroupOf(browser, brand, team, userAccountId);

  // The admin builds the group for the user group, on the screens.
  const groupName = `Field guide ${run}`;
  await signIn(admin, brand, 'content@demo.example', DEMO_PASSWORD, '/admin/resources');
  await admin.getByRole('link', { name: 'New resource group' }).click();
  await admin.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await admin.getByRole('textbox', { name: 'Code' }).fill(`field-${run}`);
  await admin.getByRole('button', { name: 'Save resource group' }).click();
  await admin.waitForURL(/\/admin\/resources\/group\/[0-9a-f-]{36}$/);
  const groupId = new URL(admin.url()).pathname.split('/').at(-1) ?? '';
  // The user group, made by organisation staff, joins by its name; saved, it is shown by name.
  await admin.getByRole('combobox', { name: 'Add a group' }).fill(team);
  await admin.getByRole('option', { name: team }).click();
  await admin.getByRole('button', { name: 'Save resource group' }).click();
  await settled(admin);
  await admin.reload();
  await expect(admin.getByText(`Group: ${team}`)).toBeVisible();

  // Three items of different section types, one with a picture uploaded in the editor.
  await createItem(admin, brand, groupId, `Welcome ${run}`, async () => {
    await addSection(admin, 'Title');
    await admin.getByRole('textbox', { name: 'Title text' }).fill('Glad you are here');
    await addSection(admin, 'Text');
    await admin.getByRole('textbox', { name: 'Text', exact: true }).click();
    await admin.keyboard.type(`The compass points north ${run}.`);
  });
  const mapId = await createItem(admin, brand, groupId, `Trail map ${run}`, async () => {
    await addSection(admin, 'Image');
    await admin.getByTestId('content-file-input-image').setInputFiles({
      name: 'trail.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect(
      admin.getByText('An uploaded image is shown (a new upload replaces it).'),
    ).toBeVisible();
    await admin
      .getByRole('textbox', { name: 'Text for people who cannot see the image' })
      .fill(`The trail ${run}`);
  });
  // Its link carries the reader's own user account (a content param of the item).
  await createItem(admin, brand, groupId, `Next steps ${run}`, async () => {
    await admin
      .getByRole('checkbox', { name: 'Links carry the event, the person and their e-mail address' })
      .check();
    await addSection(admin, 'Button');
    await admin.getByRole('textbox', { name: 'Label' }).fill('Open the help');
    await admin.getByRole('textbox', { name: /^Link/ }).fill('/help?who={uaId}');
  });

  // Published: draft → active.
  await admin.goto(`${origin}/admin/resources/group/${groupId}`);
  await expect(admin.getByTestId('group-item')).toHaveCount(3);
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Active' }).click();
  await admin.getByRole('button', { name: 'Save resource group' }).click();
  await settled(admin);

  // The member finds it on home and reads the picture's item: the picture loads.
  await member.goto(`${origin}/`);
  await member
    .getByRole('region', { name: 'Resources' })
    .getByRole('link', { name: groupName })
    .click();
  await expect(member.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
  await member.getByRole('link', { name: `Trail map ${run}` }).click();
  await expect(member).toHaveURL(`${origin}/resources/field-${run}/view/${mapId}`);
  const picture = member.getByRole('img', { name: `The trail ${run}` });
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(3);
  // Marked done, the item says so, and the group counts it.
  await member.getByRole('button', { name: 'Mark as done' }).click();
  await expect(member.getByText('Done', { exact: true })).toBeVisible();
  await member.getByRole('link', { name: groupName }).click();
  await expect(member.getByText('1 of 3 done')).toBeVisible();
  await member.getByRole('link', { name: `Next steps ${run}` }).click();
  await expect(member.getByRole('link', { name: 'Open the help' })).toHaveAttribute(
    'href',
    `/help?who=${userAccountId}`,
  );

  // Once the trending metrics are computed (hourly), the library lists the item among the trending.
  await callApi(admin, brand, 'GET', '/api/resourcegroup/UpdateGlobalTrendingContentMetrics');
  await member.goto(`${origin}/resources`);
  await expect(
    member
      .getByRole('region', { name: 'Trending' })
      .getByRole('link', { name: `Trail map ${run}` }),
  ).toBeVisible();

  // Search: the words of a text section find their item.
  await member.goto(`${origin}/resources`);
  await member.getByRole('searchbox', { name: 'Search the resources' }).fill(`compass ${run}`);
  await member.getByRole('button', { name: 'Search', exact: true }).click();
  const results = member.getByRole('region', { name: 'Search resources' });
  await expect(results.getByText('1 result')).toBeVisible();
  await expect(results.getByRole('link', { name: `Welcome ${run}` })).toBeVisible();

  // Subscribed by the admin, the member gets the alert of a new item by e-mail, and unsubscribes.
  await subscribeOnScreens(admin, brand, groupName, person);
  await createItem(admin, brand, groupId, `Late news ${run}`, async () => {
    await addSection(admin, 'Title');
    await admin.getByRole('textbox', { name: 'Title text' }).fill('Fresh from the trail');
  });
  const mail = await latestMessageTo(browser, brand, person.email, `New in ${groupName}`);
  expect(mail.subject).toBe(`New in ${groupName}: Late news ${run}`);
  await unsubscribeFromMail(
    browser,
    brand,
    unsubscribeAddress(mail, groupId),
    groupName,
    'j•••@client.example',
  );

  // Back on the group's page, the member follows its alerts again.
  await member.goto(`${origin}/resources/field-${run}`);
  await member.getByRole('button', { name: 'Follow' }).click();
  await expect(
    member.getByText('You will get an e-mail when something new is added to this group.'),
  ).toBeVisible();
  await expect(member.getByRole('button', { name: 'Stop following' })).toBeVisible();
  await memberContext.close();
});
