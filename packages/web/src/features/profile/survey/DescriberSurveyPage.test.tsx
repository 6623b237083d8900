import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DescriberSurvey } from '@portal/core';
import { queryClient } from '../../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../../test/render-app';

const CODE = 'a'.repeat(43);
const SLOW = { timeout: 30_000 };
const LOADING = { timeout: 8000 };

const survey = (overrides: Partial<DescriberSurvey> = {}): DescriberSurvey => ({
  surveyCode: CODE,
  state: 'open',
  describerRelationship: 'peer',
  isSelf: false,
  participantFirstName: 'Ann',
  participantLastName: 'Lee',
  describerFirstName: 'Bo',
  items: [
    { code: 'i1', text: 'Listens before deciding' },
    { code: 'i2', text: 'Keeps commitments' },
  ],
  answers: [{ itemCode: 'i1', value: 4 }],
  comment: '',
  answeredCount: 1,
  itemCount: 2,
  ...overrides,
});

function open(
  answer: DescriberSurvey,
  send = vi.fn(async (_path: string, _body?: unknown) => ({})),
  path = `/feedback/describer/${CODE}`,
) {
  const api = testApi(async (path) => {
    if (path === `/api/profiledescriberfeedback/getActiveDescriberBySurveyCode/${CODE}`)
      return answer;
    if (path.startsWith('/api/profiledescriberfeedback/Decline/')) return true;
    throw new Error(`unexpected ${path}`);
  }, send);
  renderApp([path], { api, session: testSession(['profileV2']) });
  return { api, send };
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('describer survey', SLOW, () => {
  it('resumes from the saved answers and shows the progress', async () => {
    open(survey());
    const first = await screen.findByRole(
      'radiogroup',
      { name: 'Listens before deciding' },
      LOADING,
    );
    expect(within(first).getByRole('radio', { name: 'Agree' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getAllByText('1 of 2 answered').length).toBeGreaterThan(0);
  });

  it('saves each answer as the describer goes', async () => {
    const { send } = open(survey());
    const second = await screen.findByRole('radiogroup', { name: 'Keeps commitments' }, LOADING);
    fireEvent.click(within(second).getByRole('radio', { name: 'Strongly agree' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/profiledescriberfeedback/upsertBatch', {
        surveyCode: CODE,
        answers: [
          { itemCode: 'i1', value: 4 },
          { itemCode: 'i2', value: 5 },
        ],
        comment: '',
      }),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('refuses to send while an item is unanswered, with the spec text', async () => {
    const { send } = open(survey());
    fireEvent.click(await screen.findByRole('button', { name: 'Send my feedback' }, LOADING));
    expect(
      await screen.findByText(
        'Not all required information has been completed, please review your responses and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Please answer this statement.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    // Focus goes to the first unanswered item, which is marked and names its message.
    const second = screen.getByRole('radiogroup', { name: 'Keeps commitments' });
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(second.getAttribute('aria-required')).toBe('true');
    const message = document.getElementById(second.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please answer this statement.');
    expect(document.activeElement).toBe(within(second).getAllByRole('radio')[0]);
  });

  it('makes each item one Tab stop that the arrow keys move along and answer', async () => {
    const { send } = open(survey());
    const first = await screen.findByRole(
      'radiogroup',
      { name: 'Listens before deciding' },
      LOADING,
    );
    const second = screen.getByRole('radiogroup', { name: 'Keeps commitments' });
    // Only the chosen option (or the first, while none is) takes Tab.
    const tabStops = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0)
        .map((radio) => radio.getAttribute('aria-label'));
    expect(tabStops(first)).toEqual(['Agree']);
    expect(tabStops(second)).toEqual(['Strongly disagree']);
    const agree = within(first).getByRole('radio', { name: 'Agree' });
    agree.focus();
    fireEvent.keyDown(agree, { key: 'ArrowRight' });
    const strongly = within(first).getByRole('radio', { name: 'Strongly agree' });
    expect(strongly.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(strongly);
    // The last option wraps round to the first; Home and End jump to the ends.
    fireEvent.keyDown(strongly, { key: 'ArrowDown' });
    const lowest = within(first).getByRole('radio', { name: 'Strongly disagree' });
    expect(lowest.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(lowest, { key: 'End' });
    expect(document.activeElement).toBe(strongly);
    fireEvent.keyDown(strongly, { key: 'ArrowLeft' });
    expect(tabStops(first)).toEqual(['Agree']);
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        '/api/profiledescriberfeedback/upsertBatch',
        expect.objectContaining({ answers: [{ itemCode: 'i1', value: 4 }] }),
      ),
    );
  });

  it('sends the answers once every item is answered and thanks the describer', async () => {
    const { send } = open(
      survey({
        answers: [
          { itemCode: 'i1', value: 4 },
          { itemCode: 'i2', value: 2 },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send my feedback' }, LOADING));
    expect(
      await screen.findByText('Thank you! Your feedback for Ann Lee has been sent.'),
    ).toBeTruthy();
    // Focus moves from the sent form to the result's heading.
    expect(document.activeElement?.tagName).toBe('H2');
    expect(send).toHaveBeenCalledWith(
      `/api/profiledescriberfeedback/submitDescriberFeedback/${CODE}`,
      {
        answers: [
          { itemCode: 'i1', value: 4 },
          { itemCode: 'i2', value: 2 },
        ],
        comment: '',
      },
    );
  });

  it('speaks to a person describing themself and leads on to inviting describers', async () => {
    open(
      survey({
        isSelf: true,
        describerRelationship: 'self',
        items: [{ code: 'i1', text: 'You listen before deciding' }],
        answers: [{ itemCode: 'i1', value: 5 }],
        itemCount: 1,
      }),
      undefined,
      `/start-my-360/self/${CODE}`,
    );
    expect(
      (await screen.findAllByRole('heading', { name: 'Describe yourself' }, LOADING)).length,
    ).toBeGreaterThan(0);
    expect(
      (await screen.findAllByText(/You listen before deciding/, undefined, LOADING)).length,
    ).toBeGreaterThan(0);
    expect(document.title).toMatch(/^Describe yourself \|/);
    fireEvent.click(screen.getByRole('button', { name: 'Send my feedback' }));
    expect(await screen.findByText('Thank you! Your self-description is saved.')).toBeTruthy();
    expect(screen.queryByText(/Your feedback for/)).toBeNull();
    const next = screen.getByRole('link', { name: 'Next: invite your describers' });
    expect(next.getAttribute('href')).toBe('/start-my-360');
  });

  it('leads a self-description-only 360 on to its report instead of to invitations', async () => {
    const uaId = '0d8f6a52-3f7c-4f55-9f63-0d5a2d1f7a11';
    const self = survey({
      isSelf: true,
      describerRelationship: 'self',
      items: [{ code: 'i1', text: 'You listen before deciding' }],
      answers: [{ itemCode: 'i1', value: 5 }],
      itemCount: 1,
    });
    const api = testApi(
      async (path) => {
        if (path.endsWith(`/getActiveDescriberBySurveyCode/${CODE}`)) return self;
        if (path.endsWith(`/getByUserAccountId/${uaId}`)) return [{ selfOnly: true }];
        throw new Error(`unexpected ${path}`);
      },
      async () => ({}),
    );
    const session = testSession(['profileV2']);
    renderApp([`/start-my-360/self/${CODE}`], {
      api,
      session: { ...session, claims: [...session.claims, { type: 'userAccountId', value: uaId }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send my feedback' }, LOADING));
    expect(await screen.findByRole('link', { name: 'Next: my 360 report' })).toBeTruthy();
    expect(screen.getByText(/your report comes next/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next: invite your describers' })).toBeNull();
  });

  it('shows the unavailable text for an expired or completed link', async () => {
    open(survey({ state: 'expired', items: [], answers: [] }));
    expect(
      await screen.findByText(
        'This survey request has expired or has been completed. Please contact support with any questions',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says when the submit fails, with the spec text', async () => {
    const send = vi.fn(async (path: string) => {
      if (path.includes('submitDescriberFeedback')) throw new Error('down');
      return {};
    });
    open(
      survey({
        answers: [
          { itemCode: 'i1', value: 1 },
          { itemCode: 'i2', value: 1 },
        ],
      }),
      send,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send my feedback' }, LOADING));
    expect(
      await screen.findByText('Unable to submit survey, please try again later.'),
    ).toBeTruthy();
  });
});
