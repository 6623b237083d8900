import { sql, type Kysely } from 'kysely';
import { ZContentSave, zSurveyBody, type BrandKey, type TSurveyBody } from '@portal/core';
import { appendItems, insertContent } from '../../areas/resourcegroup/content.store';
import { groupIdByCode } from '../../areas/resourcegroup/resourcegroup.store';
import type { Database } from '../schema';
import { DEMO_LIBRARY_CODE } from './demo-library';
import { brandsWith } from './demo-team';
import { insertDemoRelease } from './demo-survey-release';

/**
 * A survey in a content page: in every brand with content surveys and the demo library, a
 * "Getting started check-in" released for the page and an item of the "Getting started" group
 * whose contentSurvey section shows it, answered in place by the group's readers. Skipped where
 * the definition exists.
 */
const NAME = 'Getting started check-in';
/** Any number that names this seed's lock, so two instances starting together write it once. */
const CONTENT_SURVEY_LOCK = 7_400_039;

export const DEMO_CONTENT_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: {
    default: 'Getting started check-in',
    de: 'Kurzer Check-in zum Einstieg',
    es: 'Revisión rápida de los primeros pasos',
    fr: 'Point rapide sur vos débuts',
    it: 'Verifica dei primi passi',
    pl: 'Krótkie podsumowanie początków',
    pt: 'Ponto de situação dos primeiros passos',
  },
  pages: [
    {
      name: 'checkin',
      elements: [
        {
          type: 'rating',
          name: 'confidence',
          isRequired: true,
          rateMin: 1,
          rateMax: 5,
          title: {
            default: 'How confident do you feel about your next steps?',
            de: 'Wie sicher fühlen Sie sich bei Ihren nächsten Schritten?',
            es: '¿Qué tan seguro se siente con sus próximos pasos?',
            fr: 'Êtes-vous confiant pour vos prochaines étapes ?',
            it: 'Quanto si sente sicuro dei prossimi passi?',
            pl: 'Jak pewnie czujesz się co do kolejnych kroków?',
            pt: 'Que confiança sente nos próximos passos?',
          },
        },
        {
          type: 'comment',
          name: 'question',
          title: {
            default: 'What would you like to know more about?',
            de: 'Worüber möchten Sie mehr erfahren?',
            es: '¿Sobre qué le gustaría saber más?',
            fr: 'Sur quoi aimeriez-vous en savoir plus ?',
            it: 'Su cosa vorrebbe saperne di più?',
            pl: 'O czym chcesz dowiedzieć się więcej?',
            pt: 'Sobre o que gostaria de saber mais?',
          },
        },
      ],
    },
  ],
});

async function seedBrandContentSurvey(db: Kysely<Database>, brand: BrandKey, now: Date) {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CONTENT_SURVEY_LOCK})`.execute(trx);
    const groupId = await groupIdByCode(trx, brand, DEMO_LIBRARY_CODE);
    if (!groupId) return;
    const release = { name: 'Getting started check-in', trigger_type: 'norelatedentities' };
    const definition = { name: NAME, body: DEMO_CONTENT_SURVEY };
    const releaseId = await insertDemoRelease(trx, brand, definition, release, now);
    if (!releaseId) return;
    const item = ZContentSave.parse({
      title: 'Tell us how it is going',
      summary: 'Two questions on your first steps, answered right here.',
      tags: ['check-in'],
      sections: [
        { id: 'checkin-title', type: 'title', data: { text: 'Tell us how it is going' } },
        { id: 'checkin-survey', type: 'contentSurvey', data: { releaseId } },
      ],
    });
    await appendItems(trx, groupId, [await insertContent(trx, brand, item, null)]);
  });
}

export async function seedDemoContentSurveys(
  db: Kysely<Database>,
  now = new Date(),
): Promise<void> {
  for (const brand of await brandsWith(db, 'contentSurveys')) {
    await seedBrandContentSurvey(db, brand, now);
  }
}
