import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { zSurveyBody, type BrandKey, type TSurveyBody } from '@portal/core';
import { insertDefinition } from '../../areas/survey/survey-definitions.store';
import { respondentsOf } from '../../areas/survey/survey-invitations.service';
import { insertInvitations } from '../../areas/survey/survey-invitations.store';
import { insertRelease, replaceTargets } from '../../areas/survey/survey-releases.store';
import type { Database } from '../schema';
import { brandsWith, demoTeamId } from './demo-team';

/**
 * The demo survey: in every brand with surveys, a "Team pulse" definition released to the demo
 * team and open to anyone with its public link, so survey/admin, mysurveys and the public survey
 * show something after `npm start`. The team's members are invited without an e-mail (the
 * release job e-mails those it invites later). Skipped where the definition exists.
 */
export const DEMO_SURVEY_NAME = 'Team pulse';
/** Any number that names this seed's lock, so two instances starting together write it once. */
const SURVEY_LOCK = 7_400_003;

const agree = [
  {
    value: 1,
    text: {
      default: 'Strongly disagree',
      de: 'Stimme gar nicht zu',
      es: 'Totalmente en desacuerdo',
      fr: "Pas du tout d'accord",
      it: 'Per niente d’accordo',
      pl: 'Zdecydowanie się nie zgadzam',
      pt: 'Discordo totalmente',
    },
  },
  {
    value: 2,
    text: {
      default: 'Disagree',
      de: 'Stimme nicht zu',
      es: 'En desacuerdo',
      fr: "Pas d'accord",
      it: 'In disaccordo',
      pl: 'Nie zgadzam się',
      pt: 'Discordo',
    },
  },
  {
    value: 3,
    text: {
      default: 'Neutral',
      de: 'Neutral',
      es: 'Neutral',
      fr: 'Neutre',
      it: 'Neutrale',
      pl: 'Nie mam zdania',
      pt: 'Neutro',
    },
  },
  {
    value: 4,
    text: {
      default: 'Agree',
      de: 'Stimme zu',
      es: 'De acuerdo',
      fr: "D'accord",
      it: 'D’accordo',
      pl: 'Zgadzam się',
      pt: 'Concordo',
    },
  },
  {
    value: 5,
    text: {
      default: 'Strongly agree',
      de: 'Stimme voll zu',
      es: 'Totalmente de acuerdo',
      fr: "Tout à fait d'accord",
      it: 'Completamente d’accordo',
      pl: 'Zdecydowanie się zgadzam',
      pt: 'Concordo totalmente',
    },
  },
];

