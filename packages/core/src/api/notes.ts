import { z } from 'zod';
import { ORGANISATION_STAFF, SECURITY_ADMIN } from '../access/roles';
import { anyOf } from '../access/rules';
import { zGuid } from '../validation/guid';
import {
  ZNoteAttachmentUpload,
  ZNoteSave,
  ZNoteSearch,
  type TNote,
  type TNotePage,
} from '../validation/notes';
import {
  ZFindUsers,
  type THomeData,
  type TUserAccountPage,
} from '../validation/user-account-admin';
import { endpoint, file, json } from './endpoint';
import { zIdParams } from './params';

// Any signed-in person may call; core's account and group predicates decide whose notes they reach.
const access = 'any';

/** Notes on accounts, groups and people (paths of our own: the spec names only the screens). */
export const notesApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/notes/search',
    access,
    summary: 'Notes the caller may see, by entity, text and date; a failure answers an empty page.',
    query: ZNoteSearch,
    answer: json<TNotePage>('TNotePage'),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/notes/:id',
    access,
    summary: 'One note with its attachments.',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/notes/save',
    access,
    summary: 'Creates or changes a note.',
    body: ZNoteSave,
    answer: json<TNote>('TNote'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notes/:id',
    access,
    summary: 'Deletes a note.',
    params: zIdParams,
    answer: json<boolean>('boolean'),
  }),
  // A pin per note (a path of our own): pinning here never touches the caller's other pins.
  pin: endpoint({
    method: 'POST',
    path: '/api/notes/:id/pin',
    access,
    summary: 'Pins a note for the caller (their other pins stay).',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
  unpin: endpoint({
    method: 'DELETE',
    path: '/api/notes/:id/pin',
    access,
    summary: 'Unpins a note for the caller.',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
  addAttachment: endpoint({
    method: 'POST',
    path: '/api/notes/:id/attachments',
    access,
    summary: 'Attaches a file (base64 in JSON) to a note.',
    params: zIdParams,
    body: ZNoteAttachmentUpload,
    answer: json<TNote>('TNote'),
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/notes/attachment/:id',
    access,
    summary: "A note's file, always as a download.",
    params: zIdParams,
    answer: file,
  }),
  removeAttachment: endpoint({
    method: 'DELETE',
    path: '/api/notes/attachment/:id',
    access,
    summary: 'Deletes a file of a note.',
    params: zIdParams,
    answer: json<TNote>('TNote'),
  }),
};

/** `none`, or note ids joined by commas (at most 100). */
const zNoteIds = z
  .string()
  .transform((text) => (text === 'none' ? [] : text.split(',').map((id) => id.trim())))
  .pipe(z.array(zGuid).max(100));

/**
 * The useraccount calls converted so far (the rest of the area is registered by hand): those of
 * the notes, accounts and home pages.
 */
export const userAccountApi = {
  findUsers: endpoint({
    method: 'GET',
    path: '/api/useraccount/FindUsers',
    access: anyOf(ORGANISATION_STAFF, SECURITY_ADMIN),
    summary: 'People the caller may see, by name or e-mail, for pickers.',
    query: ZFindUsers,
    answer: json<TUserAccountPage>('TUserAccountPage'),
  }),
  updatePinnedNotes: endpoint({
    method: 'GET',
    path: '/api/useraccount/UpdatePinnedNotes/:a/:b',
    access,
    summary: "Replaces the notes a person keeps pinned (their own only): {b} is ids or 'none'.",
    params: z.object({ a: zGuid, b: zNoteIds }),
    answer: json<string[]>('string[]'),
  }),
  homeData: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetHomeData',
    access,
    summary: "The caller's trainer or account owner, their accounts' awards and their groups.",
    answer: json<THomeData>('THomeData'),
  }),
};
