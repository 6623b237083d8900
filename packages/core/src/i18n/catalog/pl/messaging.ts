import type { Catalog } from '../types';

export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: 'Wypisz się',
  },
  resend: {
    action: 'Wyślij ponownie',
    confirmTitle: 'Wysłać tę wiadomość ponownie?',
    confirmBody: 'Kopia trafi do kolejki dla {{recipient}}; oryginał pozostaje bez zmian.',
    done: 'Kopia wiadomości trafiła do kolejki.',
  },
  templates: {
    intro:
      'Treści wiadomości wysyłanych przez portal, dla każdego języka. Symbol zastępczy to nazwa w podwójnych nawiasach klamrowych; dodaj |date do nazwy, aby uzyskać MM/DD/RR, lub |releaseDate, aby uzyskać MM-DD-RRRR.',
    newTemplate: 'Nowy szablon',
    allTemplates: 'Wszystkie szablony',
    empty: 'Nie ma jeszcze szablonów.',
    code: 'Kod',
    language: 'Język',
    description: 'Opis',
    subject: 'Temat',
    bodyText: 'Treść tekstowa',
    bodyHtml: 'Treść HTML',
    bodyHtmlHint: 'Pozostaw puste, aby wysłać treść tekstową jako akapity HTML.',
    smsText: 'Tekst SMS',
    transactional: 'Transakcyjna',
    transactionalHint:
      'Wiadomości transakcyjne (kod logowania, link do hasła) nie zawierają linku do wypisania się.',
    kind: 'Rodzaj',
    builtIn: 'Wbudowany',
    customized: 'Dostosowany',
    custom: 'Własny',
    edit: 'Edytuj',
    save: 'Zapisz',
    saved: 'Szablon został zapisany.',
    remove: 'Usuń',
    restore: 'Przywróć domyślny',
    confirmRemove: 'Usunąć treść {{code}} w języku {{language}}?',
    confirmRestore:
      'Przywrócić domyślną treść {{code}} w języku {{language}}? Twoje zmiany zostaną utracone.',
    removed: 'Szablon został usunięty.',
    preview: 'Podgląd',
    previewEmail: 'E-mail',
    previewText: 'Tekst',
    previewSms: 'SMS',
    previewFrame: 'Podgląd wiadomości e-mail',
    previewProblem: 'Nie można wypełnić podglądu: {{problems}}',
    placeholders: 'Symbole zastępcze',
    noPlaceholders: 'Ten szablon nie ma symboli zastępczych.',
    sampleNote: 'Podgląd wypełnia każdy symbol zastępczy jego nazwą, a daty dzisiejszą datą.',
    notFound: 'Ten szablon nie istnieje.',
  },
};
