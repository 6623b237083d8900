import type { ShellTexts } from '../types';

export const shell: ShellTexts = {
  common: {
    yes: 'Tak',
    no: 'Nie',
    close: 'Zamknij',
    loading: 'Ładowanie…',
    goHome: 'Przejdź do strony głównej',
    showMore: 'pokaż więcej',
    showLess: 'pokaż mniej',
    retry: 'Spróbuj ponownie',
    error: 'Coś poszło nie tak.',
    reference: 'Numer referencyjny: {{referenceId}}',
    requiredNote: 'Odpowiedzi oznaczone * są wymagane.',
  },
  toolbar: {
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    language: 'Język',
    switchBrand: 'Zmień markę',
    account: 'Konto',
    signIn: 'Zaloguj się',
    signOut: 'Wyloguj się',
    signedInAs: 'Zalogowano jako {{email}}',
  },
  skipToContent: 'Przejdź do treści głównej',
  authTitle: {
    login: 'Zaloguj się',
    register: 'Załóż konto',
    forgotpassword: 'Zresetuj hasło',
    passcodelogin: 'Zaloguj się kodem',
    mfalogin: 'Wpisz kod z SMS-a',
    lockout: 'Twoje konto jest zablokowane',
  },
  drawer: {
    navigation: 'Nawigacja',
    hideToolbar: 'Ukryj pasek narzędzi',
    showToolbar: 'Pokaż pasek narzędzi',
  },
  guard: {
    notAuthorized: 'Nie masz uprawnień dostępu do tej funkcji.',
    unverified:
      'Zanim skorzystasz z tej funkcji, potwierdź swój adres e-mail za pomocą linku wysłanego do Twojej skrzynki odbiorczej.',
    resendEmail: 'Wyślij e-mail ponownie',
    resendSent: 'Wysłano e-mail z potwierdzeniem',
    resendFailed: 'Nie udało się wysłać e-maila z potwierdzeniem.',
  },
  banner: {
    verifyEmail:
      'Twój adres e-mail nie został jeszcze potwierdzony. Link potwierdzający znajdziesz w swojej skrzynce odbiorczej.',
  },
  api: {
    verifyingUser: 'Weryfikowanie użytkownika…',
    sessionEnded: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    network: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  },
  version: {
    newVersion: 'Dostępna jest nowa wersja witryny!',
    reload: 'Odśwież',
    reloading: 'Dostępna jest nowa wersja witryny. Strona za chwilę się odświeży.',
  },
  chunk: {
    timeout: 'Ładowanie strony trwało zbyt długo.',
  },
  confirm: {
    title: 'Potwierdź',
  },
  notAvailable: {
    title: 'Ta strona nie jest jeszcze dostępna.',
    body: 'Pojawi się w jednej z kolejnych wersji.',
    offers: {
      issue10: 'Zasoby, ankiety, raporty, subskrypcje, płatności i pozostałe planowane narzędzia.',
    },
  },
  notFound: {
    title: 'Nie znaleziono strony',
    body: 'Otwarty adres nie odpowiada żadnej stronie portalu.',
  },
  home: {
    welcome: 'Witamy w serwisie {{siteTitle}}',
    // The wording arrives uninflected, so each value stands where Polish needs the nominative.
    intro:
      'Rozwijaj się ze wsparciem, jakie daje Ci {{coach}}: twórz swój {{plan}}, pracuj w grupach ({{groups}}) i śledź postępy organizacji ({{companies}}) – wszystko w jednym miejscu.',
    signedInAs: 'Zalogowano jako {{email}}.',
  },
  support: {
    title: 'Jak możemy pomóc?',
    intro: 'Nasz zespół wsparcia odpowiada na pytania dotyczące Twojego konta i portalu.',
    form: 'Otwórz formularz zgłoszeniowy',
    contact: 'Skontaktuj się z nami',
    help: 'Przeczytaj stronę pomocy',
  },
  help: {
    title: 'Pomoc',
    intro: 'Jak poruszać się po serwisie {{siteTitle}}.',
    navigation:
      'Między stronami przechodzisz za pomocą menu po lewej stronie; przycisk w lewym górnym rogu ukrywa je lub pokazuje.',
    language: 'Język wybierzesz w menu języków na pasku narzędzi.',
    support: 'Nadal potrzebujesz pomocy? Nasz zespół wsparcia chętnie pomoże.',
  },
  timeout: {
    title: 'Logowanie jest teraz niedostępne',
    body: 'Usługa logowania nie odpowiedziała na czas. Spróbuj ponownie za chwilę.',
  },
  messages: {
    title: 'Wiadomości',
    search: 'Szukaj',
    searchHint: 'Odbiorca, temat lub wynik',
    status: 'Status',
    type: 'Typ',
    all: 'Wszystkie',
    recipient: 'Odbiorca',
    subject: 'Temat',
    entered: 'Dodano',
    sent: 'Wysłano',
    completed: 'Zakończono',
    result: 'Wynik',
    empty: 'Brak pasujących wiadomości.',
    rowsPerPage: 'Wierszy na stronie',
    displayedRows: '{{from}}–{{to}} z {{total}}',
    nextPage: 'Następna strona',
    previousPage: 'Poprzednia strona',
    body: 'Treść (tekst)',
    noBody: 'Ta wiadomość nie ma treści tekstowej.',
    statusName: {
      Undefined: 'Nieokreślony',
      InQueue: 'W kolejce',
      InProcess: 'W trakcie przetwarzania',
      Complete: 'Zakończony',
      Reject: 'Odrzucony',
      Deferred: 'Odroczony',
      Immediate: 'Natychmiastowy',
    },
    typeName: {
      Undefined: 'Nieokreślony',
      Email: 'E-mail',
      SMS: 'SMS',
      SignalR: 'Czas rzeczywisty',
    },
  },
};
