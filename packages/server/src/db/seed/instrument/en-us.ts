import type { InstrumentTexts } from './instrument-types';

/** The demo instrument in en-us (original texts of this portal). */
export const enUs: InstrumentTexts = {
  LIS: {
    name: 'Listening',
    displayName: 'Listening',
    definition: [
      'Gives others full attention and lets them finish.',
      'Checks understanding before answering or deciding.',
    ],
    items: [
      'Lets people finish what they are saying before responding.',
      'Asks questions to understand a view before giving their own.',
      'Sums up what they heard to check they understood it.',
    ],
    strengths: [
      'People feel heard and bring problems early.',
      'Decisions rest on what others actually said.',
    ],
    tractionSteps: [
      'In your next three meetings, ask one clarifying question before giving your view.',
      'Close each one-to-one by summing up what you heard and asking if you got it right.',
      'Put your phone and laptop away when someone comes to talk with you.',
    ],
  },
  FOL: {
    name: 'Follow-through',
    displayName: 'Follow-through',
    definition: [
      'Does what they said they would do, when they said they would.',
      'Tells others early when a promise is at risk.',
    ],
    items: [
      'Delivers what they promised by the agreed date.',
      'Says early when a commitment cannot be kept.',
      'Keeps track of the actions they took on in meetings.',
    ],
    strengths: ['Others can plan around their commitments.', 'Small promises turn into trust.'],
    tractionSteps: [
      'Keep one list of every commitment you make this week and review it each evening.',
      'When a deadline slips, tell the people affected the same day.',
      'Agree a date with every action you take on in a meeting.',
    ],
  },
  CAN: {
    name: 'Candor',
    displayName: 'Candor',
    definition: [
      'Says what they think, clearly and respectfully.',
      'Raises difficult topics instead of working around them.',
    ],
    items: [
      'Shares a different opinion openly, even with senior people.',
      'Gives clear feedback when something is not working.',
      'Raises uncomfortable issues in time to fix them.',
    ],
    strengths: ['Problems surface while they are still small.', 'Others know where they stand.'],
    tractionSteps: [
      'Name one concern you have been holding back and raise it this week.',
      'Give one piece of specific, kind feedback each week.',
      'In meetings, say "I see it differently" when you do.',
    ],
  },
  REC: {
    name: 'Recognition',
    displayName: 'Recognition',
    definition: ['Notices good work and says so.', 'Gives credit to the people who earned it.'],
    items: [
      'Thanks people specifically for what they did well.',
      'Gives credit to others in front of the team.',
      'Notices effort, not only results.',
    ],
    strengths: ['People know their work is seen.', 'Good habits spread because they are named.'],
    tractionSteps: [
      'Each Friday, thank two people for something specific they did that week.',
      'When you present results, name the people who did the work.',
      'Write one short note of appreciation each week.',
    ],
  },
  COM: {
    name: 'Composure',
    displayName: 'Composure',
    definition: ['Stays calm and clear under pressure.', 'Keeps emotions from driving decisions.'],
    items: [
      'Stays calm when things go wrong.',
      'Thinks before reacting to bad news.',
      'Keeps a steady tone in tense conversations.',
    ],
    strengths: ['Others stay steady because they do.', 'Crises get solved, not escalated.'],
    tractionSteps: [
      'When news upsets you, wait ten minutes before replying.',
      'Name the feeling to yourself before you speak in a tense moment.',
      'After a hard day, note what set you off and what helped.',
    ],
  },
  ADA: {
    name: 'Adaptability',
    displayName: 'Adaptability',
    definition: [
      'Adjusts plans and habits when the situation changes.',
      'Tries new ways of working with an open mind.',
    ],
    items: [
      'Changes course quickly when new facts appear.',
      'Is open to ways of working that differ from their own.',
      'Stays effective when priorities shift.',
    ],
    strengths: ['Change lands faster around them.', 'They help others through shifts.'],
    tractionSteps: [
      'Try one suggestion from a colleague this month that you would normally skip.',
      'When plans change, list what still holds before reacting.',
      'Ask "what would make this work?" before "why will this fail?".',
    ],
  },
  COL: {
    name: 'Collaboration',
    displayName: 'Collaboration',
    definition: ['Works with others toward shared goals.', 'Shares information and asks for help.'],
    items: [
      'Shares information others need without being asked.',
      'Involves the right people before deciding.',
      'Puts team goals ahead of personal credit.',
    ],
    strengths: ['Work flows across team lines.', 'Others seek them out as a partner.'],
    tractionSteps: [
      'Before each decision this month, ask who else it affects and talk with them.',
      'Share a weekly update with the people who depend on your work.',
      'Ask a colleague from another team for help on a current problem.',
    ],
  },
  DEC: {
    name: 'Decisiveness',
    displayName: 'Decisiveness',
    definition: [
      'Makes timely decisions with the information at hand.',
      'Commits to a course and explains why.',
    ],
    items: [
      'Makes decisions in time for others to act.',
      'Explains the reasons behind their decisions.',
      'Avoids reopening decisions without new facts.',
    ],
    strengths: ['Work does not stall waiting for them.', 'Others understand the why.'],
    tractionSteps: [
      'Set a decision date for each open question on your list.',
      'Write two lines on why you decided, and share them.',
      'Reopen a decision only when a new fact appears, and say which.',
    ],
  },
  COA: {
    name: 'Developing others',
    displayName: 'Developing others',
    definition: [
      'Helps others grow their skills and confidence.',
      'Gives stretch work and support to go with it.',
    ],
    items: [
      'Takes time to help others learn.',
      'Gives people tasks that stretch them.',
      'Asks questions that help others find their own answers.',
    ],
    strengths: ['People grow faster around them.', 'The team needs them less each year.'],
    tractionSteps: [
      'Hand one task you usually do yourself to someone who wants to learn it.',
      'In your next coaching talk, ask three questions before offering advice.',
      'Ask each person you work with what skill they want to build this quarter.',
    ],
  },
  PLA: {
    name: 'Planning',
    displayName: 'Planning',
    definition: [
      'Thinks ahead and organizes work into clear steps.',
      'Sets priorities so the important work gets done.',
    ],
    items: [
      'Breaks large goals into clear steps.',
      'Sets priorities that others understand.',
      'Foresees obstacles and prepares for them.',
    ],
    strengths: ['Projects start with a clear path.', 'Surprises are rare.'],
    tractionSteps: [
      'Start each week by naming your three most important outcomes.',
      'For your next project, write down the first five steps and their owners.',
      'List the two biggest risks of a current plan and one action for each.',
    ],
  },
  PAC: {
    name: 'Pace',
    displayName: 'Pace',
    definition: [
      'Drives work forward with energy.',
      'Too much pace wears people out; the aim is a pace others can keep.',
    ],
    items: [
      'Pushes for fast results.',
      'Expects others to match their speed.',
      'Moves on before others are ready.',
    ],
    strengths: [
      'Work keeps moving at a pace people can sustain.',
      'Urgency is saved for what matters.',
    ],
    tractionSteps: [
      'Before setting a deadline, ask the people doing the work what is realistic.',
      'Check once a week whether the team has room to breathe.',
      'Mark which of your requests are truly urgent, and say so.',
    ],
  },
  CTL: {
    name: 'Directing',
    displayName: 'Directing',
    definition: [
      'Gives clear direction and takes charge when needed.',
      'Too little leaves people unsure; too much leaves them no room.',
    ],
    items: [
      'Tells people clearly what is expected of them.',
      'Takes charge when a situation needs a lead.',
      'Steps in to control how others do their work.',
    ],
    strengths: [
      'People know what is expected and have room to deliver.',
      'They lead when it counts.',
    ],
    tractionSteps: [
      'For each task you hand over, agree the result and leave the method to the person.',
      'Ask your team where they want more direction and where less.',
      "Notice when you step into someone else's work and ask first next time.",
    ],
  },
};
