/** Texts of the customer hub home (route `home`) and its cards. */
export const home = {
  welcome: {
    named: 'Welcome, {{name}}',
    account: 'My account',
  },
  plan: {
    title: 'My {{plan}}',
    notStarted: 'You have not started your {{plan}} yet.',
    inProgress: 'Your {{plan}} is in progress.',
    complete: 'Your {{plan}} is complete.',
    updated: 'Last saved {{date}}',
    open: 'Open my {{plan}}',
    start: 'Start my {{plan}}',
  },
  reports: {
    title: 'My 360 reports',
    empty: 'No report has been released to you yet.',
    loadFailed: 'Unable to load user traction profiles: {{id}}',
  },
  describers: {
    title: 'Feedback requests',
    empty: 'Nobody is waiting for your feedback.',
    request: 'Describe {{name}}',
    asked: 'Asked on {{date}}',
  },
  owner: {
    title: 'My {{coach}}',
    accountOwner: 'My account owner',
    empty: 'No {{coach}} has been assigned to you yet.',
    email: 'Write to {{name}}',
  },
  awards: {
    title: 'Awards',
    empty: 'No awards yet.',
    of: 'Awarded to {{account}}',
  },
  teams: {
    title: 'My {{groups}}',
    empty: 'You are not a member of any {{group}}.',
  },
  coaching: {
    title: 'Coach dashboard',
    intro: 'The people you coach, with their {{plan}} and 360:',
    empty: 'You do not coach any {{group}} yet.',
  },
  access: {
    title: 'Take your own 360',
    text: 'Your account does not include the 360 profile yet. If you were given an invite code, enter it to see what it gives you.',
    code: 'Invite code',
    apply: 'Use this code',
    contact: 'No code? Contact us to get access.',
  },
};
