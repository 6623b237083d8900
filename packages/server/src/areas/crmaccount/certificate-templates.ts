import type { Kysely } from 'kysely';
import { ACHIEVEMENT_TYPES, BRAND_KEYS, type AchievementType } from '@portal/core';
import type { Database } from '../../db/schema';
import { insertMissingTemplates } from './crmaccount-certificate.store';

/**
 * The account certificate of each award type: HTML with `{{placeholder}}` marks (see core's
 * CERTIFICATE_PLACEHOLDERS), filled with escaped values. Templates come from here only (no
 * editing API), so the markup a print page shows is the product's own.
 */
const TITLES: Record<AchievementType, string> = {
  revalidation: 'Certificate of Revalidation',
  resources: 'Certificate of Resource Engagement',
  startStrong: 'Start Strong Certificate',
  chkJourney: 'Journey Completion Certificate',
  huddleAttendance: 'Huddle Attendance Certificate',
  ckhPremiumSurvey: 'Premium Survey Certificate',
  kpiAssessment: 'KPI Assessment Certificate',
};

export function certificateHtml(type: AchievementType): string {
  return [
    '<section class="certificate">',
    `<h1>${TITLES[type]}</h1>`,
    '<p class="presented">presented to</p>',
    '<h2>{{accountName}}</h2>',
    '<p class="award">for {{awardName}}</p>',
    '<p class="description">{{description}}</p>',
    '<p class="date">School year {{schoolYear}} &middot; awarded {{awardedDate}}</p>',
    '</section>',
  ].join('');
}

/** Stores the templates every brand starts with; existing ones are left as they are. */
export async function seedCertificateTemplates(db: Kysely<Database>): Promise<void> {
  const rows = BRAND_KEYS.flatMap((brand) =>
    ACHIEVEMENT_TYPES.map((type) => ({
      app_name: brand,
      achievement_type: type,
      name: TITLES[type],
      html: certificateHtml(type),
    })),
  );
  await insertMissingTemplates(db, rows);
}
