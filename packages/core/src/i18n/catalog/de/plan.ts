import type { Catalog } from '../types';

export const plan: Catalog['plan'] = {
  sections: {
    goal: 'Ziel',
    impactStatement: 'Wirkungsaussage',
    strengths: 'Stärken',
    constraints: 'Hemmnisse',
    steps: 'Traction-Schritte',
    accountabilityPartners: 'Verantwortungspartner',
    sharedPartners: 'Geteilt mit',
    empty: 'Noch nichts eingetragen.',
  },
  goal: {
    goalHelp: 'Was möchten Sie erreichen? Beschreiben Sie es in ein oder zwei Sätzen.',
    impactHelp: 'Was ändert sich für Sie und Ihr Umfeld, wenn Sie Ihr Ziel erreichen?',
    coach: 'Ihr {{coach}} (optional)',
  },
  strengths: {
    guidance: 'Wählen Sie {{min}} bis {{max}} Stärken. Bisher gewählt: {{chosen}}.',
    fromReport: 'Vorschläge aus Ihrem neuesten 360-Bericht (zum Hinzufügen auswählen):',
    add: 'Eigene Stärke hinzufügen',
    addButton: 'Hinzufügen',
  },
  constraints: {
    guidance:
      'Wählen Sie die Hemmnisse, die Sie am meisten bremsen. Ein Hemmnis braucht eine Definition, um gespeichert zu werden; geben Sie jedem zwei oder drei Traction-Schritte.',
    slot: 'Hemmnis {{n}}',
    clear: 'Leeren',
    choose: 'Hemmnis auswählen',
    fromReport: 'Aus Ihrem 360-Bericht',
    reference: 'Weitere Hemmnisse',
    name: 'Name von Hemmnis {{n}}',
    definition: 'Definition von Hemmnis {{n}}',
    definitionHelp: 'Ein Punkt pro Zeile.',
    stepsGuidance: 'Fügen Sie mindestens {{min}} oder {{max}} Schritte hinzu. Bisher: {{chosen}}.',
    step: 'Hemmnis {{n}}, Schritt {{step}}',
    removeStep: 'Schritt {{step}} von Hemmnis {{n}} entfernen',
    addStep: 'Schritt hinzufügen',
    add: 'Hemmnis hinzufügen',
  },
  partners: {
    accountabilityGuidance:
      'Wählen Sie {{min}} bis {{max}} Verantwortungspartner: Menschen, die Ihren Fortschritt sehen und Ihnen Rückmeldung geben. Bisher genannt: {{chosen}}.',
    sharedGuidance: 'Wer hier steht, erhält einen Link, um Ihren {{plan}} zu lesen.',
    firstName: 'Vorname (Partner {{n}})',
    lastName: 'Nachname (Partner {{n}})',
    email: 'E-Mail (Partner {{n}})',
    includeTPC: 'Um Checkup-Feedback bitten',
    remove: 'Partner {{n}} entfernen',
    add: 'Partner hinzufügen',
  },
  edit: {
    edit: 'Bearbeiten',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saving: 'Wird gespeichert …',
    unsaved: 'Ungespeicherte Änderungen',
    allSaved: 'Alle Änderungen gespeichert',
    saved: 'Speichern abgeschlossen',
    saveFailed: 'Traction Plan konnte nicht gespeichert werden: {{id}}',
    leave:
      'Möchten Sie die aktuelle Seite verlassen? Alle ungespeicherten Änderungen gehen verloren.',
    lockedBy:
      '{{name}} bearbeitet diesen {{plan}} gerade. Speichervorgänge werden geprüft, damit niemand unbemerkt Änderungen verliert.',
    conflict:
      'Jemand hat während Ihrer Bearbeitung eine neuere Version dieses {{plan}} gespeichert.',
    conflictBy:
      '{{name}} hat während Ihrer Bearbeitung eine neuere Version dieses {{plan}} gespeichert.',
    reload: 'Deren Version laden',
    keepEditing: 'Meine Änderungen behalten',
  },
  builder: {
    steps: {
      goal: 'Ziel',
      impact: 'Wirkung',
      strengths: 'Stärken',
      constraints: 'Hemmnisse',
      accountability: 'Verantwortungspartner',
      shared: 'Geteilt mit',
      review: 'Überprüfen',
    },
    intro: {
      goal: 'Beginnen Sie mit dem Ziel Ihres {{plan}}.',
      impact: 'Beschreiben Sie, was sich ändert, wenn Sie Ihr Ziel erreichen.',
      strengths: 'Ihre Stärken sind Ihr Fundament.',
      constraints:
        'Hemmnisse sind Gewohnheiten, die Ihnen im Weg stehen. Machen Sie aus jedem Traction-Schritte.',
      accountability: 'Verantwortungspartner halten Sie auf Kurs.',
      shared: 'Alle anderen, die Ihren {{plan}} lesen sollen.',
      review: 'Prüfen Sie Ihren {{plan}}, bevor Sie abschließen. Sie können ihn jederzeit ändern.',
    },
    back: 'Zurück',
    next: 'Weiter',
    finish: 'Abschließen',
    complete: 'Ihr {{plan}} ist vollständig.',
    incomplete:
      'Noch nicht vollständig: Ein {{plan}} braucht ein Ziel und mindestens ein Hemmnis mit Definition und Schritten.',
    shareEmails:
      'Die E-Mail-Adressen meiner Partner allen zeigen, mit denen ich meinen {{plan}} teile',
    sendLinks: 'Den Link zum Lesen beim Abschließen per E-Mail an meine Partner senden',
  },
  page: {
    openBuilder: 'Assistent öffnen',
    complete: 'Vollständig',
    incomplete: 'Unvollständig',
    lastUpdated: 'Zuletzt gespeichert {{date}}',
    noPlan: 'Sie haben Ihren {{plan}} noch nicht begonnen.',
    noPlanOf: '{{name}} hat noch keinen {{plan}} begonnen.',
    start: 'Meinen {{plan}} beginnen',
    readOnly: 'Sie können diesen {{plan}} lesen, aber nicht ändern.',
    reviewMode: 'Dieser {{plan}} wurde mit Ihnen geteilt. Er ist schreibgeschützt.',
    targetView: 'Sie sehen den {{plan}} von {{name}}.',
    onFeedback:
      'Dieser {{plan}} kann nicht geändert werden, solange sein Checkup Feedback sammelt.',
    notFound: 'Diese Adresse führt zu keinem {{plan}}.',
    coachOnly:
      'Sie haben hier keinen eigenen {{plan}}. Die Pläne der Personen, die Sie begleiten, öffnen Sie über die Coach-Übersicht auf der Startseite.',
  },
  share: {
    title: 'Teilen',
    intro:
      'Ihre Partner lesen Ihren {{plan}} über einen Link, ohne sich anzumelden. Schalten Sie einen Link aus, damit ein Partner ihn nicht mehr nutzen kann.',
    link: 'Link zum Lesen',
    partners: 'Partner',
    partner: 'Partner',
    linkSent: 'Link gesendet',
    linkActive: 'Link aktiv',
    linkActiveFor: 'Link zum Lesen aktiv für {{email}}',
    noPartners: 'Fügen Sie Partner mit E-Mail-Adresse hinzu, um Ihren {{plan}} zu teilen.',
    send: 'Link per E-Mail an meine Partner senden',
    sent: 'Der Link wurde an die Partner gesendet, die ihn noch nicht erhalten hatten.',
    newLink: 'Neuer Link',
    newLinkConfirm:
      'Einen neuen Link erstellen? Der bisherige Link funktioniert sofort nicht mehr, und Ihre Partner brauchen den neuen.',
    newLinkDone: 'Ein neuer Link wurde erstellt. Der alte Link funktioniert nicht mehr.',
  },
  activity: {
    title: 'Aktivität',
    empty: 'Noch niemand hat Ihren {{plan}} geöffnet.',
    anonymous: 'Jemand mit dem Link',
    view: '{{who}} hat ihn angesehen',
    download: '{{who}} hat ihn heruntergeladen ({{detail}})',
    update: '{{who}} hat Version {{detail}} gespeichert',
    via: {
      owner: 'als Inhaber',
      coach: 'als {{coach}}',
      review: 'über den Link',
      print: 'gedruckt',
    },
  },
  versions: {
    open: 'Versionen',
    title: 'Frühere Versionen',
    empty:
      'Es gibt noch keine früheren Versionen. Jedes Speichern bewahrt die vorige auf; automatische Speicherungen beim Tippen zählen als eine.',
    pick: 'Wählen Sie eine Version, um sie mit dem aktuellen {{plan}} zu vergleichen.',
    version: 'Version {{version}}',
    savedBy: '{{date}} von {{name}}',
    current: 'Aktuell',
    changed: 'Geändert',
    restore: 'Version {{version}} wiederherstellen',
    restoreConfirm:
      'Version {{version}} wiederherstellen? Der aktuelle {{plan}} wird als Version aufbewahrt, sodass Sie zurückkehren können.',
    restored: 'Version {{version}} wurde wiederhergestellt.',
  },
  download: {
    pdf: 'PDF herunterladen',
    docx: 'Word herunterladen',
    printPreview: 'Druckvorschau',
  },
};
