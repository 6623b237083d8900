import { sql, type Kysely } from 'kysely';
import {
  ZContentSave,
  ZResourceGroupSave,
  type BrandKey,
  type TContentSection,
  type TContentSave,
  type TRichText,
} from '@portal/core';
import { appendItems, insertContent } from '../../areas/resourcegroup/content.store';
import {
  groupIdByCode,
  insertGroup,
  replaceMembers,
  updateGroup,
} from '../../areas/resourcegroup/resourcegroup.store';
import { insertSubscription } from '../../areas/subscription/subscription.store';
import type { Database } from '../schema';
import { brandsWith, demoTeamId } from './demo-team';

/**
 * The demo content library: in every brand with resource groups, an active "Getting started"
 * group for the demo team (see demo-organisation), with an intro item, a featured item, a public
 * item and pages of different section types, so the library, the home page and the anonymous
 * content view show something after `npm start`. Written through the library's store, so the
 * search words and the places are those of a saved item; skipped where the group exists.
 */
export const DEMO_LIBRARY_CODE = 'getting-started';
/** Any number that names this seed's lock, so two instances starting together write it once. */
const LIBRARY_LOCK = 7_400_002;

const paragraph = (text: string): TRichText[number] => ({ type: 'paragraph', spans: [{ text }] });

const title = (id: string, text: string): TContentSection => ({
  id,
  type: 'title',
  data: { text },
});
const text = (id: string, body: TRichText): TContentSection => ({
  id,
  type: 'text',
  data: { body },
});

type ItemKey = 'intro' | 'plan' | 'huddle' | 'links';

/** The items in the group's order; `link` is the reader's address of another item. */
const ORDER: readonly ItemKey[] = ['intro', 'plan', 'huddle', 'links'];
/** The order they are written in: an item after the items it links to. */
const WRITE_ORDER: readonly ItemKey[] = ['plan', 'huddle', 'intro', 'links'];

function demoItem(key: ItemKey, link: (key: ItemKey) => string): TContentSave {
  const items: Record<ItemKey, () => Parameters<typeof ZContentSave.parse>[0]> = {
    intro: () => ({
      title: 'Welcome to your resource library',
      summary: 'What you find here and how to use it with your team.',
      tags: ['welcome'],
      sections: [
        title('welcome-title', 'Welcome to your resource library'),
        text('welcome-text', [
          paragraph(
            'This library collects short guides your coach and your team use between sessions.',
          ),
          {
            type: 'bullet',
            spans: [{ text: 'Start with ' }, { text: 'Your first plan', bold: true }],
          },
          { type: 'bullet', spans: [{ text: 'Then run your first team huddle.' }] },
        ]),
        { id: 'welcome-start', type: 'button', data: { label: 'Start here', href: link('plan') } },
      ],
    }),
    plan: () => ({
      title: 'Your first plan',
      summary: 'Turn the strengths from your report into three goals for the term.',
      tags: ['plan', 'goals'],
      isPublic: true,
      sections: [
        title('plan-title', 'Your first plan'),
        {
          id: 'plan-row',
          type: 'row',
          data: {},
          children: [
            {
              id: 'plan-col-1',
              type: 'col',
              data: {},
              children: [
                text('plan-why', [
                  { type: 'heading', spans: [{ text: 'Why a plan' }] },
                  paragraph(
                    'A plan keeps your goals in view and gives your coach a place to help.',
                  ),
                ]),
              ],
            },
            {
              id: 'plan-col-2',
              type: 'col',
              data: {},
              children: [
                text('plan-how', [
                  { type: 'heading', spans: [{ text: 'How to start' }] },
                  { type: 'numbered', spans: [{ text: 'Read your report.' }] },
                  { type: 'numbered', spans: [{ text: 'Pick three goals.' }] },
                  { type: 'numbered', spans: [{ text: 'Share them with your coach.' }] },
                ]),
              ],
            },
          ],
        },
        { id: 'plan-open', type: 'button', data: { label: 'Open my plan', href: '/plan' } },
      ],
    }),
    huddle: () => ({
      title: 'Running a team huddle',
      summary: 'A fifteen-minute weekly meeting that keeps the team on its goals.',
      tags: ['huddle', 'team'],
      sections: [
        title('huddle-title', 'Running a team huddle'),
        text('huddle-text', [
          paragraph('Meet for fifteen minutes each week, standing if you can.'),
          { type: 'quote', spans: [{ text: 'What went well? What is in the way? Who helps?' }] },
          paragraph('Close with one promise per person and check it next week.'),
        ]),
      ],
    }),
    links: () => ({
      title: 'Useful links',
      summary: 'Where to go next in the portal.',
      tags: ['links'],
      sections: [
        title('links-title', 'Useful links'),
        {
          id: 'links-nav',
          type: 'simpleNav',
          data: {
            links: [
              { label: 'Welcome', href: link('intro') },
              { label: 'Your first plan', href: link('plan') },
              { label: 'Running a team huddle', href: link('huddle') },
            ],
          },
        },
      ],
    }),
  };
  return ZContentSave.parse(items[key]());
}

async function seedBrandLibrary(db: Kysely<Database>, brand: BrandKey, now: Date) {
  const teamId = await demoTeamId(db, brand);
  if (!teamId) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LIBRARY_LOCK})`.execute(trx);
    if (await groupIdByCode(trx, brand, DEMO_LIBRARY_CODE)) return;
    const draft = ZResourceGroupSave.parse({
      name: 'Getting started',
      code: DEMO_LIBRARY_CODE,
      description: 'First steps for new members: your plan, your team huddle and where to go next.',
      members: [{ type: 'userGroup', id: teamId }],
    });
    const groupId = await insertGroup(trx, brand, draft, now);
    await replaceMembers(trx, groupId, draft.members);
    const ids = new Map<ItemKey, string>();
    const link = (key: ItemKey) => `/resources/${DEMO_LIBRARY_CODE}/view/${ids.get(key) ?? ''}`;
    for (const key of WRITE_ORDER) {
      ids.set(key, await insertContent(trx, brand, demoItem(key, link), null));
    }
    await appendItems(
      trx,
      groupId,
      ORDER.map((key) => ids.get(key) as string),
    );
    // Published once it has its items, as on the admin screens: draft, then active.
    const published = ZResourceGroupSave.parse({
      ...draft,
      status: 'active',
      introContentId: ids.get('intro'),
      featuredContentId: ids.get('huddle'),
    });
    await updateGroup(trx, brand, groupId, published, now, now);
    // Alerts on: the team's members may follow the group from its page.
    const alerts = { resourceGroupId: groupId, description: 'New guides', notifications: true };
    await insertSubscription(trx, brand, alerts, now);
  });
}

export async function seedDemoLibrary(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const brand of await brandsWith(db, 'resourceGroup')) await seedBrandLibrary(db, brand, now);
}
