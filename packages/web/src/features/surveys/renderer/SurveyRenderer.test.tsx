import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zSurveyBody, type TSurveyAnswers, type TSurveyBody } from '@portal/core';
import { TestI18n } from '../../../test/test-providers';
import { SurveyRenderer } from './SurveyRenderer';

const one = (elements: unknown[], more: unknown[] = []) =>
  zSurveyBody.parse({
    title: 'Test',
    pages: [{ name: 'p1', elements }, ...more],
  });

/** The renderer over answers a test can read. */
function renderSurvey(body: TSurveyBody, initial: TSurveyAnswers = {}, locale = 'en-us' as const) {
  const seen: { answers: TSurveyAnswers } = { answers: initial };
  const onSubmit = vi.fn();
  function Harness() {
    const [answers, setAnswers] = useState(initial);
    return (
      <SurveyRenderer
        body={body}
        answers={answers}
        onChange={(next) => {
          seen.answers = next;
          setAnswers(next);
        }}
        locale={locale}
        onSubmit={onSubmit}
      />
    );
  }
  render(<Harness />, { wrapper: TestI18n });
  return { seen, onSubmit };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(cleanup);

describe('the survey renderer', () => {
  it('answers a radio group with the choice value, in the person’s language', () => {
    const { seen } = renderSurvey(
      one([
        {
          type: 'radiogroup',
          name: 'role',
          title: { default: 'Your role', es: 'Su rol' },
          choices: [
            { value: 1, text: { default: 'Teacher', es: 'Docente' } },
            { value: 2, text: 'Leader' },
          ],
        },
      ]),
      {},
      'es' as never,
    );
    const group = screen.getByRole('radiogroup', { name: 'Su rol' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Docente' }));
    expect(seen.answers).toEqual({ role: 1 });
  });

  it('answers a dropdown through a select its title labels', () => {
    const { seen } = renderSurvey(
      one([
        {
          type: 'dropdown',
          name: 'size',
          title: 'Team size',
          choices: [
            { value: 's', text: 'Small' },
            { value: 'l', text: 'Large' },
          ],
        },
      ]),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Team size' }), {
      target: { value: 'l' },
    });
    expect(seen.answers).toEqual({ size: 'l' });
  });

  it('keeps checkbox choices in their order and says how many may be chosen', () => {
    const { seen, onSubmit } = renderSurvey(
      one([
        {
          type: 'checkbox',
          name: 'tools',
          title: 'Tools',
          maxSelectedChoices: 1,
          choices: [
            { value: 'a', text: 'Alpha' },
            { value: 'b', text: 'Beta' },
          ],
        },
      ]),
    );
    const group = screen.getByRole('group', { name: 'Tools' });
    expect(screen.getByText('Choose at most 1.')).toBeTruthy();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Beta' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Alpha' }));
    expect(seen.answers).toEqual({ tools: ['a', 'b'] });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose fewer answers.')).toBeTruthy();
  });

  it('rates with a row of buttons from rateMin to rateMax, with the end labels, by keyboard too', () => {
    const { seen } = renderSurvey(
      one([
        {
          type: 'rating',
          name: 'energy',
          title: 'Energy',
          rateMin: 0,
          rateMax: 3,
          minRateDescription: 'Low',
          maxRateDescription: 'High',
        },
      ]),
    );
    const group = screen.getByRole('radiogroup', { name: 'Energy' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['0', '1', '2', '3']);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('0: Low')).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: '2' }));
    fireEvent.keyDown(within(group).getByRole('radio', { name: '2' }), { key: 'ArrowRight' });
    expect(seen.answers).toEqual({ energy: 3 });
  });

  const MATRIX = one([
    {
      type: 'matrix',
      name: 'likert',
      title: 'Agree?',
      rows: [
        { value: 'clear', text: 'Goals are clear' },
        { value: 'heard', text: 'I am heard' },
      ],
      columns: [
        { value: 1, text: 'Disagree' },
        { value: 2, text: 'Agree' },
      ],
    },
  ]);

  it('shows a matrix on a wide screen as a table of radios named by row and column', () => {
    const { seen } = renderSurvey(MATRIX);
    const table = screen.getByRole('table', { name: 'Agree?' });
    fireEvent.click(within(table).getByRole('radio', { name: 'Goals are clear: Disagree' }));
    expect(seen.answers).toEqual({ likert: { clear: 1 } });
  });

  it('shows a matrix on a phone as one card per row, each a radio group', () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const { seen } = renderSurvey(MATRIX);
    const row = screen.getByRole('radiogroup', { name: 'I am heard' });
    fireEvent.click(within(row).getByRole('radio', { name: 'Agree' }));
    expect(seen.answers).toEqual({ likert: { heard: 2 } });
    vi.unstubAllGlobals();
  });

  it('keeps numbers as numbers and checks e-mail and date answers with core’s rule', () => {
    const { seen, onSubmit } = renderSurvey(
      one([
        { type: 'text', name: 'age', title: 'Age', inputType: 'number', max: 120 },
        { type: 'text', name: 'mail', title: 'E-mail', inputType: 'email' },
        { type: 'text', name: 'day', title: 'Day', inputType: 'date' },
        { type: 'comment', name: 'notes', title: 'Notes' },
      ]),
    );
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '130' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Line one' } });
    expect(seen.answers).toEqual({ age: 130, mail: 'nope', day: '2026-05-01', notes: 'Line one' });
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This answer is above the highest allowed.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toContain('error');
  });

  it('answers yes or no with the labels the definition gives', () => {
    const { seen } = renderSurvey(
      one([{ type: 'boolean', name: 'again', title: 'Again?', labelFalse: 'Never' }]),
    );
    const group = screen.getByRole('radiogroup', { name: 'Again?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Yes', 'Never']);
    fireEvent.click(within(group).getByRole('radio', { name: 'Never' }));
    expect(seen.answers).toEqual({ again: false });
  });

  it('ranks with up and down buttons, or keeps the order shown', () => {
    const body = one([
      {
        type: 'ranking',
        name: 'order',
        title: 'Order',
        choices: [
          { value: 'a', text: 'Alpha' },
          { value: 'b', text: 'Beta' },
          { value: 'c', text: 'Gamma' },
        ],
      },
    ]);
    const { seen } = renderSurvey(body);
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma up' }));
    expect(seen.answers).toEqual({ order: ['a', 'c', 'b'] });
    expect(screen.getByRole('button', { name: 'Move Alpha up' }).hasAttribute('disabled')).toBe(
      true,
    );
    cleanup();
    const kept = renderSurvey(body);
    fireEvent.click(screen.getByRole('button', { name: 'Keep this order' }));
    expect(kept.seen.answers).toEqual({ order: ['a', 'b', 'c'] });
  });

  it('stops on a page with a required answer missing, then goes page by page', () => {
    const { onSubmit } = renderSurvey(
      one(
        [
          {
            type: 'radiogroup',
            name: 'role',
            title: 'Role',
            isRequired: true,
            choices: [
              { value: 'teacher', text: 'Teacher' },
              { value: 'leader', text: 'Leader' },
            ],
          },
          {
            type: 'comment',
            name: 'leading',
            title: 'What do you lead?',
            visibleWhen: { question: 'role', operator: 'equals', value: 'leader' },
          },
        ],
        [
          {
            name: 'p2',
            title: 'Leaders only',
            elements: [
              {
                type: 'text',
                name: 'team',
                title: 'Team',
                visibleWhen: { question: 'role', operator: 'equals', value: 'leader' },
              },
            ],
          },
          { name: 'p3', title: 'Last', elements: [{ type: 'comment', name: 'n', title: 'N' }] },
        ],
      ),
    );
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please answer this question.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Role' }).getAttribute('aria-required')).toBe(
      'true',
    );
    expect(screen.queryByLabelText('What do you lead?')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Leader' }));
    expect(screen.queryByText('Please answer this question.')).toBeNull();
    expect(screen.getByLabelText('What do you lead?')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Leaders only' })).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Teacher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Last' })).toBeTruthy();
    submit();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
