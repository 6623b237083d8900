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
  coaching: {
    title: 'Coach-Übersicht',
    intro: 'Die Personen, die Sie begleiten, mit ihrem {{plan}} und 360:',
    empty: 'Sie begleiten noch kein {{group}}.',
  },
  access: {
    title: 'Ihr eigenes 360',
    text: 'Ihr Konto umfasst das 360-Profil noch nicht. Wenn Sie einen Einladungscode erhalten haben, geben Sie ihn ein, um zu sehen, was er Ihnen gibt.',
    code: 'Einladungscode',
    apply: 'Code verwenden',
    contact: 'Kein Code? Kontaktieren Sie uns für den Zugang.',
  },
};
