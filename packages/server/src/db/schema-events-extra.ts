import type { Generated } from 'kysely';

/** Tables of migration 0014 (training events, the rest of issue 8); listed in `Database`. */

/** A text file sent with an outbox e-mail (the calendar e-mail's .ics). */
export type MessageAttachmentTable = {
  id: Generated<string>;
  message_id: string;
  file_name: string;
  content_type: string;
  content: string;
};
