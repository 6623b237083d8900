import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  zSurveyBody,
  type BrandKey,
  type TSurveyAnswers,
  type TSurveyBody,
  type TSurveyReleaseSave,
} from '@portal/core';
import { toJson, type Database } from '../src/db/schema';

/** A short definition with a choice, a rating, a condition and a comment. */
export const SAMPLE_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: { default: 'Team pulse', es: 'Pulso del equipo' },
  pages: [
    {
      name: 'about',
      elements: [
        { type: 'text', name: 'firstName', title: 'First name', special: 'Root_FirstName' },
        {
          type: 'radiogroup',
          name: 'role',
          title: 'Your role',
          isRequired: true,
          choices: [
            { value: 'teacher', text: { default: 'Teacher', es: 'Docente' } },
            { value: 'leader', text: { default: 'Leader', es: 'Líder' } },
          ],
        },
        {
          type: 'comment',
          name: 'leading',
          title: 'What do you lead?',
          visibleWhen: { question: 'role', operator: 'equals', value: 'leader' },
        },
      ],
    },
    {
      name: 'pulse',
      elements: [
        { type: 'rating', name: 'energy', title: 'Energy this week', isRequired: true },
        { type: 'comment', name: 'notes', title: 'Anything else?' },
      ],
    },
  ],
});

