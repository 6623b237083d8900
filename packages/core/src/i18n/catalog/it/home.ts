export const home = {
  welcome: { named: 'Benvenuto, {{name}}', account: 'Il mio account' },
  plan: {
    title: 'Il mio {{plan}}',
    notStarted: 'Non hai ancora iniziato il tuo {{plan}}.',
    inProgress: 'Il tuo {{plan}} è in corso.',
    complete: 'Il tuo {{plan}} è completo.',
    updated: 'Ultimo salvataggio il {{date}}',
    open: 'Apri il mio {{plan}}',
    start: 'Inizia il mio {{plan}}',
  },
  reports: {
    title: 'I miei report 360',
    empty: 'Non ti è ancora stato rilasciato alcun report.',
    loadFailed: "Impossibile caricare i profili dell'utente: {{id}}",
  },
  describers: {
    title: 'Richieste di feedback',
    empty: 'Nessuno sta aspettando il tuo feedback.',
    request: 'Descrivi {{name}}',
    asked: 'Richiesto il {{date}}',
  },
  owner: {
    title: 'Il mio {{coach}}',
    accountOwner: 'Il referente del mio account',
    empty: 'Non ti è ancora stato assegnato un {{coach}}.',
    email: 'Scrivi a {{name}}',
  },
  awards: {
    title: 'Riconoscimenti',
    empty: 'Ancora nessun riconoscimento.',
    of: 'Assegnato a {{account}}',
  },
  teams: { title: 'I miei {{groups}}', empty: 'Non fai parte di alcun {{group}}.' },
  coaching: {
    title: 'Pannello del coach',
    intro: 'Le persone che segui, con il loro {{plan}} e 360:',
    empty: 'Non segui ancora alcun {{group}}.',
  },
  access: {
    title: 'Fai il tuo 360',
    text: 'Il tuo account non include ancora il profilo 360. Se hai ricevuto un codice di invito, inseriscilo per vedere cosa ti dà.',
    code: 'Codice di invito',
    apply: 'Usa questo codice',
    contact: "Nessun codice? Contattaci per ottenere l'accesso.",
  },
};
