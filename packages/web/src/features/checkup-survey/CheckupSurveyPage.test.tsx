import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKUP_FEEDBACK_ERRORS,
  type FeedbackFormatTexts,
  type OpenCheckupSurvey,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi } from '../../test/render-app';
import { draftKey } from './survey/use-survey-draft';

const CODE = 'c'.repeat(40);
const SLOW = { timeout: 30_000 };
const LOADING = { timeout: 8000 };
const GET = `/api/tractionplancheckup/GetFeedbackByCode/${CODE}`;
const SUBMIT = '/api/tractionplancheckup/SubmitFeedback';

const section = (title: string) => ({ title, text: `${title} lead` });
const texts: FeedbackFormatTexts = {
  header: 'Checkup for Ann Lee',
  sections: {
    introduction: section('Introduction'),
    strengths: section('Strengths'),
    constraints: section('Constraints'),
    steps: section('Traction steps'),
    encouragement: section('Encouragement'),
  },
  acknowledgeText: 'I understand that my responses are not anonymous.',
  completedText: 'Thank you! Ann Lee will see your feedback.',
  unavailableText: CHECKUP_FEEDBACK_ERRORS.unavailable,
  errors: { ...CHECKUP_FEEDBACK_ERRORS },
};

const survey: OpenCheckupSurvey = {
  available: true,
  surveyCode: CODE,
  checkupParticipantId: '0b6c1c8e-7a4e-4c43-9d38-5f3f1f1f0a01',
  participantFirstName: 'Ann',
  participantLastName: 'Lee',
  partnerFirstName: 'Bo',
  partnerLastName: 'Ray',
  goal: 'Lead calmer meetings',
  strengths: ['Listens', 'Plans ahead'],
  constraints: [
    {
      index: 0,
      name: 'Impatience',
      definition: ['Interrupts others'],
      steps: [{ id: 's1', description: 'Wait three seconds before answering' }],
    },
  ],
  isAnonymous: false,
  acknowledgementRequired: true,
  surveyVersion: 1,
  texts,
};

function open(
  answer: unknown = survey,
  send = vi.fn(async (_path: string, _body?: unknown): Promise<unknown> => ({
    submitted: true,
    completedText: texts.completedText,
  })),
) {
  const api = testApi(async (path) => {
    if (path === GET) {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`unexpected ${path}`);
  }, send);
  renderApp([`/feedback/checkup/${CODE}`], { api });
  return { send };
}

const submitButton = () => screen.findByRole('button', { name: 'Submit feedback' }, LOADING);

/** Answers every question of the survey above (a rating of 4, no comment needed). */
function answerAll() {
  fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Listens' }));
  const constraint = screen.getByRole('radiogroup', { name: 'Impatience' });
  fireEvent.click(within(constraint).getByRole('radio', { name: 'Agree' }));
  const step = screen.getByRole('radiogroup', { name: 'Wait three seconds before answering' });
  fireEvent.click(within(step).getByRole('radio', { name: 'Agree' }));
  fireEvent.click(screen.getByRole('checkbox', { name: texts.acknowledgeText }));
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
  sessionStorage.clear();
});