const newCode = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A definition with its first version, as a survey admin's first save makes it. */
export async function createSurveyDefinition(
  db: Kysely<Database>,
  brand: BrandKey,
  body: TSurveyBody = SAMPLE_SURVEY,
  name = 'Team pulse',
): Promise<{ id: string; version: number }> {
  const { id } = await db
    .insertInto('survey_definition')
    .values({ app_name: brand, name, created_by: null, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('survey_definition_version')
    .values({ definition_id: id, version: 1, body: toJson(body), created_by: null })
    .execute();
  return { id, version: 1 };
}

/** A release of a definition, open from an hour ago unless told otherwise. */
export async function createSurveyRelease(
  db: Kysely<Database>,
  brand: BrandKey,
  definitionId: string,
  settings: Partial<Omit<TSurveyReleaseSave, 'definitionId' | 'opensAt' | 'closesAt'>> & {
    opensAt?: Date;
    closesAt?: Date | null;
    ownerUserAccountId?: string;
  } = {},
): Promise<{ id: string; shortCode: string }> {
  const shortCode = newCode(9);
  const { id } = await db
    .insertInto('survey_release')
    .values({
      app_name: brand,
      definition_id: definitionId,
      release_group_id: settings.releaseGroupId ?? null,
      name: settings.name ?? 'Spring pulse',
      trigger_type: settings.triggerType ?? 'norelatedentities',
      opens_at: settings.opensAt ?? new Date(Date.now() - 3_600_000),
      closes_at: settings.closesAt ?? null,
      anonymous: settings.anonymous ?? false,
      uniqueness: settings.uniqueness ?? 'Person',
      allow_multiple: settings.allowMultiple ?? false,
      reminder_days: settings.reminderDays ?? null,
      is_public: settings.isPublic ?? false,
      short_code: shortCode,
      owner_user_account_id: settings.ownerUserAccountId ?? null,
      closed_at: null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (settings.targets?.length) {
    await db
      .insertInto('survey_release_target')
      .values(
        settings.targets.map((target) => ({
          release_id: id,
          entity_type: target.entityType,
          entity_id: target.entityId,
        })),
      )
      .execute();
  }
  return { id, shortCode };
}

/** One person asked to answer a release (about an entity, for the "multi" triggers). */
export async function createSurveyInvitation(
  db: Kysely<Database>,
  releaseId: string,
  userAccountId: string,
  entity?: { type: string; id: string },
): Promise<{ id: string; surveyCode: string }> {
  const surveyCode = newCode(32);
  const { id } = await db
    .insertInto('survey_invitation')
    .values({
      release_id: releaseId,
      user_account_id: userAccountId,
      entity_type: entity?.type ?? null,
      entity_id: entity?.id ?? null,
      entity_key: entity?.id ?? '',
      survey_code: surveyCode,
      draft_answers: null,
      draft_version: null,
      reminded_at: null,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, surveyCode };
}

/** A new version of a definition, as a survey admin's later save makes it. */
export async function addSurveyVersion(
  db: Kysely<Database>,
  definitionId: string,
  body: TSurveyBody,
): Promise<number> {
  const { version } = await db
    .updateTable('survey_definition')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', definitionId)
    .returning('version')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('survey_definition_version')
    .values({ definition_id: definitionId, version, body: toJson(body), created_by: null })
    .execute();
  return version;
}

/** A short link to a release, with the params it carries. */
export async function createSurveyShortUrl(
  db: Kysely<Database>,
  brand: BrandKey,
  releaseId: string,
  settings: { params?: Record<string, string>; maxUses?: number; expiresAt?: Date } = {},
): Promise<string> {
  const code = newCode(6);
  await db
    .insertInto('survey_short_url')
    .values({
      code,
      app_name: brand,
      release_id: releaseId,
      params: toJson(settings.params ?? {}),
      max_uses: settings.maxUses ?? null,
      expires_at: settings.expiresAt ?? null,
      created_by: null,
    })
    .execute();
  return code;
}

/** A group of people without accounts (a team scorecard's), named in links by its id. */
export async function createNonRegisteredGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
): Promise<string> {
  const { id } = await db
    .insertInto('non_registered_group')
    .values({ app_name: brand, name, crm_account_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
/** A completed response (named when a person is given), as a submission stores it. */
export type SurveyResponseSeed = {
  answers: TSurveyAnswers;
  version?: number;
  userAccountId?: string | null;
  entity?: { type: string; id: string };
  completedAt?: Date;
  language?: string;
};

/** Completed responses of a release, inserted at once. */
export async function createSurveyResponses(
  db: Kysely<Database>,
  releaseId: string,
  responses: readonly SurveyResponseSeed[],
): Promise<void> {
  if (responses.length === 0) return;
  await db
    .insertInto('survey_response')
    .values(
      responses.map((response) => ({
        release_id: releaseId,
        definition_version: response.version ?? 1,
        user_account_id: response.userAccountId ?? null,
        entity_type: response.entity?.type ?? null,
        entity_id: response.entity?.id ?? null,
        non_registered_group_id: null,
        answers: toJson(response.answers),
        params: null,
        language: response.language ?? 'en-us',
        completed: true,
        resume_key_hash: null,
        completed_at: response.completedAt ?? new Date(),
      })),
    )
    .execute();
}

const choices = (...values: string[]) => values.map((value) => ({ value, text: value }));

/** A question of every type, for the results (a text of each input kind but phone and e-mail). */
export const EVERY_TYPE_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: 'Every type',
  pages: [
    {
      name: 'all',
      elements: [
        { type: 'radiogroup', name: 'role', title: 'Role', choices: choices('teacher', 'leader') },
        { type: 'dropdown', name: 'site', title: 'Site', choices: choices('north', 'south') },
        { type: 'checkbox', name: 'topics', title: 'Topics', choices: choices('a', 'b', 'c') },
        { type: 'boolean', name: 'again', title: 'Again?' },
        { type: 'rating', name: 'energy', title: 'Energy', rateMin: 1, rateMax: 5 },
        { type: 'text', name: 'age', title: 'Age', inputType: 'number' },
        {
          type: 'matrix',
          name: 'agree',
          title: 'Agreement',
          rows: choices('clear', 'useful'),
          columns: [
            { value: 1, text: 'No' },
            { value: 2, text: 'Maybe' },
            { value: 3, text: 'Yes' },
          ],
        },
        { type: 'ranking', name: 'order', title: 'Order', choices: choices('x', 'y', 'z') },
        { type: 'comment', name: 'notes', title: 'Notes' },
        { type: 'text', name: 'day', title: 'Day', inputType: 'date' },
      ],
    },
  ],
});

/** A group of the brand with people in roles (member, leader, trainer). */
export async function createUserGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
  people: readonly { userAccountId: string; role: 'member' | 'leader' | 'trainer' }[],
): Promise<string> {
  const { id } = await db
    .insertInto('user_group')
    .values({
      app_name: brand,
      name,
      is_hidden: false,
      is_visible_to_leaders: true,
      profile_config_id: null,
      reference_id: null,
      reference_type: null,
      crm_status: '',
      status: 'active',
      coaching_session_status_update_email: null,
      special_team_code: null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (people.length) {
    await db
      .insertInto('user_group_person')
      .values(
        people.map((p) => ({
          user_group_id: id,
          user_account_id: p.userAccountId,
          role: p.role,
          added_at: new Date(),
        })),
      )
      .execute();
  }
  return id;
}

/** Marks a release as a team survey, as a survey admin does. */
export async function markTeamSurvey(
  db: Kysely<Database>,
  releaseId: string,
  kind: 'alignment' | 'scorecard',
): Promise<void> {
  await db.insertInto('survey_team_release').values({ release_id: releaseId, kind }).execute();
}

/** A rating-only definition: what a team's averages and agreement are read from. */
export const TEAM_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: 'Team check',
  pages: [
    {
      name: 'team',
      elements: [
        { type: 'text', name: 'team', title: 'Team', special: 'NonRegisteredGroup' },
        { type: 'rating', name: 'trust', title: 'We trust each other', isRequired: true },
        { type: 'rating', name: 'goals', title: 'Our goals are clear', isRequired: true },
      ],
    },
  ],
});

/**
 * A growth assessment's questions: scored options (one and several), yes/no, a day and notes, in
 * two sections.
 */
export const GROWTH_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: 'Leadership growth',
  pages: [
    {
      name: 'culture',
      title: { default: 'Culture', es: 'Cultura' },
      elements: [
        {
          type: 'radiogroup',
          name: 'vision',
          title: 'The vision is shared',
          isRequired: true,
          choices: [1, 2, 3, 4].map((value) => ({ value, text: `Level ${value}` })),
        },
        { type: 'boolean', name: 'huddles', title: 'Weekly huddles happen' },
        { type: 'text', inputType: 'date', name: 'visited', title: 'Visit day' },
      ],
    },
    {
      name: 'practice',
      title: 'Practice',
      elements: [
        {
          type: 'checkbox',
          name: 'habits',
          title: 'Habits seen',
          choices: [1, 2].map((value) => ({ value, text: `Habit ${value}` })),
        },
        { type: 'comment', name: 'notes', title: 'Notes' },
      ],
    },
  ],
});
