import type { ReferenceConstraint } from '@portal/core';

/** Name of the constraint set written from the built-in seed. */
export const SEED_SET_NAME = 'Built-in constraints';

/**
 * The built-in reference constraints the plan builder offers, the same for every brand and
 * written in en-us only: a plan's content is the person's own text, so the seed is a starting
 * point to edit, not a translated interface (see docs/decisions.md).
 */
export const CONSTRAINT_SEED: readonly ReferenceConstraint[] = [
  {
    code: 'overcommitting',
    name: 'Overcommitting',
    definition: [
      'Says yes to more work than the week can hold.',
      'Deadlines slip because priorities were never chosen.',
    ],
    steps: [
      'List this week’s commitments every Monday and mark the three that matter most.',
      'Ask for a day to think before accepting any new request.',
    ],
  },
  {
    code: 'avoiding-conflict',
    name: 'Avoiding conflict',
    definition: [
      'Lets disagreements go unspoken to keep the peace.',
      'Problems resurface later, bigger than before.',
    ],
    steps: [
      'Raise one open disagreement per week in a private conversation.',
      'Open with what you noticed and ask for the other person’s view.',
    ],
  },
  {
    code: 'micromanaging',
    name: 'Micromanaging',
    definition: [
      'Checks and redoes work that others own.',
      'The team waits for approval instead of acting.',
    ],
    steps: [
      'Agree on the result and the deadline, then leave the method to the owner.',
      'Replace daily check-ins with one review at an agreed milestone.',
    ],
  },
  {
    code: 'unclear-expectations',
    name: 'Unclear expectations',
    definition: [
      'Requests leave out what done looks like.',
      'Work comes back different from what was needed.',
    ],
    steps: [
      'End each request by stating the outcome, the deadline and who decides.',
      'Ask the other person to repeat the request in their own words.',
    ],
  },
  {
    code: 'reactive-schedule',
    name: 'Reactive schedule',
    definition: [
      'The day is driven by whatever arrives next.',
      'Important, non-urgent work is always postponed.',
    ],
    steps: [
      'Block two focus hours a week for the most important project.',
      'Check messages at set times instead of as they arrive.',
    ],
  },
  {
    code: 'limited-listening',
    name: 'Limited listening',
    definition: [
      'Interrupts or prepares a reply while others speak.',
      'People stop offering ideas in meetings.',
    ],
    steps: [
      'Summarise what you heard before giving your view.',
      'In each meeting, ask one question before making one statement.',
    ],
  },
  {
    code: 'withholding-feedback',
    name: 'Withholding feedback',
    definition: ['Keeps praise and concerns to oneself.', 'Others do not know where they stand.'],
    steps: [
      'Give one specific piece of recognition each day.',
      'Share a concern within 48 hours, privately and with an example.',
    ],
  },
  {
    code: 'resisting-change',
    name: 'Resisting change',
    definition: [
      'Defends the current way of working by default.',
      'New ideas are judged before they are tried.',
    ],
    steps: [
      'Name one benefit of a proposed change before naming a risk.',
      'Pilot one small change this month and review it with the team.',
    ],
  },
  {
    code: 'doing-it-all',
    name: 'Doing it all yourself',
    definition: ['Keeps tasks that others could own.', 'Becomes the bottleneck of the team.'],
    steps: [
      'Hand one recurring task to a colleague with a short written guide.',
      'Ask “who else could do this?” before starting any task.',
    ],
  },
  {
    code: 'inconsistent-follow-through',
    name: 'Inconsistent follow-through',
    definition: [
      'Agreed actions are not finished or not reported.',
      'Others stop relying on commitments.',
    ],
    steps: [
      'Write every commitment from a meeting in one list the same day.',
      'Close each week by reporting done, late or dropped for every item.',
    ],
  },
  {
    code: 'low-visibility',
    name: 'Low visibility',
    definition: [
      'Results are rarely shared beyond the immediate team.',
      'Good work goes unnoticed by decision makers.',
    ],
    steps: [
      'Send a short monthly update of results to your manager.',
      'Present one team result at a wider meeting this quarter.',
    ],
  },
  {
    code: 'impatience',
    name: 'Impatience',
    definition: [
      'Pushes for decisions before others have understood.',
      'People agree quickly but commit weakly.',
    ],
    steps: [
      'Leave a day between presenting a proposal and asking for a decision.',
      'Ask each person what would make them fully commit.',
    ],
  },
  {
    code: 'perfectionism',
    name: 'Perfectionism',
    definition: [
      'Holds work back until every detail is polished.',
      'Opportunities pass while work waits.',
    ],
    steps: [
      'Agree what good enough means before starting a task.',
      'Share drafts at half way for early feedback.',
    ],
  },
  {
    code: 'narrow-perspective',
    name: 'Narrow perspective',
    definition: [
      'Decides from one’s own role without asking others.',
      'Decisions create problems for neighbouring teams.',
    ],
    steps: [
      'Before a decision, ask one person from an affected team for input.',
      'Spend an hour a month with a team whose work depends on yours.',
    ],
  },
  {
    code: 'unmanaged-stress',
    name: 'Unmanaged stress',
    definition: [
      'Pressure shows in tone and short replies.',
      'Colleagues avoid bringing bad news.',
    ],
    steps: [
      'Pause before replying to a difficult message when under pressure.',
      'Plan one recovery activity into each working week.',
    ],
  },
];
