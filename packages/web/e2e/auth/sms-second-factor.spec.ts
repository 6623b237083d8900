import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  callApi,
  latestMessageTo,
  originOf,
  register,
  signIn,
  storedUserKey,
  submitSignIn,
  type OutboxMail,
} from '../fixtures';

// The second factor is off by default (it needs an SMS provider): the developer switches it on for
// this brand, which no other spec signs in to with a confirmed phone, and off again at the end.
// Without a confirmed phone nobody is asked for a code, so the demo accounts sign in as before.
const brand = 'leaders';
const origin = originOf(brand);

const setSecondFactor = (developer: Page, on: boolean) =>
  callApi(developer, brand, 'POST', '/api/webconfig/SetFeatures', { mfa: on });

/** The six-digit code of a texted message. */
function codeIn(sms: OutboxMail): string {
  const code = /\b\d{6}\b/.exec(sms.bodyText)?.[0];
  if (!code) throw new Error(`No code in: ${sms.bodyText}`);
  return code;
}

test('with the second factor on, a person confirms a phone and signing in asks for the texted code', async ({
  page,
  browser,
}, testInfo) => {
  // A registration, two texted codes and two sign-ins.
  test.slow();
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const phone = `+1555${digits}`;
  const person = { email: `sms.${run}@example.org`, first: 'Sasha', last: `Texter ${run}` };
  const developer = await (await browser.newContext()).newPage();
  await signIn(developer, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
  await setSecondFactor(developer, true);
  try {
    await register(browser, brand, person, DEMO_PASSWORD);
    await signIn(page, brand, person.email, DEMO_PASSWORD, '/account');

    // The person confirms their mobile number with the code texted to it.
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(page.getByText(/^A code was texted to/)).toBeVisible();
    const verification = await latestMessageTo(browser, brand, phone, 'verification code');
    await page.getByRole('textbox', { name: 'Code' }).fill(codeIn(verification));
    await page.getByRole('button', { name: 'Confirm the number' }).click();
    await expect(page.getByText(/^Your phone number .* is confirmed\./)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('phone-confirmed.png'), fullPage: true });

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(SIGN_IN_SCREEN);

    // The right password is not enough now: the code texted to the phone is asked for.
    await submitSignIn(page, brand, person.email, DEMO_PASSWORD);
    await page.waitForURL(new RegExp(`/auth/mfalogin/${digits.slice(-4)}\\?interaction=`));
    await expect(page.getByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible();
    await expect(page.getByText(`ending in ${digits.slice(-4)}`)).toBeVisible();
    const sms = await latestMessageTo(browser, brand, phone, 'sign-in code');
    const code = codeIn(sms);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const field = page.getByRole('textbox', { name: 'Code' });
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('The code is not valid or has expired.');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), storedUserKey(brand))).toBe(
      null,
    );
    await page.screenshot({ path: testInfo.outputPath('wrong-code.png') });

    await field.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${origin}/`);
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), storedUserKey(brand)))
      .not.toBeNull();
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByText(`Signed in as ${person.email}`)).toBeVisible();
  } finally {
    await setSecondFactor(developer, false);
    await developer.context().close();
  }
});
