import { useTranslation } from 'react-i18next';
import type { TNote } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { fetchAccount } from '../account/account-api';
import { useAction } from '../accounts/use-action';
import { noteKeys, setPinnedNotes } from './notes-api';

/**
 * Pins or unpins a note for the signed-in person. The call sets the person's whole list of
 * pins, so the list is read fresh from their account first (pins on every entity), plus or
 * minus this one (docs/decisions.md).
 */
export function usePinNote() {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const { session } = useSession();
  const { run, busy } = useAction(noteKeys.all);
  const toggle = (note: TNote) =>
    run(
      async () => {
        const userId = session?.userId ?? '';
        const account = await fetchAccount(api, userId, brand.key);
        const others = account.pinnedNoteIds.filter((id) => id !== note.id);
        return setPinnedNotes(api, account.id, note.pinned ? others : [...others, note.id]);
      },
      () =>
        note.pinned
          ? t('notes.unpinned', { title: note.title })
          : t('notes.pinnedNow', { title: note.title }),
    );
  return { toggle, busy };
}
