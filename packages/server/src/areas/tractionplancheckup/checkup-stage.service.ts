import { CheckupStage, checkupTransitionError, type TCheckupStageMove } from '@portal/core';
import { HttpError } from '../../http/errors';
import type { CheckupEvent } from './checkup-events';
import { noticeParticipants, requestFeedback, type CheckupRun } from './checkup-notices.service';
import { addEventParticipants, moveStage, type CheckupRow } from './checkup.store';

export const CHECKUP_INACTIVE = 'errors.checkup.checkupInactive';
export const CHECKUP_MOVED_MEANWHILE = 'errors.checkup.checkupMovedMeanwhile';

export type StageChange = {
  checkup: CheckupRow;
  move: TCheckupStageMove;
  /** Messages queued by the step. */
  notices: number;
};

/**
 * One step of the stage machine, with what it sends: the notices to participants, the feedback
 * requests to partners, the release message. `notify` false records a step the job passed over
 * without its notice (see checkupStepsToTake). Run it in a transaction: the stage, the claims
 * and the queued messages commit together.
 */
export async function takeStep(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
  to: CheckupStage,
  notify = true,
): Promise<StageChange> {
  const refused = checkupTransitionError(checkup.stage, to);
  if (refused) throw new HttpError(409, refused);
  if (!checkup.is_active) throw new HttpError(409, CHECKUP_INACTIVE);
  const moved = await moveStage(run.db, checkup.id, checkup.stage, to, run.now);
  if (!moved) throw new HttpError(409, CHECKUP_MOVED_MEANWHILE);
  // Late registrations join until feedback starts; they get the notices still due.
  if (to <= CheckupStage.Feedback) await addEventParticipants(run.db, moved);
  const notices = notify ? await stepNotices(run, moved, event, to) : 0;
  return { checkup: moved, move: { checkupId: checkup.id, from: checkup.stage, to }, notices };
}

function stepNotices(run: CheckupRun, checkup: CheckupRow, event: CheckupEvent, to: CheckupStage) {
  switch (to) {
    case CheckupStage.Notify:
      return noticeParticipants(run, checkup, event, 'initial');
    case CheckupStage.FinalNotification:
      return noticeParticipants(run, checkup, event, 'final');
    case CheckupStage.Feedback:
      return requestFeedback(run, checkup, event);
    case CheckupStage.Reported:
      return noticeParticipants(run, checkup, event, 'release');
    default:
      return Promise.resolve(0);
  }
}
