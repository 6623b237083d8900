import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { zSurveyBody, type BrandKey, type TSurveyBody, type TeamSurveyKind } from '@portal/core';
import { insertDefinition } from '../../areas/survey/survey-definitions.store';
import { insertInvitations } from '../../areas/survey/survey-invitations.store';
import { insertRelease } from '../../areas/survey/survey-releases.store';
import {
  groupMemberIds,
  insertReleaseTeam,
  markAlignmentStarted,
  saveTeamKind,
} from '../../areas/survey/survey-teams.store';
import { toJson, type Database } from '../schema';
import { brandsWith, demoTeamId } from './demo-team';

/**
 * The demo team surveys, so the team alignment and scorecard pages show something after
 * `npm start`: a "Team alignment" release started for the demo team (its members invited,
 * without an e-mail), and a public "Team scorecard" release with two teams, one of which has
 * the anonymity minimum of answers. Skipped where the definitions exist.
 */
export const DEMO_ALIGNMENT_NAME = 'Team alignment';
export const DEMO_SCORECARD_NAME = 'Team scorecard';
/** Any number that names this seed's lock, so two instances starting together write it once. */
const TEAM_SURVEYS_LOCK = 7_400_037;

type Words = [string, string, string, string, string, string, string];
const text = ([en, de, es, fr, it, pl, pt]: Words) => ({ default: en, de, es, fr, it, pl, pt });
const rating = (name: string, words: Words) => ({
  type: 'rating',
  name,
  isRequired: true,
  rateMin: 1,
  rateMax: 5,
  title: text(words),
});

export const DEMO_ALIGNMENT: TSurveyBody = zSurveyBody.parse({
  title: text([
    'Team alignment',
    'Team-Alignment',
    'Alineación del equipo',
    "Alignement de l'équipe",
    'Allineamento del team',
    'Zgodność zespołu',
    'Alinhamento da equipa',
  ]),
  pages: [
    {
      name: 'alignment',
      elements: [
        rating('purpose', [
          'We agree on what our team is for.',
          'Wir sind uns einig, wofür unser Team da ist.',
          'Estamos de acuerdo en para qué existe nuestro equipo.',
          'Nous sommes d’accord sur la raison d’être de notre équipe.',
          'Siamo d’accordo su a cosa serve il nostro team.',
          'Zgadzamy się, po co jest nasz zespół.',
          'Estamos de acordo sobre a razão de ser da nossa equipa.',
        ]),
        rating('priorities', [
          "We agree on this term's priorities.",
          'Wir sind uns über die Prioritäten dieses Halbjahrs einig.',
          'Estamos de acuerdo en las prioridades de este trimestre.',
          'Nous sommes d’accord sur les priorités de ce trimestre.',
          'Siamo d’accordo sulle priorità di questo periodo.',
          'Zgadzamy się co do priorytetów na ten semestr.',
          'Estamos de acordo sobre as prioridades deste período.',
        ]),
        rating('roles', [
          'Everyone knows who does what.',
          'Alle wissen, wer was macht.',
          'Todos saben quién hace qué.',
          'Chacun sait qui fait quoi.',
          'Tutti sanno chi fa cosa.',
          'Wszyscy wiedzą, kto co robi.',
          'Todos sabem quem faz o quê.',
        ]),
        rating('decisions', [
          'We stick to the decisions we make together.',
          'Wir halten uns an gemeinsame Entscheidungen.',
          'Cumplimos las decisiones que tomamos juntos.',
          'Nous respectons les décisions prises ensemble.',
          'Rispettiamo le decisioni prese insieme.',
          'Trzymamy się wspólnie podjętych decyzji.',
          'Cumprimos as decisões que tomamos em conjunto.',
        ]),
      ],
    },
  ],
});

export const DEMO_SCORECARD: TSurveyBody = zSurveyBody.parse({
  title: text([
    'Team scorecard',
    'Team-Scorecard',
    'Cuadro de mando del equipo',
    "Tableau de bord de l'équipe",
    'Scorecard del team',
    'Karta wyników zespołu',
    'Scorecard da equipa',
  ]),
  pages: [
    {
      name: 'scores',
      elements: [
        {
          type: 'text',
          name: 'team',
          special: 'NonRegisteredGroup',
          title: text(['Team', 'Team', 'Equipo', 'Équipe', 'Team', 'Zespół', 'Equipa']),
        },
        rating('communication', [
          'Communication',
          'Kommunikation',
          'Comunicación',
          'Communication',
          'Comunicazione',
          'Komunikacja',
          'Comunicação',
        ]),
        rating('trust', [
          'Trust',
          'Vertrauen',
          'Confianza',
          'Confiance',
          'Fiducia',
          'Zaufanie',
          'Confiança',
        ]),
        rating('results', [
          'Focus on results',
          'Ergebnisorientierung',
          'Enfoque en resultados',
          'Orientation résultats',
          'Orientamento ai risultati',
          'Nastawienie na wyniki',
          'Foco nos resultados',
        ]),
      ],
    },
  ],
});

