import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, type TNote } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { accountQueryKey, fetchAccount } from '../account/account-api';
import { useAction } from '../accounts/use-action';
import { noteKeys, searchNotes, setPinnedNotes } from './notes-api';

/**
 * Pins or unpins a note for the signed-in person. The call sets the person's whole list of
 * pins, so the list is read first: the pins among the notes of the same entity, plus or minus
 * this one (docs/decisions.md).
 */
export function usePinNote() {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const { run, busy } = useAction(noteKeys.all);
  const toggle = (note: TNote) =>
    run(
      async () => {
        const userId = session?.userId ?? '';
        const account = await queryClient.fetchQuery({
          queryKey: accountQueryKey(userId),
          queryFn: () => fetchAccount(api, userId, brand.key),
        });
        const pinned = await searchNotes(api, {
          entityType: note.entityType,
          entityId: note.entityId,
          pinnedOnly: true,
          page: 1,
          pageSize: MAX_PAGE_SIZE,
        });
        const others = pinned.data.map((other) => other.id).filter((id) => id !== note.id);
        return setPinnedNotes(api, account.id, note.pinned ? others : [...others, note.id]);
      },
      () =>
        note.pinned
          ? t('notes.unpinned', { title: note.title })
          : t('notes.pinnedNow', { title: note.title }),
    );
  return { toggle, busy };
}
