import type { Kysely } from 'kysely';
import {
  LOCALES,
  ResponseUniquenessType,
  defaultEventSurveyBody,
  eventSurveySource,
  type BrandKey,
  type EventSurveySettings,
  type EventSurveyTexts,
  type TSurveyBody,
} from '@portal/core';
import { loadLocale } from '@portal/core/i18n/server';
import type { Database } from '../../db/schema';
import { createHostedRelease } from '../survey/survey-hosted.service';
import {
  findDefaultReleaseId,
  findUsableRelease,
  insertDefaultRelease,
  type EventSurveyRelease,
} from './event-survey.store';

type Db = Kysely<Database>;

/** The default post-event survey: the five statements in every language of the portal. */
export async function eventSurveyDefaultBody(): Promise<TSurveyBody> {
  const texts = await Promise.all(
    LOCALES.map(async (locale) => {
      const catalog = await loadLocale(locale);
      return [locale, catalog.eventSurveys.default as EventSurveyTexts] as const;
    }),
  );
  const byLocale = Object.fromEntries(texts) as Record<(typeof LOCALES)[number], EventSurveyTexts>;
  return defaultEventSurveyBody(byLocale);
}

/** Thrown to undo a default made while another request made it too. */
class MadeMeanwhile extends Error {}

/**
 * The brand's release of the default post-event survey, made on first need: a definition of the
 * five statements and a release that no target reaches (its invitations are the events').
 */
export async function defaultEventSurveyRelease(
  db: Db,
  brand: BrandKey,
  now: Date,
): Promise<EventSurveyRelease> {
  const known = await findDefaultReleaseId(db, brand);
  if (!known) await makeDefaultRelease(db, brand, now);
  const id = known ?? (await findDefaultReleaseId(db, brand));
  const release = id ? await findUsableRelease(db, brand, id) : undefined;
  if (!release) throw new Error(`The default event survey of ${brand} is missing`);
  return release;
}

async function makeDefaultRelease(db: Db, brand: BrandKey, now: Date): Promise<void> {
  const body = await eventSurveyDefaultBody();
  const name = typeof body.title === 'string' ? body.title : body.title.default;
  // In the caller's transaction when there is one (migration 0039), else in one of its own.
  const inTransaction = (work: (trx: Db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  try {
    await inTransaction(async (trx) => {
      const releaseId = await createHostedRelease(trx, brand, {
        body,
        name,
        now,
        release: {
          release_group_id: null,
          trigger_type: 'norelatedentities',
          opens_at: now,
          closes_at: null,
          anonymous: false,
          uniqueness: ResponseUniquenessType.PersonAndEntity,
          allow_multiple: false,
          reminder_days: null,
          is_public: false,
          owner_user_account_id: null,
        },
      });
      if (!(await insertDefaultRelease(trx, brand, releaseId))) throw new MadeMeanwhile();
    });
  } catch (error) {
    if (!(error instanceof MadeMeanwhile)) throw error;
  }
}

/**
 * The release an event type's survey is answered on: the type's chosen release while it can take
 * answers, else the default one; null when the type links to an outside survey instead.
 */
export async function eventSurveyRelease(
  db: Db,
  brand: BrandKey,
  settings: EventSurveySettings,
  now: Date,
): Promise<EventSurveyRelease | null> {
  const source = eventSurveySource(settings);
  if (source.kind === 'external') return null;
  const chosen =
    source.kind === 'release' ? await findUsableRelease(db, brand, source.releaseId) : undefined;
  return chosen ?? defaultEventSurveyRelease(db, brand, now);
}