describe('checkup survey', SLOW, () => {
  it('refuses an empty survey with each rule in the spec words and sends nothing', async () => {
    const { send } = open();
    fireEvent.click(await submitButton());
    for (const text of [
      CHECKUP_FEEDBACK_ERRORS.incomplete,
      'Agree or Disagree must be selected',
      'Rating is required',
      'Please acknowledge that your responses are not anonymous',
      'Interaction frequency must be selected',
      'Select 1 to 5 strengths',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(send).not.toHaveBeenCalled();
    // Each required group is marked and names its message; focus goes to the first one.
    const constraint = screen.getByRole('radiogroup', { name: 'Impatience' });
    expect(constraint.getAttribute('aria-required')).toBe('true');
    expect(constraint.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(constraint.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Agree or Disagree must be selected');
    const frequency = screen.getByRole('radiogroup', { name: /^Introduction/ });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(frequency).getAllByRole('radio')[0]),
    );
  });

  it('moves along a rating with the arrow keys, N/A included', async () => {
    open();
    await submitButton();
    const step = screen.getByRole('radiogroup', { name: 'Wait three seconds before answering' });
    const radios = within(step).getAllByRole('radio');
    expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([radios[0]]);
    radios[0]?.focus();
    fireEvent.keyDown(radios[0] as HTMLElement, { key: 'ArrowLeft' });
    const notApplicable = radios[radios.length - 1] as HTMLElement;
    expect(notApplicable.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(notApplicable);
    expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([notApplicable]);
  });

  it('asks for a comment when a step is rated Disagree', async () => {
    open();
    await submitButton();
    answerAll();
    const step = screen.getByRole('radiogroup', { name: 'Wait three seconds before answering' });
    fireEvent.click(within(step).getByRole('radio', { name: 'Disagree' }));
    fireEvent.click(await submitButton());
    const message = await screen.findByText(
      'A comment is required when selecting "Strongly Disagree" or "Disagree"',
    );
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(comment));
  });

  it('keeps the answers through a reload of the page', async () => {
    open();
    await submitButton();
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your words of encouragement' }), {
      target: { value: 'Keep going' },
    });
    cleanup();
    queryClient.clear();
    open();
    await submitButton();
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByDisplayValue('Keep going')).toBeTruthy();
  });

  it('sends the complete answers with the format version and thanks the rater', async () => {
    const { send } = open();
    await submitButton();
    answerAll();
    fireEvent.click(await submitButton());
    expect(await screen.findByText(texts.completedText)).toBeTruthy();
    expect(document.activeElement?.tagName).toBe('H2');
    expect(send).toHaveBeenCalledWith(SUBMIT, {
      surveyCode: CODE,
      surveyVersion: 1,
      interactionFrequency: 'Weekly',
      strengths: ['Listens'],
      strengthsComment: '',
      constraints: [{ index: 0, agree: true, comment: '' }],
      steps: [{ stepId: 's1', rating: 4, comment: '' }],
      encouragement: '',
      acknowledged: true,
    });
    await waitFor(() => expect(sessionStorage.getItem(draftKey(CODE))).toBeNull());
  });

  it('says when the submit fails, with the format text', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(500, 'boom');
    });
    open(survey, send);
    await submitButton();
    answerAll();
    fireEvent.click(await submitButton());
    expect(await screen.findByText(CHECKUP_FEEDBACK_ERRORS.submit)).toBeTruthy();
  });

  it("shows the server's refusal as the incomplete text and the rule under its field", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, CHECKUP_FEEDBACK_ERRORS.incomplete, null, {
        errors: [{ field: 'steps.s1.rating', message: 'Rating is required' }],
      });
    });
    open(survey, send);
    await submitButton();
    answerAll();
    fireEvent.click(await submitButton());
    expect(await screen.findByText(CHECKUP_FEEDBACK_ERRORS.incomplete)).toBeTruthy();
    expect(screen.getByText('Rating is required')).toBeTruthy();
    expect(screen.queryByText(CHECKUP_FEEDBACK_ERRORS.submit)).toBeNull();
  });

  it('turns to the unavailable screen when the code was answered meanwhile', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, 'Already answered');
    });
    open(survey, send);
    await submitButton();
    answerAll();
    fireEvent.click(await submitButton());
    expect(await screen.findByText(CHECKUP_FEEDBACK_ERRORS.unavailable)).toBeTruthy();
  });

  it('shows the unavailable text and the way to support for a used code', async () => {
    open({ available: false, texts });
    expect(
      await screen.findByText(CHECKUP_FEEDBACK_ERRORS.unavailable, undefined, LOADING),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/support',
    );
    expect(screen.queryByRole('button', { name: 'Submit feedback' })).toBeNull();
  });

  it('says when the survey cannot be loaded', async () => {
    open(new ApiError(500, 'down'));
    expect(
      await screen.findByText('Error loading Traction Plan Feedback', undefined, LOADING),
    ).toBeTruthy();
  });
});
