import { expect, test, type Page } from '@playwright/test';
import { originOf, seedUser } from '../fixtures';

const origin = originOf('teams');

const reset = {
  code: 'password-reset',
  locale: 'en-us',
  description: 'The link to choose a new password.',
  subject: '{{brandName}}: Reset your password',
  bodyHtml:
    '<p>Hello {{firstName}},</p><p><a href="{{link}}">Choose a new password</a></p><script>parent.document.title = "hacked"</script>',
  bodyText: 'Hello {{firstName}},\n\nChoose a new password: {{link}}',
  smsText: '',
  transactional: false,
  builtIn: true,
  stored: false,
  updatedUtc: null,
};

/**
 * The template API as the server answers it (the seeded session's token is not one the server
 * accepts); the server side of these calls has its own tests.
 */
async function answerTemplateCalls(page: Page, saved: unknown[]) {
  await page.route('**/api/messagetemplate/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/getall')) return route.fulfill({ json: [reset] });
    if (url.pathname.endsWith('/upsert')) {
      const body: unknown = route.request().postDataJSON();
      saved.push(body);
      return route.fulfill({ json: { ...reset, ...(body as object), stored: true } });
    }
    return route.fulfill({ json: reset });
  });
}

test('a developer edits a template and sees the e-mail as sent, scripts not run', async ({
  page,
}) => {
  const saved: unknown[] = [];
  await answerTemplateCalls(page, saved);
  await seedUser(page, 'teams', { name: 'Dee Veloper', claims: ['developer'] });
  await page.goto(`${origin}/admin/templates`);
  await expect(page.getByText('Built-in')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('template-list.png') });
  await page.getByRole('cell', { name: 'password-reset' }).click();
  await expect(page).toHaveURL(`${origin}/admin/templates/password-reset/en-us`);

  await page.getByLabel('Subject').fill('{{brandName}}: a new password, {{firstName}}');
  await expect(page.getByTestId('preview-subject')).toHaveText(
    'Tandem Teams: a new password, [firstName]',
  );
  const frame = page.frameLocator('iframe[title="Preview of the e-mail"]');
  await expect(frame.getByText('Hello [firstName],')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Tandem Teams' })).toBeVisible();
  expect(await page.title()).not.toBe('hacked');
  await page.screenshot({ path: test.info().outputPath('template-editor.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The template was saved.')).toBeVisible();
  expect(saved).toEqual([
    expect.objectContaining({
      code: 'password-reset',
      locale: 'en-us',
      subject: '{{brandName}}: a new password, {{firstName}}',
    }),
  ]);
});
