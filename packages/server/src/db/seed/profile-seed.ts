import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  DEFAULT_MIN_GROUP_SIZE,
  groupDescribers,
  visibleSets,
  type BrandKey,
  type DescriberRelationship,
  type LocaleCode,
} from '@portal/core';
import { toJson, type Database } from '../schema';
import { DEMO_TARGETS, demoDefinition } from './instrument/demo-instrument';
import type { InstrumentTexts } from './instrument/instrument-types';
import { INSTRUMENT_TEXTS } from './instrument/texts';

const code = () => randomBytes(32).toString('base64url');

/** Each brand's 360 instrument: the demo definition, its default format and configuration. */
export async function seedProfileInstrument(
  trx: Transaction<Database>,
  brand: BrandKey,
  texts: Partial<Record<LocaleCode, InstrumentTexts>> = INSTRUMENT_TEXTS,
): Promise<{ configId: string; formatId: string }> {
  const definition = demoDefinition(texts);
  const now = new Date();
  const { id: definitionId } = await trx
    .insertInto('profile_definition')
    .values({
      app_name: brand,
      code: definition.code,
      name: definition.name,
      scales: toJson(definition.scales),
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: formatId } = await trx
    .insertInto('profile_report_format')
    .values({
      app_name: brand,
      name: 'Standard report',
      profile_definition_id: definitionId,
      targets: toJson(DEMO_TARGETS),
      min_group_size: DEFAULT_MIN_GROUP_SIZE,
      show_manager_by_name: false,
      top_constraint_count: 3,
      strength_count: 3,
      is_default: true,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: configId } = await trx
    .insertInto('profile_config')
    .values({
      app_name: brand,
      name: 'Standard 360',
      profile_definition_id: definitionId,
      report_format_id: formatId,
      self_only: false,
      release_date: null,
      min_describers: 3,
      require_check_in: false,
      is_self_required: true,
      reminder_interval_days: 3,
      max_reminders: 3,
      survey_expiry_days: 60,
      is_default: true,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { configId, formatId };
}

/** A repeatable spread of answers: each describer leans a little differently on each scale. */
function demoAnswers(itemCodes: readonly string[], seed: number): Record<string, number> {
  return Object.fromEntries(
    itemCodes.map((item, i) => {
      const scaleIndex = Math.floor(i / 3);
      const value = 2 + ((seed * 7 + scaleIndex * 5 + i) % 4);
      return [item, Math.min(5, value)];
    }),
  );
}

const DEMO_DESCRIBERS: readonly { relationship: DescriberRelationship; firstName: string }[] = [
  { relationship: 'self', firstName: 'Pat' },
  { relationship: 'manager', firstName: 'Morgan' },
  { relationship: 'peer', firstName: 'Alex' },
  { relationship: 'peer', firstName: 'Sam' },
  { relationship: 'peer', firstName: 'Robin' },
  { relationship: 'directReport', firstName: 'Jamie' },
  { relationship: 'directReport', firstName: 'Casey' },
  { relationship: 'directReport', firstName: 'Drew' },
];

/** The demo participant's finished 360 with a released report, in every brand. */
export async function seedProfileDemo(
  trx: Transaction<Database>,
  brand: BrandKey,
  instrument: { configId: string; formatId: string },
  participant: { userAccountId: string; email: string },
): Promise<void> {
  const now = new Date();
  const definition = await trx
    .selectFrom('profile_config as c')
    .innerJoin('profile_definition as d', 'd.id', 'c.profile_definition_id')
    .select('d.scales')
    .where('c.id', '=', instrument.configId)
    .executeTakeFirstOrThrow();
  const itemCodes = definition.scales.flatMap((s) => s.itemCodes);
  const { id: participantId } = await trx
    .insertInto('profile_participant')
    .values({
      app_name: brand,
      user_account_id: participant.userAccountId,
      profile_config_id: instrument.configId,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await trx
    .insertInto('profile_describer')
    .values(
      DEMO_DESCRIBERS.map((d, index) => ({
        app_name: brand,
        participant_id: participantId,
        relationship: d.relationship,
        first_name: d.firstName,
        last_name: 'Example',
        email:
          d.relationship === 'self'
            ? participant.email
            : `${d.firstName.toLowerCase()}.describer@demo.example`,
        survey_code: code(),
        decline_key: code(),
        is_complete: true,
        completed_at: now,
        invited_at: now,
        answers: toJson(demoAnswers(itemCodes, index)),
        comment: index === 2 ? 'Great at bringing people together before a deadline.' : '',
        updated_at: now,
      })),
    )
    .returning(['id', 'relationship', 'first_name'])
    .execute();
  const others = rows.filter((r) => r.relationship !== 'self');
  const groups = groupDescribers(
    others.map((r) => ({
      id: r.id,
      relationship: r.relationship as Exclude<DescriberRelationship, 'self'>,
      name: r.first_name,
    })),
    { minGroupSize: DEFAULT_MIN_GROUP_SIZE, showManagerByName: false },
  );
  const ids = others.map((r) => r.id);
  await trx
    .insertInto('profile_report')
    .values({
      app_name: brand,
      participant_id: participantId,
      report_code: code(),
      label: 'Demo',
      report_format_id: instrument.formatId,
      describer_ids: toJson(ids),
      self_describer_id: rows.find((r) => r.relationship === 'self')!.id,
      groups: toJson(groups),
      visible_sets: toJson(visibleSets(ids, groups)),
      latest_description_at: now,
      is_released: true,
      released_at: now,
      release_notified_at: now,
      updated_at: now,
    })
    .execute();
}
