import { useTranslation } from 'react-i18next';
import type { NoteEntityType, TNote } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { readAsDataUrl } from '../../ui/picture-file';
import { useAction } from '../accounts/use-action';
import type { NoteDraft } from './NoteEditor';
import { noteKeys, saveNote, uploadAttachment } from './notes-api';

/** Saves a note (new, or a change of `existing`) and then uploads the files chosen with it. */
export function useNoteSave(entityType: NoteEntityType, entityId: string) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(noteKeys.all);
  const save = (draft: NoteDraft, existing?: TNote) =>
    run(
      async () => {
        let note = await saveNote(api, {
          id: existing?.id,
          version: existing?.version,
          entityType,
          entityId,
          title: draft.title,
          body: draft.body,
        });
        for (const file of draft.files) {
          note = await uploadAttachment(api, note.id, {
            name: file.name,
            data: await readAsDataUrl(file),
          });
        }
        return note;
      },
      (note) => t('notes.saved', { title: note.title }),
    );
  return { save, busy };
}
