import { sql, type Kysely } from 'kysely';
import { zSurveyBody, type BrandKey, type TSurveyAnswers } from '@portal/core';
import { insertDefinition as insertAssessmentDefinition } from '../../areas/assessment/assessment-definitions.store';
import {
  insertAssessment,
  refreshAccountFigures,
  writeAnswers,
} from '../../areas/assessment/assessments.store';
import { insertDefinition } from '../../areas/survey/survey-definitions.store';
import type { Database } from '../schema';
import { brandsWith } from './demo-team';

/**
 * The demo growth assessment: in every brand with assessments, a "Leadership growth" definition
 * and two completed assessments of the demo campus by the demo coach, a term apart, so the
 * account page lists them and (where growth assessments are on) the summary shows progress after
 * `npm start`. Skipped where the definition exists.
 */
export const DEMO_ASSESSMENT_NAME = 'Leadership growth';
const DEMO_CAMPUS = 'DEMO-RHS';
/** Any number that names this seed's lock, so two instances starting together write it once. */
const ASSESSMENT_LOCK = 7_400_004;
const DAY_MS = 86_400_000;

/** A text in English (`en`, the default) and its translations. */
const say = ({ en, ...translations }: { en: string } & Record<string, string>) => ({
  default: en,
  ...translations,
});
const level = (value: number, text: { en: string } & Record<string, string>) => ({
  value,
  text: say(text),
});
const LEVELS = [
  level(1, {
    en: 'Beginning',
    de: 'Beginnend',
    es: 'Inicial',
    fr: 'Débutant',
    it: 'Iniziale',
    pl: 'Początkowy',
    pt: 'Inicial',
  }),
  level(2, {
    en: 'Developing',
    de: 'Im Aufbau',
    es: 'En desarrollo',
    fr: 'En progrès',
    it: 'In sviluppo',
    pl: 'Rozwijający się',
    pt: 'Em desenvolvimento',
  }),
  level(3, {
    en: 'Established',
    de: 'Etabliert',
    es: 'Establecido',
    fr: 'Établi',
    it: 'Consolidato',
    pl: 'Ugruntowany',
    pt: 'Estabelecido',
  }),
  level(4, {
    en: 'Leading',
    de: 'Vorbildlich',
    es: 'Ejemplar',
    fr: 'Exemplaire',
    it: 'Esemplare',
    pl: 'Wzorcowy',
    pt: 'Exemplar',
  }),
];
const scored = (name: string, title: { en: string } & Record<string, string>) => ({
  type: 'radiogroup',
  name,
  isRequired: true,
  title: say(title),
  choices: LEVELS,
});

