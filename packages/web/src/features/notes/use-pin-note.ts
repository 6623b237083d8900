import { useTranslation } from 'react-i18next';
import type { TNote } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useAction } from '../accounts/use-action';
import { noteKeys, setNotePinned } from './notes-api';

/** Pins or unpins a note for the signed-in person, one note at a time (docs/decisions.md). */
export function usePinNote() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(noteKeys.all);
  const toggle = (note: TNote) =>
    run(
      () => setNotePinned(api, note.id, !note.pinned),
      () =>
        note.pinned
          ? t('notes.unpinned', { title: note.title })
          : t('notes.pinnedNow', { title: note.title }),
    );
  return { toggle, busy };
}
