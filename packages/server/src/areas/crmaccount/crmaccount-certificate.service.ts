import {
  fillCertificateTemplate,
  formatShortDate,
  type TAward,
  type TCrmAccountCertificate,
} from '@portal/core';
import { notFound } from '../../http/errors';
import { type ActorContext } from '../../shared/request-context';
import { awardsOf } from './crmaccount.store';
import { findCertificateTemplate } from './crmaccount-certificate.store';

export const CERTIFICATE_NOT_FOUND = 'errors.account.certificateNotFound';

type CertificateScope = Pick<ActorContext, 'db' | 'brand'>;

/**
 * The certificate of an account for a template: the account's latest award of the template's
 * award type, filled into the template. The caller has checked access (the account is visible,
 * or a print key names it).
 */
export async function accountCertificate(
  ctx: CertificateScope,
  crmAccountId: string,
  templateId: string,
): Promise<TCrmAccountCertificate> {
  const template = await findCertificateTemplate(ctx.db, ctx.brand, templateId);
  if (!template) throw notFound(CERTIFICATE_NOT_FOUND);
  const awards = await awardsOf(ctx.db, ctx.brand, [crmAccountId]);
  const award: TAward | undefined = awards.find(
    (candidate) => candidate.achievementType === template.achievement_type,
  );
  if (!award) throw notFound(CERTIFICATE_NOT_FOUND);
  const html = fillCertificateTemplate(template.html, {
    accountName: award.accountName,
    awardName: award.name,
    achievementType: award.achievementType,
    awardedDate: formatShortDate(`${award.awardedDate}T12:00:00Z`),
    schoolYear: award.schoolYear,
    description: award.description ?? '',
  });
  return {
    crmAccountId,
    accountName: award.accountName,
    award,
    templateId: template.id,
    html,
  };
}
