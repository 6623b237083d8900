import type { ShellTexts } from '../types';

export const shell: ShellTexts = {
  common: {
    yes: 'Sì',
    no: 'No',
    close: 'Chiudi',
    loading: 'Caricamento…',
    goHome: 'Vai alla pagina iniziale',
    showMore: 'mostra di più',
    showLess: 'mostra meno',
    retry: 'Riprova',
    error: 'Si è verificato un errore.',
    reference: 'Riferimento: {{referenceId}}',
    requiredNote: 'Le risposte contrassegnate con * sono obbligatorie.',
  },
  toolbar: {
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    language: 'Lingua',
    switchBrand: 'Cambia marchio',
    account: 'Account',
    signIn: 'Accedi',
    signOut: 'Esci',
    signedInAs: 'Accesso effettuato come {{email}}',
  },
  skipToContent: 'Vai al contenuto principale',
  authTitle: {
    login: 'Accedi',
    register: 'Crea il tuo account',
    forgotpassword: 'Reimposta la password',
    passcodelogin: 'Accedi con un codice',
    mfalogin: 'Inserisci il codice ricevuto via SMS',
    lockout: 'Il tuo account è bloccato',
  },
  drawer: {
    navigation: 'Navigazione',
    hideToolbar: 'Nascondi la barra degli strumenti',
    showToolbar: 'Mostra la barra degli strumenti',
  },
  guard: {
    notAuthorized: "Non hai l'autorizzazione per accedere a questa funzionalità.",
    unverified:
      'Prima di accedere a questa funzionalità, verifica il tuo indirizzo e-mail con il link che trovi nella tua casella di posta.',
    resendEmail: "Invia di nuovo l'e-mail",
    resendSent: 'E-mail di conferma inviata',
    resendFailed: "Errore durante l'invio dell'e-mail di conferma.",
  },
  banner: {
    verifyEmail:
      'Il tuo indirizzo e-mail non è ancora confermato. Trovi il link di conferma nella tua casella di posta.',
  },
  api: {
    verifyingUser: "Verifica dell'utente in corso…",
    sessionEnded: 'La tua sessione è terminata. Accedi di nuovo.',
    network: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  },
  version: {
    newVersion: 'È disponibile una nuova versione del sito!',
    reload: 'Ricarica',
    reloading:
      'È disponibile una nuova versione del sito. La pagina verrà ricaricata tra un istante.',
  },
  chunk: {
    timeout: 'Il caricamento della pagina ha richiesto troppo tempo.',
  },
  confirm: {
    title: 'Conferma',
  },
  notAvailable: {
    title: 'Questa pagina non è ancora disponibile.',
    body: 'Arriverà con una versione successiva.',
    offers: {
      issue10: 'Risorse, sondaggi, report, abbonamenti, pagamenti e gli altri strumenti previsti.',
    },
  },
  notFound: {
    title: 'Pagina non trovata',
    body: "L'indirizzo che hai aperto non corrisponde a nessuna pagina del portale.",
  },
  home: {
    welcome: 'Ti diamo il benvenuto su {{siteTitle}}',
    intro:
      'Cresci insieme al tuo {{coach}}: crea il tuo {{plan}}, lavora con i tuoi {{groups}} e segui i progressi dei tuoi {{companies}}, tutto in un unico posto.',
    signedInAs: "Hai effettuato l'accesso come {{email}}.",
  },
  support: {
    title: 'Come possiamo aiutarti?',
    intro: 'Il nostro team di assistenza risponde alle domande sul tuo account e sul portale.',
    form: 'Apri il modulo di assistenza',
    contact: 'Contattaci',
    help: 'Leggi la guida',
  },
  help: {
    title: 'Guida',
    intro: 'Come orientarsi in {{siteTitle}}.',
    navigation:
      'Usa il menu a sinistra per spostarti tra le pagine; il pulsante in alto a sinistra lo nasconde o lo mostra.',
    language: 'Scegli la lingua dal menu delle lingue nella barra degli strumenti.',
    support: 'Serve ancora aiuto? Il nostro team di assistenza sarà felice di aiutarti.',
  },
  timeout: {
    title: "L'accesso non è disponibile al momento",
    body: 'Il servizio di accesso non ha risposto in tempo. Riprova tra qualche istante.',
  },
  messages: {
    title: 'Messaggi',
    search: 'Cerca',
    searchHint: 'Destinatario, oggetto o esito',
    status: 'Stato',
    type: 'Tipo',
    all: 'Tutti',
    recipient: 'Destinatario',
    subject: 'Oggetto',
    entered: 'Inserito',
    sent: 'Inviato',
    completed: 'Completato',
    result: 'Esito',
    empty: 'Nessun messaggio corrispondente.',
    rowsPerPage: 'Righe per pagina',
    displayedRows: '{{from}}–{{to}} di {{total}}',
    nextPage: 'Pagina successiva',
    previousPage: 'Pagina precedente',
    body: 'Corpo (testo)',
    noBody: 'Questo messaggio non ha un corpo di testo.',
    statusName: {
      Undefined: 'Non definito',
      InQueue: 'In coda',
      InProcess: 'In elaborazione',
      Complete: 'Completato',
      Reject: 'Rifiutato',
      Deferred: 'Rinviato',
      Immediate: 'Immediato',
    },
    typeName: {
      Undefined: 'Non definito',
      Email: 'E-mail',
      SMS: 'SMS',
      SignalR: 'Tempo reale',
    },
  },
};
