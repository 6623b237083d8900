import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEFAULT_LOCALE,
  TRIGGER_RULES,
  triggerOf,
  oneClickPath,
  oneClickQuestion,
  surveyCodePath,
  type BrandKey,
  type LocaleCode,
  type TSurveyBody,
  type TemplateChoices,
} from '@portal/core';
import { loadLocale } from '@portal/core/i18n/server';
import type { Database } from '../../db/schema';
import { SURVEY_TEMPLATE_CODES } from '../../mail/templates/survey-templates';
import { QUICK_ANSWERS } from '../../mail/templates/builtin-templates';
import { queueTemplateMessage, recipientLocale } from '../../mail/templates/template-mail';
import { targetRows } from './survey-releases.store';
import {
  contactsOf,
  deleteInvitations,
  insertInvitations,
  invitationsOf,
  latestBodyOfRelease,
  peopleOfAccounts,
  peopleOfOthers,
  reachedAccounts,
  type InvitationKey,
} from './survey-invitations.store';

/** Work on one brand's invitations, from a request or a job. */
export type InvitationRun = {
  db: Kysely<Database>;
  brand: BrandKey;
  /** Scheme, host and port of the brand's site, for the links in e-mails. */
  origin: string;
  now: Date;
  log: FastifyBaseLogger;
};

/** What an invitation e-mail names: the release, and the code of the person's own link. */
type ReleaseRef = { id: string; name: string; trigger_type: string };

const keyOf = (key: { userAccountId: string; accountId: string | null }) =>
  `${key.userAccountId}/${key.accountId ?? ''}`;

/**
 * Who a release asks, by its trigger type (core's TRIGGER_RULES): the people of the accounts the
 * trigger reaches from the target accounts, the members of target groups, the people of target
 * events and the target people. A "multi" trigger asks about each account a person belongs to;
 * the people it reaches otherwise are asked once, unless an account already asks them.
 */
export async function respondentsOf(
  db: Kysely<Database>,
  brand: BrandKey,
  release: ReleaseRef,
): Promise<InvitationKey[]> {
  const rule = TRIGGER_RULES[triggerOf(release.trigger_type)];
  const targets = await targetRows(db, release.id);
  const idsOf = (type: string) =>
    targets.filter((t) => t.entity_type === type).map((t) => t.entity_id);
  const accounts = await reachedAccounts(db, brand, idsOf('CrmAccount'), rule.accounts);
  const ofAccounts = await peopleOfAccounts(db, brand, accounts);
  const others = await peopleOfOthers(db, brand, {
    groups: idsOf('UserGroup'),
    events: idsOf('TrainingEvent'),
    people: idsOf('UserAccount'),
  });
  const keys = new Map<string, InvitationKey>();
  const add = (key: InvitationKey) => keys.set(keyOf(key), key);
  if (rule.perAccount) {
    for (const p of ofAccounts) add({ userAccountId: p.userAccountId, accountId: p.accountId });
    const asked = new Set(ofAccounts.map((p) => p.userAccountId));
    for (const id of others) if (!asked.has(id)) add({ userAccountId: id, accountId: null });
  } else {
    for (const id of [...ofAccounts.map((p) => p.userAccountId), ...others]) {
      add({ userAccountId: id, accountId: null });
    }
  }
  return [...keys.values()];
}

/**
 * Brings a release's invitations to whom its targets reach now: new people are invited (and
 * e-mailed once: the unique key keeps a concurrent run from inviting twice); people no longer
 * reached lose their invitation unless they answered (or began to). Answers how many were new.
 */
export async function syncInvitations(run: InvitationRun, release: ReleaseRef): Promise<number> {
  const wanted = await respondentsOf(run.db, run.brand, release);
  return run.db.transaction().execute(async (trx) => {
    const existing = await invitationsOf(trx, release.id);
    const wantedKeys = new Set(wanted.map(keyOf));
    const keyOfRow = (i: (typeof existing)[number]) =>
      keyOf({ userAccountId: i.user_account_id, accountId: i.entity_key || null });
    const have = new Set(existing.map(keyOfRow));
    // A team alignment's invitations follow its group, not the release's targets.
    const gone = existing.filter(
      (i) => !i.answered && i.entity_type !== 'UserGroup' && !wantedKeys.has(keyOfRow(i)),
    );
    await deleteInvitations(
      trx,
      gone.map((i) => i.id),
    );
    const added = await insertInvitations(
      trx,
      release.id,
      wanted.filter((key) => !have.has(keyOf(key))),
    );
    await queueSurveyMails(trx, run, release, added, 'invitation');
    return added.length;
  });
}

/**
 * The first question with a link per answer (`oneClickQuestion`), which answers it and opens the
 * rest of the survey; no links when the first question cannot be answered by one click.
 */
async function quickAnswers(
  body: TSurveyBody | undefined,
  invitation: { surveyCode: string; userAccountId: string },
  origin: string,
  locale: LocaleCode,
): Promise<TemplateChoices> {
  const words = (await loadLocale(locale)).surveys.renderer;
  const question = body ? oneClickQuestion(body, locale, words) : null;
  if (!question) return { prompt: '', choices: [] };
  return {
    prompt: question.prompt,
    choices: question.choices.map(({ label, value }) => ({
      label,
      href: `${origin}${oneClickPath(invitation.surveyCode, invitation.userAccountId, 0, value)}`,
    })),
  };
}

/** Queues the invitation (or a reminder) of each person with an address, in their language. */
export async function queueSurveyMails(
  db: Kysely<Database>,
  run: InvitationRun,
  release: { id: string; name: string },
  invitations: readonly { id: string; surveyCode: string; userAccountId: string }[],
  kind: 'invitation' | 'reminder',
  pageOf: (surveyCode: string) => string = surveyCodePath,
): Promise<number> {
  const contacts = await contactsOf(
    db,
    invitations.map((i) => i.userAccountId),
  );
  const body = kind === 'invitation' ? await latestBodyOfRelease(db, release.id) : undefined;
  let queued = 0;
  for (const invitation of invitations) {
    const contact = contacts.get(invitation.userAccountId);
    if (!contact?.email) continue;
    // The language queueTemplateMessage writes the e-mail in: the person's own, else the default.
    const locale =
      (await recipientLocale(db, undefined, invitation.userAccountId)) ?? DEFAULT_LOCALE;
    await queueTemplateMessage(db, run.brand, SURVEY_TEMPLATE_CODES[kind], {
      to: contact.email,
      userAccountId: invitation.userAccountId,
      origin: run.origin,
      data: {
        firstName: contact.firstName || contact.email,
        surveyName: release.name,
        // The anonymous page of the same survey: nobody must sign in to answer (decisions).
        link: `${run.origin}${pageOf(invitation.surveyCode)}`,
        // Only the invitation asks the first question (its template has the placeholder).
        ...(kind === 'invitation'
          ? { [QUICK_ANSWERS]: await quickAnswers(body, invitation, run.origin, locale) }
          : {}),
      },
      comment: kind === 'invitation' ? 'Survey invitation' : 'Survey reminder',
      entityType: 'SurveyInvitation',
      entityId: invitation.id,
    });
    queued++;
  }
  return queued;
}
