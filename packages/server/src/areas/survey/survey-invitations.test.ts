import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zSurveyBody, type TriggerType, type TSurveyReleaseSave } from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import { createSurveyDefinition } from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call } from '../crmaccount/accounts-test-support';
import { inviteOpenReleases, sendDueReminders } from './survey-invitations-jobs.service';
import {
  createSurveyAudience,
  invitationKeys,
  releaseInput,
  saveRelease,
  type SurveyAudience,
} from './survey-releases-test-support';

const DAY = 86_400_000;

describe.each(testEngines())('survey invitations on %s', (engine) => {
  let t: TestApp;
  let a: SurveyAudience;
  let definitionId: string;

  const target = (
    entityType: TSurveyReleaseSave['targets'][number]['entityType'],
    entityId: string,
  ) => ({
    entityType,
    entityId,
  });
  const accountsOf = (...ids: string[]) => ids.map((id) => target('CrmAccount', id));
  const key = (person: keyof SurveyAudience['people'], accountId = '') =>
    `${a.people[person].userAccountId}/${accountId}`;
  const release = (triggerType: TriggerType, targets: TSurveyReleaseSave['targets'], more = {}) =>
    saveRelease(t, a.admin, releaseInput(definitionId, { triggerType, targets, ...more }));
  const run = (now = new Date()) => ({
    db: t.database.db,
    brand: 'teams' as const,
    origin: 'http://teams.test',
    now,
    log: t.app.log,
  });
  const mailsOf = (releaseId: string) =>
    t.database.db
      .selectFrom('message as m')
      .innerJoin('survey_invitation as i', (j) => j.on(sql<boolean>`m.entity_id = i.id::text`))
      .select(['m.recipient', 'm.subject', 'm.template_id', 'm.body_text', 'i.user_account_id'])
      .where('i.release_id', '=', releaseId)
      .where('m.entity_type', '=', 'SurveyInvitation')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    a = await createSurveyAudience(t);
    ({ id: definitionId } = await createSurveyDefinition(t.database.db, 'teams'));
  });
  afterAll(() => t.close());

  it('invites the people of the target accounts once each (one survey)', async () => {
    const r = await release(
      'allaccountsonesurvey',
      accountsOf(a.accounts.child1, a.accounts.child2),
    );
    expect(await invitationKeys(t, r.id)).toEqual(
      [key('child1'), key('child1Admin'), key('both'), key('child2')].sort(),
    );
    expect(r.counts).toEqual({ invited: 4, completed: 0 });
  });

  it('invites per person and account for a multi trigger, the others once', async () => {
    const r = await release('allaccountsmultisurvey', [
      ...accountsOf(a.accounts.child1, a.accounts.child2),
      target('UserGroup', a.groupId),
    ]);
    const { child1, child2 } = a.accounts;
    expect(await invitationKeys(t, r.id)).toEqual(
      [
        key('child1', child1),
        key('child1Admin', child1),
        key('both', child1),
        key('both', child2),
        key('child2', child2),
        key('member'),
      ].sort(),
    );
  });

  it('reaches only the targets at the top of their tree for the parent triggers', async () => {
    const targets = accountsOf(a.accounts.parent, a.accounts.child1);
    const one = await release('parentaccountsonesurvey', targets);
    expect(await invitationKeys(t, one.id)).toEqual([key('parent')]);
    const multi = await release('parentaccountsmultisurvey', targets);
    expect(await invitationKeys(t, multi.id)).toEqual([key('parent', a.accounts.parent)]);
  });

  it('reaches the children of the targets for the child triggers', async () => {
    const one = await release('childaccountsonesurvey', accountsOf(a.accounts.parent));
    expect(await invitationKeys(t, one.id)).toEqual(
      [key('child1'), key('child1Admin'), key('both'), key('child2')].sort(),
    );
    const multi = await release('childaccountsmultisurvey', accountsOf(a.accounts.parent));
    expect(await invitationKeys(t, multi.id)).toHaveLength(5);
  });

  it('reaches the parents of the targets for the parents-from-children triggers', async () => {
    const targets = accountsOf(a.accounts.child1, a.accounts.child2);
    const one = await release('parentaccountsfromchildaccountssinglesurvey', targets);
    expect(await invitationKeys(t, one.id)).toEqual([key('parent')]);
    const multi = await release('parentaccountsfromchildaccountsmultisurvey', targets);
    expect(await invitationKeys(t, multi.id)).toEqual([key('parent', a.accounts.parent)]);
  });

  it('invites group members, event participants with an account and target people', async () => {
    const r = await release('norelatedentities', [
      ...accountsOf(a.accounts.parent),
      target('UserGroup', a.groupId),
      target('TrainingEvent', a.eventId),
      target('UserAccount', a.people.loner.userAccountId),
    ]);
    expect(await invitationKeys(t, r.id)).toEqual(
      [key('member'), key('attendee'), key('loner')].sort(),
    );
    expect(r.targets.map((x) => x.name)).toContain('Pulse team');
  });

  it('is idempotent: saving again and the job e-mail each invitation once, in its language', async () => {
    await t.database.db
      .updateTable('user_account')
      .set({ language: 'es' })
      .where('id', '=', a.people.member.userAccountId)
      .execute();
    const input = releaseInput(definitionId, {
      name: 'Idempotent pulse',
      targets: [
        target('UserGroup', a.groupId),
        target('UserAccount', a.people.loner.userAccountId),
      ],
    });
    const first = await saveRelease(t, a.admin, input);
    await saveRelease(t, a.admin, { ...input, id: first.id, version: first.version });
    await inviteOpenReleases(run());
    expect(await invitationKeys(t, first.id)).toEqual([key('member'), key('loner')].sort());
    const mails = await mailsOf(first.id);
    expect(mails).toHaveLength(2);
    const toMember = mails.find((m) => m.user_account_id === a.people.member.userAccountId);
    expect(toMember).toMatchObject({
      recipient: a.people.member.email,
      template_id: 'survey-invitation',
    });
    expect(toMember?.subject).toContain('responda Idempotent pulse');
    expect(toMember?.body_text).toMatch(/http:\/\/[^ ]+\/surveys\/[A-Za-z0-9_-]{43}/);
    const toLoner = mails.find((m) => m.user_account_id === a.people.loner.userAccountId);
    expect(toLoner?.subject).toContain('please answer Idempotent pulse');
  });

  it("asks a rating first question in the e-mail, a one-click link per answer in the person's language", async () => {
    const body = zSurveyBody.parse({
      title: 'Pulse',
      pages: [
        {
          name: 'p',
          elements: [
            {
              type: 'rating',
              name: 'energy',
              title: { default: 'Energy?', es: '¿Energía?' },
              rateMax: 3,
            },
          ],
        },
      ],
    });
    const { id } = await createSurveyDefinition(t.database.db, 'teams', body, 'Quick pulse');
    await t.database.db
      .updateTable('user_account')
      .set({ language: 'es' })
      .where('id', '=', a.people.member.userAccountId)
      .execute();
    const first = await saveRelease(
      t,
      a.admin,
      releaseInput(id, {
        name: 'Quick pulse',
        targets: [target('UserAccount', a.people.member.userAccountId)],
      }),
    );
    const [mail] = await mailsOf(first.id);
    const [invitation] = await t.database.db
      .selectFrom('survey_invitation')
      .select('survey_code')
      .where('release_id', '=', first.id)
      .execute();
    const link = (value: number) =>
      `/survey/${invitation?.survey_code}/${a.people.member.userAccountId}/0/${value}`;
    expect(mail?.body_text).toContain('¿Energía?\n1: http');
    for (const value of [1, 2, 3]) expect(mail?.body_text).toContain(`${link(value)}\n`);
  });

  it('drops invitations no longer reached unless answered, and keeps the answered', async () => {
    const first = await release('norelatedentities', [
      target('UserGroup', a.groupId),
      target('UserAccount', a.people.loner.userAccountId),
    ]);
    await t.database.db
      .updateTable('survey_invitation')
      .set({ completed_at: new Date() })
      .where('release_id', '=', first.id)
      .where('user_account_id', '=', a.people.member.userAccountId)
      .execute();
    await saveRelease(t, a.admin, {
      ...releaseInput(definitionId, { targets: [] }),
      id: first.id,
      version: first.version,
    });
    expect(await invitationKeys(t, first.id)).toEqual([key('member')]);
  });

  it('invites a release that opens later only once it is open (the job)', async () => {
    const opensAt = new Date(Date.now() + DAY);
    const later = await saveRelease(
      t,
      a.admin,
      releaseInput(definitionId, {
        opensAt: opensAt.toISOString(),
        targets: [target('UserAccount', a.people.loner.userAccountId)],
      }),
    );
    expect(await invitationKeys(t, later.id)).toEqual([]);
    await inviteOpenReleases(run());
    expect(await invitationKeys(t, later.id)).toEqual([]);
    await inviteOpenReleases(run(new Date(opensAt.getTime() + 60_000)));
    expect(await invitationKeys(t, later.id)).toEqual([key('loner')]);
  });

  describe('reminders', () => {
    let releaseId: string;
    const reminders = async () =>
      (await mailsOf(releaseId)).filter((m) => m.template_id === 'survey-reminder');

    beforeAll(async () => {
      const r = await release(
        'norelatedentities',
        [target('UserGroup', a.groupId), target('UserAccount', a.people.loner.userAccountId)],
        { name: 'Reminded pulse', reminderDays: 2 },
      );
      releaseId = r.id;
      await t.database.db
        .updateTable('survey_invitation')
        .set({ completed_at: new Date() })
        .where('release_id', '=', releaseId)
        .where('user_account_id', '=', a.people.member.userAccountId)
        .execute();
    });

    it('are not sent before reminder_days have passed', async () => {
      await sendDueReminders(run(new Date(Date.now() + DAY)));
      expect(await reminders()).toHaveLength(0);
    });

    it('are sent when due, to those who have not completed only, once per period', async () => {
      const due = new Date(Date.now() + 2 * DAY + 60_000);
      await sendDueReminders(run(due));
      await sendDueReminders(run(due));
      const sent = await reminders();
      expect(sent.map((m) => m.user_account_id)).toEqual([a.people.loner.userAccountId]);
      const row = await t.database.db
        .selectFrom('survey_invitation')
        .select(['reminder_count', 'reminded_at'])
        .where('release_id', '=', releaseId)
        .where('user_account_id', '=', a.people.loner.userAccountId)
        .executeTakeFirstOrThrow();
      expect(row.reminder_count).toBe(1);
      await sendDueReminders(run(new Date(due.getTime() + 2 * DAY + 60_000)));
      expect(await reminders()).toHaveLength(2);
    });

    it('send nothing when surveys are off in the brand', async () => {
      await withFeaturesOff(t.app, 'teams', ['survey'], async () => {
        expect(await sendDueReminders(run(new Date(Date.now() + 30 * DAY)))).toBe(0);
        expect(await inviteOpenReleases(run())).toBe(0);
      });
    });

    it('are never sent after the release closed', async () => {
      const res = await call(t, 'POST', `/api/survey/CloseRelease/${releaseId}`, a.admin);
      expect(res.statusCode).toBe(200);
      expect(await sendDueReminders(run(new Date(Date.now() + 30 * DAY)))).toBe(0);
    });
  });
});
