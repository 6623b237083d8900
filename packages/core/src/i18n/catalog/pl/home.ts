export const home = {
  welcome: { named: 'Witaj, {{name}}', account: 'Moje konto' },
  plan: {
    title: 'Mój {{plan}}',
    notStarted: 'Nie rozpoczęto jeszcze planu: {{plan}}.',
    inProgress: 'Twój {{plan}} jest w toku.',
    complete: 'Twój {{plan}} jest kompletny.',
    updated: 'Ostatnio zapisano {{date}}',
    open: 'Otwórz mój {{plan}}',
    start: 'Rozpocznij mój {{plan}}',
  },
  reports: {
    title: 'Moje raporty 360',
    empty: 'Nie udostępniono Ci jeszcze żadnego raportu.',
    loadFailed: 'Nie można wczytać profili użytkownika: {{id}}',
  },
  describers: {
    title: 'Prośby o opinię',
    empty: 'Nikt nie czeka na Twoją opinię.',
    request: 'Opisz: {{name}}',
    asked: 'Prośba z {{date}}',
  },
  owner: {
    title: 'Mój {{coach}}',
    accountOwner: 'Opiekun mojego konta',
    empty: 'Nie przypisano Ci jeszcze osoby: {{coach}}.',
    email: 'Napisz do: {{name}}',
  },
  awards: { title: 'Wyróżnienia', empty: 'Brak wyróżnień.', of: 'Przyznane: {{account}}' },
  teams: { title: 'Moje {{groups}}', empty: 'Nie należysz do żadnej grupy ({{group}}).' },
  coaching: {
    title: 'Panel coacha',
    intro: 'Osoby, które prowadzisz, z ich planem ({{plan}}) i 360:',
    empty: 'Nie prowadzisz jeszcze żadnej grupy ({{group}}).',
  },
  access: {
    title: 'Twoje własne 360',
    text: 'Twoje konto nie obejmuje jeszcze profilu 360. Jeśli masz kod zaproszenia, wpisz go, aby zobaczyć, co daje.',
    code: 'Kod zaproszenia',
    apply: 'Użyj tego kodu',
    contact: 'Nie masz kodu? Skontaktuj się z nami, aby uzyskać dostęp.',
  },
};
