import {
  ZNoteAttachmentUpload,
  ZNoteSave,
  ZNoteSearch,
  type TNote,
  type TNotePage,
} from '../validation/notes';
import { endpoint, file, json } from './endpoint';
import { zIdParams } from './params';

// Any signed-in person may call, in a brand with notes on; core's account and group predicates
// decide whose notes they reach.
const rule = { access: 'any', feature: 'notes' } as const;

/** Notes on accounts, groups and people (paths of our own: the spec names only the screens). */
export const notesApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/notes/search',
    ...rule,
    summary: 'Notes the caller may see, by entity, text and date; a failure answers an empty page.',
    query: ZNoteSearch,
    answer: json<TNotePage>('TNotePage'),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/notes/:id',
    ...rule,
    summary: 'One note with its attachments.',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/notes/save',
    ...rule,
    summary: 'Creates or changes a note.',
    body: ZNoteSave,
    answer: json<TNote>('TNote'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notes/:id',
    ...rule,
    summary: 'Deletes a note.',
    params: zIdParams,
    answer: json<boolean>('boolean'),
  }),
  // A pin per note (a path of our own): pinning here never touches the caller's other pins.
  pin: endpoint({
    method: 'POST',
    path: '/api/notes/:id/pin',
    ...rule,
    summary: 'Pins a note for the caller (their other pins stay).',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
  unpin: endpoint({
    method: 'DELETE',
    path: '/api/notes/:id/pin',
    ...rule,
    summary: 'Unpins a note for the caller.',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
  addAttachment: endpoint({
    method: 'POST',
    path: '/api/notes/:id/attachments',
    ...rule,
    summary: 'Attaches a file (base64 in JSON) to a note.',
    params: zIdParams,
    body: ZNoteAttachmentUpload,
    answer: json<TNote>('TNote'),
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/notes/attachment/:id',
    ...rule,
    summary: "A note's file, always as a download.",
    params: zIdParams,
    answer: file,
  }),
  removeAttachment: endpoint({
    method: 'DELETE',
    path: '/api/notes/attachment/:id',
    ...rule,
    summary: 'Deletes a file of a note.',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
};