const DEMO_BODY = zSurveyBody.parse({
  title: say({
    en: 'Leadership growth',
    de: 'Führungsentwicklung',
    es: 'Crecimiento del liderazgo',
    fr: 'Progression du leadership',
    it: 'Crescita della leadership',
    pl: 'Rozwój przywództwa',
    pt: 'Crescimento da liderança',
  }),
  pages: [
    {
      name: 'culture',
      title: say({
        en: 'Culture',
        de: 'Kultur',
        es: 'Cultura',
        fr: 'Culture',
        it: 'Cultura',
        pl: 'Kultura',
        pt: 'Cultura',
      }),
      elements: [
        scored('vision', {
          en: 'The vision is shared by the staff',
          de: 'Das Kollegium teilt die Vision',
          es: 'El personal comparte la visión',
          fr: "L'équipe partage la vision",
          it: 'Il personale condivide la visione',
          pl: 'Kadra podziela wizję',
          pt: 'A equipa partilha a visão',
        }),
        scored('trust', {
          en: 'Staff trust one another',
          de: 'Das Kollegium vertraut einander',
          es: 'El personal confía entre sí',
          fr: "L'équipe se fait confiance",
          it: 'Il personale si fida reciprocamente',
          pl: 'Kadra sobie ufa',
          pt: 'A equipa confia entre si',
        }),
        {
          type: 'boolean',
          name: 'huddles',
          title: say({
            en: 'Weekly huddles happen',
            de: 'Wöchentliche Kurzbesprechungen finden statt',
            es: 'Hay reuniones breves semanales',
            fr: 'Des points hebdomadaires ont lieu',
            it: 'Si tengono riunioni brevi settimanali',
            pl: 'Odbywają się cotygodniowe krótkie spotkania',
            pt: 'Há reuniões curtas semanais',
          }),
        },
      ],
    },
    {
      name: 'practice',
      title: say({
        en: 'Practice',
        de: 'Praxis',
        es: 'Práctica',
        fr: 'Pratique',
        it: 'Pratica',
        pl: 'Praktyka',
        pt: 'Prática',
      }),
      elements: [
        scored('feedback', {
          en: 'Teachers get regular feedback',
          de: 'Lehrkräfte erhalten regelmäßig Rückmeldung',
          es: 'El profesorado recibe comentarios periódicos',
          fr: 'Les enseignants reçoivent des retours réguliers',
          it: 'Gli insegnanti ricevono riscontri regolari',
          pl: 'Nauczyciele regularnie otrzymują informację zwrotną',
          pt: 'Os professores recebem feedback regular',
        }),
        {
          type: 'text',
          inputType: 'date',
          name: 'nextVisit',
          title: say({
            en: 'Next visit',
            de: 'Nächster Besuch',
            es: 'Próxima visita',
            fr: 'Prochaine visite',
            it: 'Prossima visita',
            pl: 'Następna wizyta',
            pt: 'Próxima visita',
          }),
        },
        {
          type: 'comment',
          name: 'notes',
          title: say({
            en: 'Notes',
            de: 'Notizen',
            es: 'Notas',
            fr: 'Notes',
            it: 'Note',
            pl: 'Notatki',
            pt: 'Notas',
          }),
        },
      ],
    },
  ],
});

/** The two visits: a term ago, and last week. */
const VISITS: { daysAgo: number; answers: TSurveyAnswers }[] = [
  {
    daysAgo: 100,
    answers: { vision: 2, trust: 1, huddles: false, feedback: 1, notes: 'First visit.' },
  },
  {
    daysAgo: 7,
    answers: { vision: 3, trust: 3, huddles: true, feedback: 2, notes: 'Huddles started.' },
  },
];

async function campusAndCoach(db: Kysely<Database>, brand: BrandKey) {
  const campus = await db
    .selectFrom('crm_account')
    .select('id')
    .where('app_name', '=', brand)
    .where('account_id', '=', DEMO_CAMPUS)
    .executeTakeFirst();
  const coach = await db
    .selectFrom('user_account as u')
    .innerJoin('identity_user as i', 'i.id', 'u.user_id')
    .select('u.id')
    .where('u.app_name', '=', brand)
    .where('i.normalized_email', '=', 'COACH@DEMO.EXAMPLE')
    .executeTakeFirst();
  return campus && coach ? { campusId: campus.id, coachId: coach.id } : undefined;
}

async function seedBrandAssessments(db: Kysely<Database>, brand: BrandKey, now: Date) {
  const found = await campusAndCoach(db, brand);
  if (!found) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ASSESSMENT_LOCK})`.execute(trx);
    const seeded = await trx
      .selectFrom('assessment_definition')
      .select('id')
      .where('app_name', '=', brand)
      .where('name', '=', DEMO_ASSESSMENT_NAME)
      .executeTakeFirst();
    if (seeded) return;
    const surveyId = await insertDefinition(trx, brand, {
      name: DEMO_ASSESSMENT_NAME,
      body: DEMO_BODY,
      by: null,
      now,
    });
    const definitionId = await insertAssessmentDefinition(
      trx,
      brand,
      { name: DEMO_ASSESSMENT_NAME, type: 'compass', surveyDefinitionId: surveyId },
      now,
    );
    for (const visit of VISITS) {
      const at = new Date(now.getTime() - visit.daysAgo * DAY_MS);
      const id = await insertAssessment(trx, brand, {
        definitionId,
        crmAccountId: found.campusId,
        version: 1,
        assessorUserAccountId: found.coachId,
        now: at,
      });
      await writeAnswers(trx, id, visit.answers, { now: at, complete: true });
    }
    await refreshAccountFigures(trx, found.campusId);
  });
}

export async function seedDemoAssessments(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const brand of await brandsWith(db, 'assessments'))
    await seedBrandAssessments(db, brand, now);
}
