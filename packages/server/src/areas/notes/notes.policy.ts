import {
  canSeeAccount,
  canSeeGroupNotes,
  hasGlobalDataAccess,
  isTrainerOrAdmin,
  satisfies,
  type NoteEntityType,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { type ActorContext } from '../../shared/request-context';
import { accountFacts } from '../crmaccount/crmaccount.policy';
import { groupFacts } from '../usergroup/usergroup.policy';
import { requireVisiblePerson } from '../useraccount/useraccount.policy';

export const NOTE_NOT_FOUND = 'errors.notes.noteNotFound';

/** Notes are staff notes: who may read and write the notes of an entity (decisions.md). */
async function mayUseNotesOf(
  ctx: ActorContext,
  entityType: NoteEntityType,
  entityId: string,
): Promise<boolean> {
  if (hasGlobalDataAccess(ctx.session)) return true;
  switch (entityType) {
    case 'CrmAccount':
      return canSeeAccount(ctx.actor, await accountFacts(ctx.db, ctx.brand, [entityId]));
    case 'UserGroup': {
      const facts = await groupFacts(ctx.db, ctx.brand, entityId, ctx.actor);
      return facts !== undefined && canSeeGroupNotes(ctx.actor, facts);
    }
    case 'UserAccount':
      if (entityId === ctx.actor.userAccountId || !isTrainerOrAdmin(ctx.session)) return false;
      return requireVisiblePerson(ctx, entityId).then(
        () => true,
        () => false,
      );
    case 'TrainingEvent':
      // Events arrive with their own feature; until then their notes are the employees'.
      return satisfies(ctx.session, 'tfg');
  }
}

/** 404 unless the caller may use the notes of the entity (nothing told about the entity). */
export async function requireNotesOf(
  ctx: ActorContext,
  entityType: NoteEntityType,
  entityId: string,
): Promise<void> {
  if (!(await mayUseNotesOf(ctx, entityType, entityId))) throw notFound(NOTE_NOT_FOUND);
}

/** The notes admin screen (`notes/admin`, rule tfg) lists every note of the brand. */
export function requireNotesAdmin(ctx: ActorContext): void {
  if (!satisfies(ctx.session, ['tfg', 'globalDataAccess']))
    throw new HttpError(403, NOT_AUTHORIZED);
}

/** Changing or deleting a note: its author, and employees with global data access. */
export function canChangeNote(ctx: ActorContext, authorUserAccountId: string | null): boolean {
  return (
    hasGlobalDataAccess(ctx.session) ||
    (authorUserAccountId !== null && authorUserAccountId === ctx.actor.userAccountId)
  );
}
