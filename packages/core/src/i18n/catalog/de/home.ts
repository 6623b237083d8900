export const home = {
  welcome: { named: 'Willkommen, {{name}}', account: 'Mein Konto' },
  plan: {
    title: 'Mein {{plan}}',
    notStarted: 'Sie haben Ihren {{plan}} noch nicht begonnen.',
    inProgress: 'Ihr {{plan}} ist in Arbeit.',
    complete: 'Ihr {{plan}} ist vollständig.',
    updated: 'Zuletzt gespeichert am {{date}}',
    open: 'Meinen {{plan}} öffnen',
    start: 'Meinen {{plan}} beginnen',
  },
  reports: {
    title: 'Meine 360°-Berichte',
    empty: 'Ihnen wurde noch kein Bericht freigegeben.',
    loadFailed: 'Die Profile des Benutzers konnten nicht geladen werden: {{id}}',
  },
  describers: {
    title: 'Feedback-Anfragen',
    empty: 'Niemand wartet auf Ihr Feedback.',
    request: '{{name}} beschreiben',
    asked: 'Angefragt am {{date}}',
  },
  owner: {
    title: 'Mein {{coach}}',
    accountOwner: 'Meine Kontobetreuung',
    empty: 'Ihnen wurde noch kein {{coach}} zugewiesen.',
    email: '{{name}} schreiben',
  },
  awards: {
    title: 'Auszeichnungen',
    empty: 'Noch keine Auszeichnungen.',
    of: 'Verliehen an {{account}}',
  },
  teams: { title: 'Meine {{groups}}', empty: 'Sie gehören zu keinem {{group}}.' },
};
