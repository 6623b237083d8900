import type { Catalog } from '../types';

export const auth: Catalog['auth'] = {
  common: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    continue: 'Weiter',
    backToSignIn: 'Zurück zur Anmeldung',
    tooMany: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    expired: 'Diese Anmeldeanfrage ist abgelaufen. Bitte beginnen Sie von vorn.',
    required: 'Bitte füllen Sie dieses Feld aus.',
  },
  redirecting: 'Sie werden zur Anmeldeseite weitergeleitet…',
  callback: {
    working: 'Sie werden angemeldet…',
    failed: 'Die Anmeldung konnte nicht abgeschlossen werden.',
    retry: 'Erneut anmelden',
  },
  login: {
    rememberMe: 'Angemeldet bleiben',
    invalid: 'E-Mail-Adresse oder Passwort ungültig.',
    forgot: 'Passwort vergessen?',
    passcode: 'Stattdessen einen Anmeldecode per E-Mail erhalten',
    register: 'Neu hier? Konto erstellen',
  },
  register: {
    invited: 'Sie registrieren sich mit einer Einladung.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    submit: 'Mein Konto erstellen',
    done: 'Sehen Sie in Ihrem Posteingang nach: Wir haben einen Link zur Bestätigung Ihrer E-Mail-Adresse an {{email}} gesendet. Sie können sich jetzt anmelden.',
    haveAccount: 'Sie haben bereits ein Konto? Anmelden',
    problems: {
      firstName: {
        required: 'Geben Sie Ihren Vornamen ein.',
        tooLong: 'Verwenden Sie höchstens {{max}} Zeichen.',
        invalid: 'Dieser Name ist nicht gültig.',
      },
      lastName: {
        required: 'Geben Sie Ihren Nachnamen ein.',
        tooLong: 'Verwenden Sie höchstens {{max}} Zeichen.',
        invalid: 'Dieser Name ist nicht gültig.',
      },
      email: {
        required: 'Geben Sie Ihre E-Mail-Adresse ein.',
        tooLong: 'Verwenden Sie höchstens {{max}} Zeichen.',
        invalid: 'Geben Sie eine E-Mail-Adresse wie name@example.org ein.',
      },
      review: 'Bitte korrigieren Sie die markierten Felder.',
    },
  },
  policy: {
    rules:
      'Verwenden Sie mindestens {{min}} Zeichen; eine lange Passphrase ist am besten. Häufige Passwörter und der Name Ihrer E-Mail-Adresse werden abgelehnt.',
    tooShort: 'Verwenden Sie mindestens {{min}} Zeichen ({{recommended}} oder mehr sind besser).',
    tooLong: 'Verwenden Sie höchstens {{max}} Zeichen.',
    common: 'Dieses Passwort ist zu verbreitet: Wählen Sie eines, das schwerer zu erraten ist.',
    containsEmail: 'Das Passwort darf den Namen Ihrer E-Mail-Adresse nicht enthalten.',
    weakPattern:
      'Wiederholte Zeichen und Folgen (wie aaaa oder abcd) sind leicht zu erraten: Wählen Sie etwas weniger Regelmäßiges.',
    weakKeyboard:
      'Tastenreihen der Tastatur (wie qwertz) sind leicht zu erraten: Wählen Sie etwas weniger Regelmäßiges.',
    weakCommonPart:
      'Es beruht auf einem häufig verwendeten Passwort oder Wort: Fügen Sie einige ungewöhnliche eigene Wörter hinzu.',
    weakGuessable:
      'Dieses Passwort ist leicht zu erraten: Einige ungewöhnliche Wörter machen es viel stärker.',
    reused: 'Wählen Sie ein Passwort, das nicht zu Ihren letzten {{depth}} gehört.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
  },
  forgot: {
    intro:
      'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
    submit: 'Link senden',
    done: 'Falls für {{email}} ein Konto besteht, ist ein Link zum Zurücksetzen des Passworts unterwegs. Er funktioniert einmal, eine Stunde lang.',
  },
  passcode: {
    intro:
      'Wir senden Ihnen einen 6-stelligen Code per E-Mail. Er funktioniert einmal, 10 Minuten lang.',
    send: 'Code per E-Mail senden',
    sent: 'Falls {{email}} ein Konto hat, ist ein Code unterwegs. Geben Sie ihn unten ein.',
    code: '6-stelliger Code',
    submit: 'Anmelden',
    invalid: 'Der Code ist ungültig oder abgelaufen.',
    resend: 'Neuen Code senden',
  },
  mfa: {
    intro:
      'Wir haben einen 6-stelligen Code per SMS an Ihre Telefonnummer mit der Endung {{ending}} gesendet.',
    submit: 'Bestätigen',
  },
  lockout: {
    until:
      'Zu viele Anmeldeversuche sind fehlgeschlagen. Sie können es nach {{time}} erneut versuchen.',
    later: 'Zu viele Anmeldeversuche sind fehlgeschlagen. Bitte versuchen Sie es später erneut.',
    reset: 'Passwort zurücksetzen',
  },
  reset: {
    title: 'Neues Passwort wählen',
    forced: 'Sie müssen ein neues Passwort wählen, bevor Sie fortfahren.',
    password: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    submit: 'Neues Passwort speichern',
    done: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
    signIn: 'Anmelden',
  },
  link: {
    expired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
    requestNew: 'Neuen Link anfordern',
  },
  confirmed: {
    working: 'Ihre E-Mail-Adresse wird bestätigt…',
    done: 'Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!',
    continue: 'Weiter',
  },
  logout: {
    working: 'Sie werden abgemeldet…',
  },
  identityPages: {
    signOutTitle: 'Abmelden',
    signOutQuestion: 'Möchten Sie sich abmelden?',
    signOutYes: 'Ja, abmelden',
    signOutNo: 'Nein, angemeldet bleiben',
    signedOutTitle: 'Abgemeldet',
    signedOutText: 'Sie sind abgemeldet.',
    errorTitle: 'Anmeldefehler',
  },
};
