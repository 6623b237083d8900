import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { violationsHere } from '../a11y/axe-scan';
import { DEMO_PASSWORD, settled, signIn } from '../fixtures';

const brand = 'schools';
const CAMPUS = 'Riverside High School';
const OTHER_CAMPUS = 'Riverside Middle School';

// Fades and slides end at once: axe measures colours as they are, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

test("a campus's client admin reads its client reports, downloads the CKH events and its results PDF", async ({
  page,
}) => {
  await signIn(page, brand, 'principal@demo.example', DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Client reports' }).click();
  await settled(page);
  await expect(page.getByRole('tab', { name: 'Education client report' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Education: the campus summary of their own campus only, not the district's other campus.
  const rows = page.getByRole('table', { name: 'Report rows' });
  await expect(rows.getByRole('row', { name: new RegExp(CAMPUS) })).toBeVisible();
  await expect(rows.getByRole('row')).toHaveCount(2);
  await expect(page.getByText(OTHER_CAMPUS)).toHaveCount(0);

  // CKH: the demo's kickoff workshops (a CKH1 event type) held for the campus.
  await page.getByRole('tab', { name: 'CKH client report' }).click();
  await expect(page).toHaveURL(/report=clientCkh/);
  await expect(rows.getByRole('row', { name: /Spring leadership kickoff/ })).toBeVisible();
  await expect(rows.getByRole('row', { name: /Summer leadership kickoff/ })).toBeVisible();
  await expect(rows.getByRole('row', { name: /Team coaching/ })).toHaveCount(0);
  expect(await violationsHere(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await downloading).path()) ?? '');
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('Event');
  const spring = sheet.getColumn(2).values.indexOf('Spring leadership kickoff');
  expect(sheet.getRow(spring).getCell(1).value).toBe(CAMPUS);
  expect(sheet.getRow(spring).getCell(6).type).toBe(ExcelJS.ValueType.Number);

  // The results of the chosen account, as a PDF made from its print view.
  await expect(page.getByText('Choose an account above to download its results')).toBeVisible();
  await page.getByRole('combobox', { name: 'Account', exact: true }).fill('Riverside High');
  await page.getByRole('option', { name: CAMPUS }).click();
  await expect(page).toHaveURL(/accountId=/);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results (PDF)' }).click();
  const pdf = await saving;
  expect(pdf.suggestedFilename()).toBe(`${CAMPUS} Results.pdf`);
  // Words as they read, whatever the lines a narrow column wraps them into.
  const text = execFileSync('pdftotext', [(await pdf.path()) ?? '', '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  expect(text).toMatch(/client results/i);
  expect(text).toContain('The journey of its campuses');
  expect(text).toContain('Spring leadership kickoff');
  expect(text).not.toContain(OTHER_CAMPUS);
});
