import type { Kysely } from 'kysely';
import { describerDeclinePath, describerSurveyPath, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { PROFILE_TEMPLATE_CODES } from '../../mail/templates/profile-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import type { DescriberRow } from '../profile-participant/participant.service';

/** Queues the invitation (or a reminder) of a describer; answers the outbox message id. */
export function queueDescriberMail(
  db: Kysely<Database>,
  mail: {
    brand: BrandKey;
    origin: string;
    describer: DescriberRow;
    participantName: string;
    kind: 'invite' | 'reminder';
  },
): Promise<string> {
  const { describer } = mail;
  const code =
    mail.kind === 'invite'
      ? PROFILE_TEMPLATE_CODES.describerInvite
      : PROFILE_TEMPLATE_CODES.describerReminder;
  return queueTemplateMessage(db, mail.brand, code, {
    to: describer.email,
    origin: mail.origin,
    data: {
      firstName: describer.first_name || describer.email,
      participantName: mail.participantName,
      link: `${mail.origin}${describerSurveyPath(describer.survey_code)}`,
      declineLink: `${mail.origin}${describerDeclinePath(describer.survey_code, describer.id, describer.decline_key)}`,
    },
    comment: mail.kind === 'invite' ? '360 describer invitation' : '360 describer reminder',
    entityType: 'ProfileDescriber',
    entityId: describer.id,
  });
}

export const participantNameOf = (account: {
  first_name: string | null;
  last_name: string | null;
}) =>
  [account.first_name, account.last_name].filter((p) => p && p.trim() !== '').join(' ') ||
  'A colleague';
