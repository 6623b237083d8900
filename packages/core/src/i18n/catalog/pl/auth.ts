import type { Catalog } from '../types';

export const auth: Catalog['auth'] = {
  common: {
    email: 'Adres e-mail',
    password: 'Hasło',
    continue: 'Dalej',
    backToSignIn: 'Wróć do logowania',
    tooMany: 'Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.',
    expired: 'To żądanie logowania wygasło. Zacznij od nowa.',
    required: 'Wypełnij to pole.',
  },
  redirecting: 'Przekierowujemy do strony logowania…',
  callback: {
    working: 'Trwa logowanie…',
    failed: 'Nie udało się dokończyć logowania.',
    retry: 'Zaloguj się ponownie',
  },
  login: {
    rememberMe: 'Zapamiętaj mnie',
    invalid: 'Nieprawidłowy adres e-mail lub hasło.',
    forgot: 'Nie pamiętasz hasła?',
    passcode: 'Zamiast tego wyślij mi kod logowania e-mailem',
    register: 'Jesteś tu nowy? Załóż konto',
  },
  register: {
    invited: 'Rejestrujesz się z zaproszenia.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    submit: 'Załóż moje konto',
    done: 'Sprawdź skrzynkę: wysłaliśmy link potwierdzający adres e-mail na {{email}}. Możesz się już zalogować.',
    haveAccount: 'Masz już konto? Zaloguj się',
    problems: {
      firstName: {
        required: 'Wpisz swoje imię.',
        tooLong: 'Użyj najwyżej {{max}} znaków.',
        invalid: 'To imię lub nazwisko jest nieprawidłowe.',
      },
      lastName: {
        required: 'Wpisz swoje nazwisko.',
        tooLong: 'Użyj najwyżej {{max}} znaków.',
        invalid: 'To imię lub nazwisko jest nieprawidłowe.',
      },
      email: {
        required: 'Wpisz swój adres e-mail.',
        tooLong: 'Użyj najwyżej {{max}} znaków.',
        invalid: 'Wpisz adres e-mail, np. nazwa@example.org.',
      },
      review: 'Popraw zaznaczone pola.',
    },
  },
  policy: {
    rules:
      'Użyj co najmniej {{min}} znaków; najlepsze jest długie hasło-zdanie. Popularne hasła i nazwa Twojego adresu e-mail są odrzucane.',
    tooShort: 'Użyj co najmniej {{min}} znaków ({{recommended}} lub więcej jest lepiej).',
    tooLong: 'Użyj najwyżej {{max}} znaków.',
    common: 'To hasło jest zbyt popularne: wybierz trudniejsze do odgadnięcia.',
    containsEmail: 'Hasło nie może zawierać nazwy Twojego adresu e-mail.',
    weakPattern:
      'Powtarzające się znaki i ciągi (jak aaaa lub abcd) łatwo odgadnąć: wybierz coś mniej regularnego.',
    weakKeyboard:
      'Rzędy klawiszy na klawiaturze (jak qwerty) łatwo odgadnąć: wybierz coś mniej regularnego.',
    weakCommonPart:
      'Opiera się na często używanym haśle lub słowie: dodaj kilka własnych nietypowych słów.',
    weakGuessable: 'To hasło łatwo odgadnąć: kilka nietypowych słów czyni je znacznie silniejszym.',
    reused: 'Wybierz hasło inne niż {{depth}} ostatnich.',
    mismatch: 'Hasła nie są zgodne.',
  },
  forgot: {
    intro: 'Podaj swój adres e-mail, a wyślemy Ci link do ustawienia nowego hasła.',
    submit: 'Wyślij link',
    done: 'Jeśli dla {{email}} istnieje konto, link do zresetowania hasła jest w drodze. Działa raz, przez godzinę.',
  },
  passcode: {
    intro: 'Wyślemy Ci e-mailem 6-cyfrowy kod. Działa raz, przez 10 minut.',
    send: 'Wyślij mi kod',
    sent: 'Jeśli {{email}} ma konto, kod jest w drodze. Wpisz go poniżej.',
    code: '6-cyfrowy kod',
    submit: 'Zaloguj się',
    invalid: 'Kod jest nieprawidłowy lub wygasł.',
    resend: 'Wyślij nowy kod',
  },
  mfa: {
    intro: 'Wysłaliśmy 6-cyfrowy kod SMS-em na Twój numer telefonu kończący się na {{ending}}.',
    submit: 'Potwierdź',
  },
  lockout: {
    until: 'Zbyt wiele prób logowania się nie powiodło. Możesz spróbować ponownie po {{time}}.',
    later: 'Zbyt wiele prób logowania się nie powiodło. Spróbuj ponownie później.',
    reset: 'Zresetuj hasło',
  },
  reset: {
    title: 'Ustaw nowe hasło',
    forced: 'Zanim przejdziesz dalej, musisz ustawić nowe hasło.',
    password: 'Nowe hasło',
    confirm: 'Potwierdź nowe hasło',
    submit: 'Zapisz nowe hasło',
    done: 'Hasło zostało zmienione. Możesz się nim teraz zalogować.',
    signIn: 'Zaloguj się',
  },
  link: {
    expired: 'Ten link wygasł lub został już użyty.',
    requestNew: 'Poproś o nowy link',
  },
  confirmed: {
    working: 'Potwierdzamy Twój adres e-mail…',
    done: 'Twój adres e-mail jest potwierdzony. Dziękujemy!',
    continue: 'Dalej',
  },
  logout: {
    working: 'Trwa wylogowywanie…',
  },
  identityPages: {
    signOutTitle: 'Wyloguj się',
    signOutQuestion: 'Czy chcesz się wylogować?',
    signOutYes: 'Tak, wyloguj mnie',
    signOutNo: 'Nie, pozostań zalogowany',
    signedOutTitle: 'Wylogowano',
    signedOutText: 'Wylogowano Cię.',
    errorTitle: 'Błąd logowania',
  },
};