type Trx = Kysely<Database>;

async function definitionExists(trx: Trx, brand: BrandKey, name: string) {
  const row = await trx
    .selectFrom('survey_definition')
    .select('id')
    .where('app_name', '=', brand)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

/** A definition and its open release, marked as a team survey. */
async function teamRelease(
  trx: Trx,
  brand: BrandKey,
  now: Date,
  survey: { name: string; body: TSurveyBody; kind: TeamSurveyKind },
) {
  const definitionId = await insertDefinition(trx, brand, {
    name: survey.name,
    body: survey.body,
    by: null,
    now,
  });
  const releaseId = await insertRelease(trx, {
    name: `${survey.name}: this term`,
    trigger_type: 'norelatedentities',
    app_name: brand,
    definition_id: definitionId,
    release_group_id: null,
    opens_at: now,
    closes_at: null,
    anonymous: true,
    uniqueness: 'Person',
    allow_multiple: survey.kind === 'scorecard',
    reminder_days: null,
    is_public: survey.kind === 'scorecard',
    owner_user_account_id: null,
    short_code: randomBytes(9).toString('base64url'),
  });
  await saveTeamKind(trx, releaseId, survey.kind);
  return releaseId;
}

async function seedAlignment(trx: Trx, brand: BrandKey, teamId: string, now: Date) {
  const releaseId = await teamRelease(trx, brand, now, {
    name: DEMO_ALIGNMENT_NAME,
    body: DEMO_ALIGNMENT,
    kind: 'alignment',
  });
  await markAlignmentStarted(trx, { releaseId, groupId: teamId, startedBy: null });
  const members = await groupMemberIds(trx, teamId);
  const keys = members.map((userAccountId) => ({ userAccountId, accountId: teamId }));
  await insertInvitations(trx, releaseId, keys, 'UserGroup');
}

/** Three answers for the first team, so its scorecard shows beside a visitor's. */
const BLUE_ANSWERS = [
  { communication: 4, trust: 5, results: 3 },
  { communication: 3, trust: 4, results: 4 },
  { communication: 4, trust: 4, results: 2 },
];

async function seedScorecard(trx: Trx, brand: BrandKey, now: Date) {
  const releaseId = await teamRelease(trx, brand, now, {
    name: DEMO_SCORECARD_NAME,
    body: DEMO_SCORECARD,
    kind: 'scorecard',
  });
  const blue = await insertReleaseTeam(trx, brand, releaseId, 'Blue team');
  await insertReleaseTeam(trx, brand, releaseId, 'Green team');
  await trx
    .insertInto('survey_response')
    .values(
      BLUE_ANSWERS.map((answers) => ({
        release_id: releaseId,
        definition_version: 1,
        user_account_id: null,
        entity_type: null,
        entity_id: null,
        non_registered_group_id: blue ?? null,
        answers: toJson({ team: 'Blue team', ...answers }),
        params: null,
        language: 'en-us',
        completed: true,
        resume_key_hash: null,
        completed_at: now,
      })),
    )
    .execute();
}

async function seedBrand(db: Kysely<Database>, brand: BrandKey, kinds: Set<TeamSurveyKind>) {
  const teamId = await demoTeamId(db, brand);
  if (!teamId) return;
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${TEAM_SURVEYS_LOCK})`.execute(trx);
    if (kinds.has('alignment') && !(await definitionExists(trx, brand, DEMO_ALIGNMENT_NAME))) {
      await seedAlignment(trx, brand, teamId, now);
    }
    if (kinds.has('scorecard') && !(await definitionExists(trx, brand, DEMO_SCORECARD_NAME))) {
      await seedScorecard(trx, brand, now);
    }
  });
}

export async function seedDemoTeamSurveys(db: Kysely<Database>): Promise<void> {
  const [alignment, scorecard] = await Promise.all([
    brandsWith(db, 'teamAlignment'),
    brandsWith(db, 'teamScorecard'),
  ]);
  const surveys = await brandsWith(db, 'survey');
  for (const brand of surveys) {
    const kinds = new Set<TeamSurveyKind>();
    if (alignment.includes(brand)) kinds.add('alignment');
    if (scorecard.includes(brand)) kinds.add('scorecard');
    if (kinds.size) await seedBrand(db, brand, kinds);
  }
}
