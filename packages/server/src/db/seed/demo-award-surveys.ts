import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { schoolYearOf, zSurveyBody, type BrandKey, type TSurveyBody } from '@portal/core';
import { insertDefinition } from '../../areas/survey/survey-definitions.store';
import { writeProgram } from '../../areas/survey/survey-awards.store';
import { insertRelease } from '../../areas/survey/survey-releases.store';
import type { Database } from '../schema';
import { brandsWith } from './demo-team';

/**
 * The demo award programme: in every brand with award surveys, a "School climate" survey
 * released twice (staff, students) and a programme that gives the demo district's campuses
 * the Start Strong award once 5 staff and 10 students have answered about each. The campus's
 * principal sees its links on its account page, survey admins the progress at survey/awards.
 * Skipped where the programme exists.
 */
export const DEMO_AWARD_PROGRAM = 'School climate award';
const DEFINITION = 'School climate';
const CAMPUS_IDS = ['DEMO-RHS', 'DEMO-RMS'];
/** Any number that names this seed's lock, so two instances starting together write it once. */
const AWARD_LOCK = 7_400_004;

export const DEMO_CLIMATE_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: {
    default: 'School climate',
    de: 'Schulklima',
    es: 'Clima escolar',
    fr: 'Climat scolaire',
    it: 'Clima scolastico',
    pl: 'Klimat szkoły',
    pt: 'Clima escolar',
  },
  description: {
    default: 'Two questions about how school feels. Your answers are anonymous.',
    de: 'Zwei Fragen dazu, wie sich die Schule anfühlt. Ihre Antworten sind anonym.',
    es: 'Dos preguntas sobre cómo se vive el centro. Sus respuestas son anónimas.',
    fr: 'Deux questions sur l’ambiance de l’établissement. Vos réponses sont anonymes.',
    it: 'Due domande su come si vive la scuola. Le risposte sono anonime.',
    pl: 'Dwa pytania o tym, jak czujesz się w szkole. Odpowiedzi są anonimowe.',
    pt: 'Duas perguntas sobre o ambiente da escola. As suas respostas são anónimas.',
    'pt-br': 'Duas perguntas sobre o ambiente da escola. Suas respostas são anônimas.',
  },
  pages: [
    {
      name: 'climate',
      elements: [
        {
          type: 'rating',
          name: 'welcome',
          isRequired: true,
          rateMin: 1,
          rateMax: 5,
          title: {
            default: 'How safe and welcome do you feel at school?',
            de: 'Wie sicher und willkommen fühlen Sie sich in der Schule?',
            es: '¿Cuán seguro y bienvenido se siente en el centro?',
            fr: 'À quel point vous sentez-vous en sécurité et bienvenu à l’école ?',
            it: 'Quanto si sente al sicuro e benvenuto a scuola?',
            pl: 'Na ile czujesz się w szkole bezpiecznie i mile widziany?',
            pt: 'Até que ponto se sente seguro e bem-vindo na escola?',
          },
          minRateDescription: {
            default: 'Not at all',
            de: 'Überhaupt nicht',
            es: 'Nada',
            fr: 'Pas du tout',
            it: 'Per niente',
            pl: 'Wcale',
            pt: 'Nada',
          },
          maxRateDescription: {
            default: 'Completely',
            de: 'Voll und ganz',
            es: 'Totalmente',
            fr: 'Tout à fait',
            it: 'Del tutto',
            pl: 'Całkowicie',
            pt: 'Totalmente',
          },
        },
        {
          type: 'comment',
          name: 'better',
          title: {
            default: 'What is one thing that would make school better?',
            de: 'Was würde die Schule besser machen?',
            es: '¿Qué haría mejor el centro?',
            fr: 'Qu’est-ce qui rendrait l’école meilleure ?',
            it: 'Che cosa renderebbe migliore la scuola?',
            pl: 'Co jedno sprawiłoby, że szkoła byłaby lepsza?',
            pt: 'O que tornaria a escola melhor?',
          },
        },
      ],
    },
  ],
});

async function seedBrandProgram(db: Kysely<Database>, brand: BrandKey, now: Date) {
  const campuses = await db
    .selectFrom('crm_account')
    .select('id')
    .where('app_name', '=', brand)
    .where('account_id', 'in', CAMPUS_IDS)
    .execute();
  if (campuses.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${AWARD_LOCK})`.execute(trx);
    const seeded = await trx
      .selectFrom('award_program')
      .select('id')
      .where('app_name', '=', brand)
      .where('name', '=', DEMO_AWARD_PROGRAM)
      .executeTakeFirst();
    if (seeded) return;
    const definitionId = await insertDefinition(trx, brand, {
      name: DEFINITION,
      body: DEMO_CLIMATE_SURVEY,
      by: null,
      now,
    });
    const release = (name: string) =>
      insertRelease(trx, {
        name,
        trigger_type: 'norelatedentities',
        app_name: brand,
        definition_id: definitionId,
        release_group_id: null,
        opens_at: now,
        closes_at: null,
        anonymous: true,
        uniqueness: 'Person',
        allow_multiple: true,
        reminder_days: null,
        is_public: false,
        owner_user_account_id: null,
        short_code: randomBytes(9).toString('base64url'),
      });
    const staff = await release('School climate: staff');
    const students = await release('School climate: students');
    await writeProgram(
      trx,
      brand,
      {
        name: DEMO_AWARD_PROGRAM,
        achievementType: 'startStrong',
        awardName: 'Start Strong',
        schoolYear: schoolYearOf(now),
        requirements: [
          { surveyType: 'CampusStaffSurvey', releaseId: staff, minResponses: 5 },
          { surveyType: 'CampusStudentSurvey', releaseId: students, minResponses: 10 },
        ],
        accountIds: campuses.map((campus) => campus.id),
      },
      now,
      () => randomBytes(32).toString('base64url'),
    );
  });
}

export async function seedDemoAwardSurveys(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const brand of await brandsWith(db, 'awardSurvey')) await seedBrandProgram(db, brand, now);
}
