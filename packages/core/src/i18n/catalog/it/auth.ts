import type { Catalog } from '../types';

export const auth: Catalog['auth'] = {
  common: {
    email: 'Indirizzo e-mail',
    password: 'Password',
    continue: 'Continua',
    backToSignIn: "Torna all'accesso",
    tooMany: 'Troppi tentativi. Attendi un minuto e riprova.',
    expired: 'Questa richiesta di accesso è scaduta. Ricomincia.',
    required: 'Compila questo campo.',
  },
  redirecting: 'Ti stiamo portando alla pagina di accesso…',
  callback: {
    working: 'Accesso in corso…',
    failed: "Non è stato possibile completare l'accesso.",
    retry: 'Accedi di nuovo',
  },
  login: {
    rememberMe: 'Ricordami',
    invalid: 'E-mail o password non validi.',
    forgot: 'Password dimenticata?',
    passcode: 'Inviami invece un codice di accesso via e-mail',
    register: 'Sei nuovo? Crea un account',
  },
  register: {
    invited: 'Ti stai registrando con un invito.',
    firstName: 'Nome',
    lastName: 'Cognome',
    submit: 'Crea il mio account',
    done: 'Controlla la posta: abbiamo inviato a {{email}} un link per confermare il tuo indirizzo e-mail. Ora puoi accedere.',
    haveAccount: 'Hai già un account? Accedi',
    problems: {
      firstName: {
        required: 'Inserisca il suo nome.',
        tooLong: 'Usi al massimo {{max}} caratteri.',
        invalid: 'Questo nome non è valido.',
      },
      lastName: {
        required: 'Inserisca il suo cognome.',
        tooLong: 'Usi al massimo {{max}} caratteri.',
        invalid: 'Questo nome non è valido.',
      },
      email: {
        required: 'Inserisca il suo indirizzo e-mail.',
        tooLong: 'Usi al massimo {{max}} caratteri.',
        invalid: 'Inserisca un indirizzo e-mail come nome@example.org.',
      },
      review: 'Corregga i campi evidenziati.',
    },
  },
  policy: {
    rules:
      'Usa almeno {{min}} caratteri; una passphrase lunga è la scelta migliore. Le password comuni e il nome del tuo indirizzo e-mail vengono rifiutati.',
    tooShort: 'Usa almeno {{min}} caratteri ({{recommended}} o più è meglio).',
    tooLong: 'Usa al massimo {{max}} caratteri.',
    common: 'Questa password è troppo comune: scegline una più difficile da indovinare.',
    containsEmail: 'La password non deve contenere il nome del tuo indirizzo e-mail.',
    weakPattern:
      'I caratteri ripetuti e le sequenze (come aaaa o abcd) sono facili da indovinare: scegli qualcosa di meno regolare.',
    weakKeyboard:
      'Le file di tasti della tastiera (come qwerty) sono facili da indovinare: scegli qualcosa di meno regolare.',
    weakCommonPart:
      'Si basa su una password o una parola molto usata: aggiungi qualche parola insolita tua.',
    weakGuessable:
      'Questa password è facile da indovinare: qualche parola insolita la rende molto più forte.',
    reused: 'Scegli una password diversa dalle tue ultime {{depth}}.',
    mismatch: 'Le password non coincidono.',
  },
  forgot: {
    intro:
      'Inserisci il tuo indirizzo e-mail e ti invieremo un link per scegliere una nuova password.',
    submit: 'Invia il link',
    done: "Se esiste un account per {{email}}, è in arrivo un link per reimpostarne la password. Funziona una volta, per un'ora.",
  },
  passcode: {
    intro: 'Ti inviamo via e-mail un codice di 6 cifre. Funziona una volta, per 10 minuti.',
    send: 'Inviami un codice',
    sent: 'Se {{email}} ha un account, è in arrivo un codice. Inseriscilo qui sotto.',
    code: 'Codice di 6 cifre',
    submit: 'Accedi',
    invalid: 'Il codice non è valido o è scaduto.',
    resend: 'Invia un nuovo codice',
  },
  mfa: {
    intro:
      'Abbiamo inviato un codice di 6 cifre via SMS al tuo numero di telefono che termina con {{ending}}.',
    submit: 'Verifica',
  },
  lockout: {
    until: 'Troppi tentativi di accesso non sono riusciti. Puoi riprovare dopo le {{time}}.',
    later: 'Troppi tentativi di accesso non sono riusciti. Riprova più tardi.',
    reset: 'Reimposta la password',
  },
  reset: {
    title: 'Scegli una nuova password',
    forced: 'Devi scegliere una nuova password prima di continuare.',
    password: 'Nuova password',
    confirm: 'Conferma la nuova password',
    submit: 'Salva la nuova password',
    done: 'La tua password è stata cambiata. Ora puoi accedere con quella nuova.',
    signIn: 'Accedi',
  },
  link: {
    expired: 'Questo link è scaduto o è già stato usato.',
    requestNew: 'Richiedi un nuovo link',
  },
  confirmed: {
    working: 'Conferma del tuo indirizzo e-mail…',
    done: 'Il tuo indirizzo e-mail è confermato. Grazie!',
    continue: 'Continua',
  },
  logout: {
    working: 'Disconnessione in corso…',
  },
  identityPages: {
    signOutTitle: 'Esci',
    signOutQuestion: 'Vuoi uscire?',
    signOutYes: 'Sì, esci',
    signOutNo: 'No, resta connesso',
    signedOutTitle: 'Disconnesso',
    signedOutText: 'Sei uscito.',
    errorTitle: 'Errore di accesso',
  },
};
