import type { Catalog } from '../types';

export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: 'Abmelden',
  },
  resend: {
    action: 'Erneut senden',
    confirmTitle: 'Diese Nachricht erneut senden?',
    confirmBody:
      'Eine Kopie wird für {{recipient}} in die Warteschlange gestellt; das Original bleibt unverändert.',
    done: 'Eine Kopie der Nachricht wurde in die Warteschlange gestellt.',
  },
  templates: {
    intro:
      'Die Texte der Nachrichten, die das Portal sendet, je Sprache. Ein Platzhalter ist ein Name in doppelten geschweiften Klammern; hängen Sie |date an den Namen für MM/TT/JJ oder |releaseDate für MM-TT-JJJJ an.',
    newTemplate: 'Neue Vorlage',
    allTemplates: 'Alle Vorlagen',
    empty: 'Noch keine Vorlagen.',
    code: 'Code',
    language: 'Sprache',
    description: 'Beschreibung',
    subject: 'Betreff',
    bodyText: 'Textinhalt',
    bodyHtml: 'HTML-Inhalt',
    bodyHtmlHint: 'Leer lassen, um den Textinhalt als HTML-Absätze zu senden.',
    smsText: 'SMS-Text',
    transactional: 'Transaktional',
    transactionalHint:
      'Transaktionale Nachrichten (ein Anmeldecode, ein Passwort-Link) enthalten keinen Abmeldelink.',
    kind: 'Art',
    builtIn: 'Integriert',
    customized: 'Angepasst',
    custom: 'Eigene',
    edit: 'Bearbeiten',
    save: 'Speichern',
    saved: 'Die Vorlage wurde gespeichert.',
    remove: 'Löschen',
    restore: 'Standard wiederherstellen',
    confirmRemove: 'Den Text von {{code}} auf {{language}} löschen?',
    confirmRestore:
      'Den Standardtext von {{code}} auf {{language}} wiederherstellen? Ihre Änderungen gehen verloren.',
    removed: 'Die Vorlage wurde gelöscht.',
    preview: 'Vorschau',
    previewEmail: 'E-Mail',
    previewText: 'Text',
    previewSms: 'SMS',
    previewFrame: 'Vorschau der E-Mail',
    previewProblem: 'Die Vorschau kann nicht gefüllt werden: {{problems}}',
    placeholders: 'Platzhalter',
    noPlaceholders: 'Diese Vorlage hat keine Platzhalter.',
    sampleNote:
      'Die Vorschau füllt jeden Platzhalter mit seinem Namen und Datumsangaben mit heute.',
    notFound: 'Diese Vorlage gibt es nicht.',
  },
};
