import type { ShellTexts } from '../types';

export const shell: ShellTexts = {
  common: {
    yes: 'Ja',
    no: 'Nein',
    close: 'Schließen',
    loading: 'Wird geladen…',
    goHome: 'Zur Startseite',
    showMore: 'mehr anzeigen',
    showLess: 'weniger anzeigen',
    retry: 'Erneut versuchen',
    error: 'Etwas ist schiefgelaufen.',
    reference: 'Referenz: {{referenceId}}',
    requiredNote: 'Mit * markierte Antworten sind Pflicht.',
  },
  toolbar: {
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    language: 'Sprache',
    switchBrand: 'Marke wechseln',
    account: 'Konto',
    signIn: 'Anmelden',
    signOut: 'Abmelden',
    signedInAs: 'Angemeldet als {{email}}',
  },
  skipToContent: 'Zum Hauptinhalt springen',
  authTitle: {
    login: 'Anmelden',
    register: 'Konto erstellen',
    forgotpassword: 'Passwort zurücksetzen',
    passcodelogin: 'Mit einem Code anmelden',
    mfalogin: 'Geben Sie den Code aus der SMS ein',
    lockout: 'Ihr Konto ist gesperrt',
  },
  drawer: {
    navigation: 'Navigation',
    hideToolbar: 'Symbolleiste ausblenden',
    showToolbar: 'Symbolleiste einblenden',
  },
  guard: {
    notAuthorized: 'Sie sind nicht berechtigt, diese Funktion zu nutzen.',
    unverified:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in Ihrem Posteingang, um diese Funktion zu nutzen.',
    resendEmail: 'E-Mail erneut senden',
    resendSent: 'Bestätigungs-E-Mail gesendet',
    resendFailed: 'Die Bestätigungs-E-Mail konnte nicht gesendet werden.',
  },
  banner: {
    verifyEmail:
      'Ihre E-Mail-Adresse ist noch nicht bestätigt. Den Bestätigungslink finden Sie in Ihrem Posteingang.',
  },
  api: {
    verifyingUser: 'Benutzer wird überprüft…',
    sessionEnded: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
    network:
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  version: {
    newVersion: 'Eine neue Version der Website ist verfügbar!',
    reload: 'Neu laden',
    reloading: 'Eine neue Version der Website ist verfügbar. Die Seite wird gleich neu geladen.',
  },
  chunk: {
    timeout: 'Das Laden der Seite hat zu lange gedauert.',
  },
  confirm: {
    title: 'Bitte bestätigen',
  },
  notAvailable: {
    title: 'Diese Seite ist noch nicht verfügbar.',
    body: 'Sie folgt mit einer späteren Version.',
    offers: {
      issue10:
        'Ressourcen, Umfragen, Berichte, Abonnements, Zahlungen und die weiteren geplanten Werkzeuge.',
    },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die aufgerufene Adresse gehört zu keiner Seite des Portals.',
  },
  home: {
    welcome: 'Willkommen bei {{siteTitle}}',
    intro:
      'Wachsen Sie gemeinsam mit Ihrem {{Coach}}: Erstellen Sie Ihren {{plan}}, arbeiten Sie mit Ihren {{groups}} und verfolgen Sie die Entwicklung Ihrer {{companies}} – alles an einem Ort.',
    signedInAs: 'Sie sind als {{email}} angemeldet.',
  },
  support: {
    title: 'Wie können wir helfen?',
    intro: 'Unser Support-Team beantwortet Ihre Fragen zu Ihrem Konto und zum Portal.',
    form: 'Supportformular öffnen',
    contact: 'Kontakt aufnehmen',
    help: 'Hilfeseite lesen',
  },
  help: {
    title: 'Hilfe',
    intro: 'So finden Sie sich in {{siteTitle}} zurecht.',
    navigation:
      'Über das Menü links wechseln Sie zwischen den Seiten; die Schaltfläche oben links blendet es aus oder ein.',
    language: 'Ihre Sprache wählen Sie im Sprachmenü der Symbolleiste.',
    support: 'Sie kommen nicht weiter? Unser Support-Team hilft Ihnen gern.',
  },
  timeout: {
    title: 'Die Anmeldung ist gerade nicht verfügbar',
    body: 'Der Anmeldedienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es gleich noch einmal.',
  },
  messages: {
    title: 'Nachrichten',
    search: 'Suchen',
    searchHint: 'Empfänger, Betreff oder Ergebnis',
    status: 'Status',
    type: 'Typ',
    all: 'Alle',
    recipient: 'Empfänger',
    subject: 'Betreff',
    entered: 'Erfasst',
    sent: 'Gesendet',
    completed: 'Abgeschlossen',
    result: 'Ergebnis',
    empty: 'Keine passenden Nachrichten.',
    rowsPerPage: 'Zeilen pro Seite',
    displayedRows: '{{from}}–{{to}} von {{total}}',
    nextPage: 'Nächste Seite',
    previousPage: 'Vorherige Seite',
    body: 'Inhalt (Text)',
    noBody: 'Diese Nachricht hat keinen Textinhalt.',
    statusName: {
      Undefined: 'Nicht festgelegt',
      InQueue: 'In der Warteschlange',
      InProcess: 'In Bearbeitung',
      Complete: 'Abgeschlossen',
      Reject: 'Abgelehnt',
      Deferred: 'Zurückgestellt',
      Immediate: 'Sofort',
    },
    typeName: {
      Undefined: 'Nicht festgelegt',
      Email: 'E-Mail',
      SMS: 'SMS',
      SignalR: 'Echtzeit',
    },
  },
};
