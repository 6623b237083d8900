import { describe, expect, it } from 'vitest';
import {
  zCheckupFeedbackAnswers,
  type CheckupFeedbackAnswers,
  type CheckupSurveySubject,
} from '../validation/checkup-feedback';
import {
  checkupFeedbackErrors,
  fillFeedbackText,
  isAcknowledgementRequired,
  stepAnswerRule,
  strengthChoiceRange,
} from './checkup-feedback-rules';

const subject: CheckupSurveySubject = {
  strengths: ['Listens', 'Follows through', 'Calm', 'Clear', 'Curious', 'Kind'],
  constraints: [
    { index: 0, steps: [{ id: 's1', description: 'Ask first' }] },
    {
      index: 2,
      steps: [
        { id: 's2', description: 'Summarize' },
        { id: 's3', description: 'Wait' },
      ],
    },
  ],
  acknowledgementRequired: true,
};

const complete = (): CheckupFeedbackAnswers =>
  zCheckupFeedbackAnswers.parse({
    interactionFrequency: 'Weekly',
    strengths: ['Listens', 'Calm'],
    strengthsComment: '',
    constraints: [
      { index: 0, agree: true },
      { index: 2, agree: false, comment: 'Improved a lot' },
    ],
    steps: [
      { stepId: 's1', rating: 4 },
      { stepId: 's2', rating: 'NA' },
      { stepId: 's3', rating: 2, comment: 'Still interrupts' },
    ],
    encouragement: 'Keep going',
    acknowledged: true,
  });

const messages = (answers: CheckupFeedbackAnswers, s = subject) =>
  checkupFeedbackErrors(s, answers).map((e) => `${e.field}: ${e.message}`);

describe('checkup feedback rules', () => {
  it('accepts a complete submission', () => {
    expect(messages(complete())).toEqual([]);
  });

  it('requires agree or disagree on every constraint', () => {
    const answers = complete();
    answers.constraints = [{ index: 0, agree: null, comment: '' }];
    expect(messages(answers)).toEqual([
      'constraints.0.agree: Agree or Disagree must be selected',
      'constraints.2.agree: Agree or Disagree must be selected',
    ]);
  });

  it('requires a rating or N/A on every step', () => {
    const answers = complete();
    answers.steps = answers.steps.filter((s) => s.stepId !== 's1');
    answers.steps[0]!.rating = null;
    expect(messages(answers)).toEqual([
      'steps.s1.rating: Rating is required',
      'steps.s2.rating: Rating is required',
    ]);
  });

  it('requires a comment with a rating of 1 or 2 only', () => {
    expect(stepAnswerRule({ rating: 1, comment: ' ' })).toBe('stepComment');
    expect(stepAnswerRule({ rating: 2, comment: '' })).toBe('stepComment');
    expect(stepAnswerRule({ rating: 2, comment: 'why' })).toBeNull();
    expect(stepAnswerRule({ rating: 3, comment: '' })).toBeNull();
    expect(stepAnswerRule({ rating: 'NA', comment: '' })).toBeNull();
    const answers = complete();
    answers.steps[2]!.comment = '';
    expect(messages(answers)).toEqual([
      'steps.s3.comment: A comment is required when selecting "Strongly Disagree" or "Disagree"',
    ]);
  });

  it('requires the acknowledgement only when the checkup is not anonymous', () => {
    expect(isAcknowledgementRequired(false)).toBe(true);
    expect(isAcknowledgementRequired(true)).toBe(false);
    const answers = complete();
    answers.acknowledged = false;
    expect(messages(answers)).toEqual([
      'acknowledged: Please acknowledge that your responses are not anonymous',
    ]);
    expect(messages(answers, { ...subject, acknowledgementRequired: false })).toEqual([]);
  });

  it('asks for 1 to 5 of the plan strengths, fewer when the plan has fewer', () => {
    expect(strengthChoiceRange(6)).toEqual({ min: 1, max: 5 });
    expect(strengthChoiceRange(2)).toEqual({ min: 1, max: 2 });
    expect(strengthChoiceRange(0)).toEqual({ min: 0, max: 0 });
    const answers = complete();
    answers.strengths = [];
    expect(messages(answers)).toEqual(['strengths: Select 1 to 5 strengths']);
    answers.strengths = subject.strengths.slice(0, 6);
    expect(messages(answers)).toEqual(['strengths: Select 1 to 5 strengths']);
    answers.strengths = ['Listens', 'Listens'];
    expect(messages(answers)).toEqual(['strengths: Select 1 to 5 strengths']);
    answers.strengths = ['Sings'];
    expect(messages(answers)).toEqual(['strengths: Not part of this survey']);
    answers.strengths = [];
    expect(messages(answers, { ...subject, strengths: [] })).toEqual([]);
  });

  it('requires the interaction frequency', () => {
    const answers = complete();
    answers.interactionFrequency = null;
    expect(messages(answers)).toEqual([
      'interactionFrequency: Interaction frequency must be selected',
    ]);
  });

  it('refuses answers to constraints or steps the survey does not have', () => {
    const answers = complete();
    answers.constraints.push({ index: 7, agree: true, comment: '' });
    answers.steps.push({ stepId: 'x', rating: 5, comment: '' });
    expect(messages(answers)).toEqual([
      'constraints.7: Not part of this survey',
      'steps.x: Not part of this survey',
    ]);
  });

  it('reads an empty form as unanswered rather than failing the shape', () => {
    const empty = zCheckupFeedbackAnswers.parse({});
    expect(checkupFeedbackErrors(subject, empty).map((e) => e.rule)).toEqual([
      'interactionFrequency',
      'strengths',
      'constraintAgreement',
      'stepRating',
      'constraintAgreement',
      'stepRating',
      'stepRating',
      'acknowledgement',
    ]);
  });

  it('fills the participant name into format texts', () => {
    expect(fillFeedbackText('How is {{participantName}} doing, {{participantName}}?', 'Ana')).toBe(
      'How is Ana doing, Ana?',
    );
  });
});
