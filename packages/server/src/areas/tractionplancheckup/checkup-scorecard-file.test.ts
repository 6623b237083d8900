import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckupStage } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { firstSheet } from '../../../test/workbook';
import { call } from '../crmaccount/accounts-test-support';
import {
  completeAnswers,
  createCheckupSetup,
  setStage,
  submitted,
  type CheckupSetup,
} from './checkup-feedback-test-support';

const BASE = '/api/tractionplancheckup/GetScorecardFile';

describe.each(testEngines())('the Excel scorecard as a file on %s', (engine) => {
  let t: TestApp;
  let s: CheckupSetup;
  const scorecard = (format: string, who: { token: string } | undefined) =>
    call(t, 'GET', `${BASE}/${s.checkupParticipantId}?format=${format}`, who);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createCheckupSetup(t, { partners: 3 });
    await submitted(t, completeAnswers(s.codes[0]!));
    const second = completeAnswers(s.codes[1]!);
    second.steps[0]!.rating = 5;
    await submitted(t, second);
  });
  afterAll(() => t.close());

  it('is a workbook of the ratings per step with number cells and the overall line', async () => {
    const res = await scorecard('xlsx', s.trainer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/\.xlsx/);
    const sheet = await firstSheet(res);
    expect(sheet.name).toBe('Scorecard checkup');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 3)).toEqual(['Constraint', 'Traction step']);
    expect(header.slice(-3)).toEqual(['N/A', 'Ratings', 'Average']);
    // The first step was rated 4 and 5: one of each, two ratings, 4.5 on average.
    const first = sheet.getRow(2);
    expect(first.getCell(6).value).toBe(1);
    expect(first.getCell(7).value).toBe(1);
    expect(first.getCell(9).value).toBe(2);
    expect(first.getCell(10).value).toBe(4.5);
    expect(first.getCell(10).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Overall');
  });

  it('is a CSV in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${s.checkupParticipantId}?format=csv`,
      headers: {
        'app-name': 'teams',
        authorization: `Bearer ${s.admin.token}`,
        'accept-language': 'de',
      },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Hemmnis","Traction-Schritt",/);
    expect(lines.at(-1)).toMatch(/^"Gesamt","",/);
  });

  it('follows the report’s access: the participant once released, never strangers', async () => {
    expect((await scorecard('xlsx', s.participant)).statusCode).toBe(403);
    await setStage(t, s.checkupId, CheckupStage.Reported);
    expect((await scorecard('xlsx', s.participant)).statusCode).toBe(200);
    expect((await scorecard('xlsx', s.stranger)).statusCode).toBe(403);
    expect((await scorecard('xlsx', undefined)).statusCode).toBe(401);
    expect((await scorecard('pdf', s.trainer)).statusCode).toBe(400);
    const guessed = await call(
      t,
      'GET',
      `${BASE}/00000000-0000-4000-8000-000000000000?format=csv`,
      s.trainer,
    );
    expect(guessed.statusCode).toBe(404);
  });
});
