import { describe, expect, it } from 'vitest';
import type { TCheckupParticipant } from '../validation/checkup';
import { feedbackRequestShown, unansweredOf, warnsOfUnanswered } from './checkup-answers';
import { CheckupStage } from './enums';

const participant = (requested: number, answered: number, pending: number) =>
  ({ counts: { requested, answered, pending } }) as TCheckupParticipant;

describe('unanswered partner requests', () => {
  it('counts the partners still to answer and the participants waiting for them', () => {
    const checkup = {
      participants: [participant(3, 1, 2), participant(2, 2, 0), participant(4, 0, 3)],
    };
    expect(unansweredOf(checkup)).toEqual({ requests: 5, participants: 2 });
    expect(unansweredOf({ participants: [participant(2, 2, 0)] })).toEqual({
      requests: 0,
      participants: 0,
    });
  });

  it('shows a request left unanswered at close as closed, never pending', () => {
    expect(feedbackRequestShown('pending', CheckupStage.Feedback)).toBe('pending');
    expect(feedbackRequestShown('pending', CheckupStage.FeedbackClosed)).toBe('closed');
    expect(feedbackRequestShown('pending', CheckupStage.Completed)).toBe('closed');
    expect(feedbackRequestShown('answered', CheckupStage.Reported)).toBe('answered');
    expect(feedbackRequestShown('cancelled', CheckupStage.Reported)).toBe('cancelled');
  });

  it('warns when feedback closes and when reports are released, not at other steps', () => {
    expect(warnsOfUnanswered(CheckupStage.FeedbackClosed)).toBe(true);
    expect(warnsOfUnanswered(CheckupStage.Reported)).toBe(true);
    expect(warnsOfUnanswered(CheckupStage.Feedback)).toBe(false);
    expect(warnsOfUnanswered(CheckupStage.Completed)).toBe(false);
  });
});
