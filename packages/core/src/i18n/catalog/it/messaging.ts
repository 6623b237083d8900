import type { Catalog } from '../types';

export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: "Annulla l'iscrizione",
  },
  resend: {
    action: 'Invia di nuovo',
    confirmTitle: 'Inviare di nuovo questo messaggio?',
    confirmBody: "Una copia viene messa in coda per {{recipient}}; l'originale resta com'è.",
    done: 'Una copia del messaggio è stata messa in coda.',
  },
  templates: {
    intro:
      'I testi dei messaggi che il portale invia, per lingua. Un segnaposto è un nome tra doppie parentesi graffe; aggiungi |date al nome per MM/GG/AA o |releaseDate per MM-GG-AAAA.',
    newTemplate: 'Nuovo modello',
    allTemplates: 'Tutti i modelli',
    empty: 'Ancora nessun modello.',
    code: 'Codice',
    language: 'Lingua',
    description: 'Descrizione',
    subject: 'Oggetto',
    bodyText: 'Corpo di testo',
    bodyHtml: 'Corpo HTML',
    bodyHtmlHint: 'Lascia vuoto per inviare il corpo di testo come paragrafi HTML.',
    smsText: 'Testo SMS',
    transactional: 'Transazionale',
    transactionalHint:
      "I messaggi transazionali (un codice di accesso, un link per la password) non hanno il link per annullare l'iscrizione.",
    kind: 'Tipo',
    builtIn: 'Predefinito',
    customized: 'Personalizzato',
    custom: 'Proprio',
    edit: 'Modifica',
    save: 'Salva',
    saved: 'Il modello è stato salvato.',
    remove: 'Elimina',
    restore: 'Ripristina il predefinito',
    confirmRemove: 'Eliminare il testo in {{language}} di {{code}}?',
    confirmRestore:
      'Ripristinare il testo predefinito in {{language}} di {{code}}? Le tue modifiche andranno perse.',
    removed: 'Il modello è stato eliminato.',
    preview: 'Anteprima',
    previewEmail: 'E-mail',
    previewText: 'Testo',
    previewSms: 'SMS',
    previewFrame: "Anteprima dell'e-mail",
    previewProblem: "Impossibile compilare l'anteprima: {{problems}}",
    placeholders: 'Segnaposto',
    noPlaceholders: 'Questo modello non ha segnaposto.',
    sampleNote: "L'anteprima riempie ogni segnaposto con il suo nome e le date con quella di oggi.",
    notFound: 'Questo modello non esiste.',
  },
};
