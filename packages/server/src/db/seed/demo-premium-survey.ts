import { sql, type Kysely } from 'kysely';
import { zSurveyBody, type BrandKey, type TSurveyBody } from '@portal/core';
import { respondentsOf } from '../../areas/survey/survey-invitations.service';
import { insertInvitations } from '../../areas/survey/survey-invitations.store';
import { grantPremiumAward, setPremium } from '../../areas/survey/survey-premium.store';
import { replaceTargets } from '../../areas/survey/survey-releases.store';
import { completeInvitation, insertResponse } from '../../areas/survey/survey-take.store';
import type { Database } from '../schema';
import { brandsWith } from './demo-team';
import { insertDemoRelease } from './demo-survey-release';

/**
 * The demo premium survey: in every brand with premium surveys, a "Campus culture review"
 * released premium to the demo district's two campuses, answered about Riverside High School by its
 * principal (so the campus holds the premium survey award and its results view shows), and still
 * to do for the campus's participant. Skipped where the definition exists.
 */
const NAME = 'Campus culture review';
/** Any number that names this seed's lock, so two instances starting together write it once. */
const PREMIUM_LOCK = 7_400_038;

const rating = (name: string, title: Record<string, string>) => ({
  type: 'rating',
  name,
  isRequired: true,
  rateMin: 1,
  rateMax: 5,
  title,
});

export const DEMO_PREMIUM_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: {
    default: 'Campus culture review',
    de: 'Überprüfung der Schulkultur',
    es: 'Revisión de la cultura escolar',
    fr: 'Bilan de la culture de l’établissement',
    it: 'Revisione della cultura scolastica',
    pl: 'Przegląd kultury szkoły',
    pt: 'Revisão da cultura escolar',
  },
  pages: [
    {
      name: 'culture',
      elements: [
        rating('climate', {
          default: 'How positive is the climate on campus this year?',
          de: 'Wie positiv ist das Klima an der Schule in diesem Jahr?',
          es: '¿Qué tan positivo es el clima escolar este año?',
          fr: 'Le climat de l’établissement est-il positif cette année ?',
          it: 'Quanto è positivo il clima scolastico quest’anno?',
          pl: 'Jak pozytywny jest klimat w szkole w tym roku?',
          pt: 'Quão positivo é o clima escolar este ano?',
        }),
        rating('teamwork', {
          default: 'How well do leaders and staff work together?',
          de: 'Wie gut arbeiten Leitung und Kollegium zusammen?',
          es: '¿Qué tan bien trabajan juntos directivos y personal?',
          fr: 'La direction et l’équipe travaillent-elles bien ensemble ?',
          it: 'Quanto bene collaborano dirigenza e personale?',
          pl: 'Jak dobrze współpracują kierownictwo i kadra?',
          pt: 'Quão bem trabalham juntos a direção e a equipa?',
        }),
        {
          type: 'comment',
          name: 'strength',
          title: {
            default: 'What is the campus’s greatest strength?',
            de: 'Was ist die größte Stärke der Schule?',
            es: '¿Cuál es la mayor fortaleza de la escuela?',
            fr: 'Quelle est la plus grande force de l’établissement ?',
            it: 'Qual è il punto di forza più grande della scuola?',
            pl: 'Jaka jest największa mocna strona szkoły?',
            pt: 'Qual é o maior ponto forte da escola?',
          },
        },
      ],
    },
  ],
});

async function seedBrandPremium(db: Kysely<Database>, brand: BrandKey, now: Date) {
  const campuses = await db
    .selectFrom('crm_account')
    .select('id')
    .where('app_name', '=', brand)
    .where('account_id', 'in', ['DEMO-RHS', 'DEMO-RMS'])
    .execute();
  if (campuses.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PREMIUM_LOCK})`.execute(trx);
    const release = {
      name: 'Campus culture review: this year',
      trigger_type: 'allaccountsmultisurvey',
    };
    const definition = { name: NAME, body: DEMO_PREMIUM_SURVEY };
    const releaseId = await insertDemoRelease(trx, brand, definition, release, now);
    if (!releaseId) return;
    const targets = campuses.map((c) => ({ entityType: 'CrmAccount' as const, entityId: c.id }));
    await replaceTargets(trx, releaseId, targets);
    await setPremium(trx, releaseId, true, null);
    const invited = await insertInvitations(
      trx,
      releaseId,
      await respondentsOf(trx, brand, { id: releaseId, ...release }),
    );
    if (invited.length === 0) return;
    // The principal answered about their campus (the campus admin: see demo-organisation).
    const principal = await trx
      .selectFrom('survey_invitation as i')
      .innerJoin('crm_account_person as p', (join) =>
        join
          .onRef('p.user_account_id', '=', 'i.user_account_id')
          .onRef('p.crm_account_id', '=', 'i.entity_id')
          .on('p.role', '=', 'admin'),
      )
      .select(['i.id', 'i.user_account_id', 'i.entity_id'])
      .where(
        'i.id',
        'in',
        invited.map((i) => i.id),
      )
      .executeTakeFirst();
    if (!principal?.entity_id) return;
    await completeInvitation(trx, principal.id, now, false);
    const entity = { type: 'CrmAccount', id: principal.entity_id };
    await insertResponse(
      trx,
      {
        releaseId,
        version: 1,
        answers: { climate: 4, teamwork: 5, strength: 'Teachers who plan together every week.' },
        language: 'en-us',
        userAccountId: principal.user_account_id,
        entity,
        nonRegisteredGroupId: null,
        params: null,
      },
      now,
    );
    await grantPremiumAward(trx, { releaseId, entityType: entity.type, entityId: entity.id }, now);
  });
}

export async function seedDemoPremiumSurveys(
  db: Kysely<Database>,
  now = new Date(),
): Promise<void> {
  for (const brand of await brandsWith(db, 'premiumSurvey')) await seedBrandPremium(db, brand, now);
}