export const DEMO_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: {
    default: 'Team pulse',
    de: 'Team-Puls',
    es: 'Pulso del equipo',
    fr: "Pouls de l'équipe",
    it: 'Polso del team',
    pl: 'Puls zespołu',
    pt: 'Pulso da equipa',
    'pt-br': 'Pulso da equipe',
  },
  description: {
    default: 'Five minutes on how your team is doing this term.',
    de: 'Fünf Minuten dazu, wie es Ihrem Team in diesem Halbjahr geht.',
    es: 'Cinco minutos sobre cómo le va a su equipo este trimestre.',
    fr: 'Cinq minutes sur la marche de votre équipe ce trimestre.',
    it: 'Cinque minuti su come va il vostro team in questo periodo.',
    pl: 'Pięć minut o tym, jak radzi sobie Twój zespół w tym semestrze.',
    pt: 'Cinco minutos sobre como está a sua equipa neste período.',
  },
  completedText: {
    default: 'Thank you: your team lead sees the results once enough people have answered.',
    de: 'Danke: Ihre Teamleitung sieht die Ergebnisse, sobald genug Personen geantwortet haben.',
    es: 'Gracias: su responsable verá los resultados cuando hayan respondido suficientes personas.',
    fr: 'Merci : votre responsable verra les résultats dès que suffisamment de personnes auront répondu.',
    it: 'Grazie: il responsabile vedrà i risultati quando avranno risposto abbastanza persone.',
    pl: 'Dziękujemy: lider zespołu zobaczy wyniki, gdy odpowie wystarczająco wiele osób.',
    pt: 'Obrigado: o responsável verá os resultados quando responderem pessoas suficientes.',
  },
  pages: [
    {
      name: 'team',
      elements: [
        {
          type: 'matrix',
          name: 'climate',
          isRequired: true,
          title: {
            default: 'How much do you agree?',
            de: 'Wie sehr stimmen Sie zu?',
            es: '¿Cuánto está de acuerdo?',
            fr: "Dans quelle mesure êtes-vous d'accord ?",
            it: 'Quanto è d’accordo?',
            pl: 'Na ile się zgadzasz?',
            pt: 'Até que ponto concorda?',
          },
          rows: [
            {
              value: 'goals',
              text: {
                default: 'Our goals for this term are clear.',
                de: 'Unsere Ziele für dieses Halbjahr sind klar.',
                es: 'Nuestros objetivos para este trimestre están claros.',
                fr: 'Nos objectifs pour ce trimestre sont clairs.',
                it: 'I nostri obiettivi per questo periodo sono chiari.',
                pl: 'Nasze cele na ten semestr są jasne.',
                pt: 'Os nossos objetivos para este período são claros.',
              },
            },
            {
              value: 'support',
              text: {
                default: 'I get the support I need.',
                de: 'Ich bekomme die Unterstützung, die ich brauche.',
                es: 'Recibo el apoyo que necesito.',
                fr: "Je reçois le soutien dont j'ai besoin.",
                it: 'Ricevo il supporto di cui ho bisogno.',
                pl: 'Otrzymuję potrzebne wsparcie.',
                pt: 'Recebo o apoio de que preciso.',
              },
            },
          ],
          columns: agree,
        },
        {
          type: 'rating',
          name: 'energy',
          isRequired: true,
          rateMin: 1,
          rateMax: 5,
          title: {
            default: 'How is your energy this week?',
            de: 'Wie ist Ihre Energie diese Woche?',
            es: '¿Cómo está su energía esta semana?',
            fr: 'Quelle est votre énergie cette semaine ?',
            it: 'Com’è la sua energia questa settimana?',
            pl: 'Jaki masz poziom energii w tym tygodniu?',
            pt: 'Como está a sua energia esta semana?',
          },
          minRateDescription: {
            default: 'Drained',
            de: 'Erschöpft',
            es: 'Agotado',
            fr: 'Épuisé',
            it: 'Esausto',
            pl: 'Wyczerpany',
            pt: 'Esgotado',
          },
          maxRateDescription: {
            default: 'Full of energy',
            de: 'Voller Energie',
            es: 'Lleno de energía',
            fr: "Plein d'énergie",
            it: 'Pieno di energia',
            pl: 'Pełen energii',
            pt: 'Cheio de energia',
          },
        },
      ],
    },
    {
      name: 'next',
      elements: [
        {
          type: 'boolean',
          name: 'blocked',
          title: {
            default: 'Is anything in your way right now?',
            de: 'Steht Ihnen gerade etwas im Weg?',
            es: '¿Hay algo que le frene ahora mismo?',
            fr: 'Quelque chose vous freine-t-il en ce moment ?',
            it: 'C’è qualcosa che la ostacola in questo momento?',
            pl: 'Czy coś Ci teraz przeszkadza?',
            pt: 'Há algo que o esteja a travar neste momento?',
          },
        },
        {
          type: 'comment',
          name: 'blocker',
          isRequired: true,
          visibleWhen: { question: 'blocked', operator: 'equals', value: true },
          title: {
            default: 'What is in your way?',
            de: 'Was steht Ihnen im Weg?',
            es: '¿Qué le frena?',
            fr: 'Qu’est-ce qui vous freine ?',
            it: 'Che cosa la ostacola?',
            pl: 'Co Ci przeszkadza?',
            pt: 'O que o está a travar?',
          },
        },
        {
          type: 'comment',
          name: 'idea',
          title: {
            default: 'One idea to make next week better',
            de: 'Eine Idee für eine bessere nächste Woche',
            es: 'Una idea para mejorar la próxima semana',
            fr: 'Une idée pour améliorer la semaine prochaine',
            it: 'Un’idea per migliorare la prossima settimana',
            pl: 'Jeden pomysł na lepszy następny tydzień',
            pt: 'Uma ideia para melhorar a próxima semana',
          },
        },
      ],
    },
  ],
});

async function seedBrandSurvey(db: Kysely<Database>, brand: BrandKey, now: Date) {
  const teamId = await demoTeamId(db, brand);
  if (!teamId) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SURVEY_LOCK})`.execute(trx);
    const seeded = await trx
      .selectFrom('survey_definition')
      .select('id')
      .where('app_name', '=', brand)
      .where('name', '=', DEMO_SURVEY_NAME)
      .executeTakeFirst();
    if (seeded) return;
    const definitionId = await insertDefinition(trx, brand, {
      name: DEMO_SURVEY_NAME,
      body: DEMO_SURVEY,
      by: null,
      now,
    });
    const release = { name: 'Team pulse: this term', trigger_type: 'norelatedentities' };
    const releaseId = await insertRelease(trx, {
      ...release,
      app_name: brand,
      definition_id: definitionId,
      release_group_id: null,
      opens_at: now,
      closes_at: null,
      anonymous: true,
      uniqueness: 'Person',
      allow_multiple: false,
      reminder_days: null,
      is_public: true,
      owner_user_account_id: null,
      short_code: randomBytes(9).toString('base64url'),
    });
    await replaceTargets(trx, releaseId, [{ entityType: 'UserGroup', entityId: teamId }]);
    const people = await respondentsOf(trx, brand, { id: releaseId, ...release });
    await insertInvitations(trx, releaseId, people);
  });
}

export async function seedDemoSurveys(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const brand of await brandsWith(db, 'survey')) await seedBrandSurvey(db, brand, now);
}
