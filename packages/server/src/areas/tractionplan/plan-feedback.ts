import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The plan whose owner the rule asks about. */
export type FeedbackSubject = { appName: string; userAccountId: string };

/**
 * The spec's edit rule, in its one place: nobody may edit a plan while its owner's e-mail belongs
 * to a participant on feedback for the traction plan event type (a checkup in its Feedback
 * stage). Checkups do not exist yet, so no owner is on feedback; the checkup feature answers
 * this from its participants (docs/decisions.md, Traction Plan).
 */
export async function isOwnerOnCheckupFeedback(
  _db: Kysely<Database>,
  _plan: FeedbackSubject,
): Promise<boolean> {
  return false;
}
