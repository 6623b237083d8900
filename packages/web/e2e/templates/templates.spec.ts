import { expect, test } from '@playwright/test';
import type { TMessageTemplate } from '@portal/core';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

const brand = 'teams';
const origin = originOf(brand);

test('a developer edits a template against the server and sees the e-mail as sent, scripts not run', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD, '/admin/templates');
  await expect(page.getByText('Built-in').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('template-list.png') });
  await page.getByRole('cell', { name: 'test-message', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/templates/test-message/en-us`);

  await page.getByLabel('Subject').fill(`{{brandName}}: a test ${run}, {{requestedBy}}`);
  await expect(page.getByTestId('preview-subject')).toHaveText(
    `Tandem Teams: a test ${run}, [requestedBy]`,
  );
  const html = page.getByRole('textbox', { name: 'HTML body' });
  await html.fill(
    `<p>Hello {{requestedBy}}, run ${run}.</p><script>parent.document.title = "hacked"</script>`,
  );
  const frame = page.frameLocator('iframe[title="Preview of the e-mail"]');
  await expect(frame.getByText(`Hello [requestedBy], run ${run}.`)).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Tandem Teams' })).toBeVisible();
  expect(await page.title()).not.toBe('hacked');
  await page.screenshot({ path: test.info().outputPath('template-editor.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The template was saved.')).toBeVisible();
  const stored = await callApi<TMessageTemplate>(
    page,
    brand,
    'GET',
    '/api/messagetemplate/test-message/en-us',
  );
  expect(stored).toMatchObject({
    code: 'test-message',
    stored: true,
    subject: `{{brandName}}: a test ${run}, {{requestedBy}}`,
  });

  // Back to the built-in text, so the brand's test messages read as before.
  await page.getByRole('button', { name: /Restore|Remove/ }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect
    .poll(
      async () =>
        (
          await callApi<TMessageTemplate>(
            page,
            brand,
            'GET',
            '/api/messagetemplate/test-message/en-us',
          )
        ).stored,
    )
    .toBe(false);
});
