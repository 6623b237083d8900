import type { InstrumentTexts } from './instrument-types';

export const de: InstrumentTexts = {
  LIS: {
    name: 'Zuhören',
    displayName: 'Zuhören',
    definition: [
      'Schenkt anderen volle Aufmerksamkeit und lässt sie ausreden.',
      'Prüft, ob er oder sie richtig verstanden hat, bevor er antwortet oder entscheidet.',
    ],
    items: [
      'Lässt andere ausreden, bevor er oder sie antwortet.',
      'Stellt Fragen, um eine Sichtweise zu verstehen, bevor er die eigene äußert.',
      'Fasst zusammen, was er gehört hat, um das Verständnis zu prüfen.',
    ],
    strengths: [
      'Andere fühlen sich gehört und sprechen Probleme früh an.',
      'Entscheidungen beruhen auf dem, was andere tatsächlich gesagt haben.',
    ],
    tractionSteps: [
      'Stellen Sie in Ihren nächsten drei Besprechungen eine Verständnisfrage, bevor Sie Ihre Meinung sagen.',
      'Schließen Sie jedes Einzelgespräch mit einer Zusammenfassung und fragen Sie, ob Sie richtig liegen.',
      'Legen Sie Telefon und Laptop weg, wenn jemand mit Ihnen sprechen möchte.',
    ],
  },
  FOL: {
    name: 'Verbindlichkeit',
    displayName: 'Verbindlichkeit',
    definition: [
      'Tut, was er oder sie zugesagt hat, und zwar zum zugesagten Zeitpunkt.',
      'Sagt früh Bescheid, wenn eine Zusage gefährdet ist.',
    ],
    items: [
      'Liefert das Versprochene bis zum vereinbarten Termin.',
      'Sagt früh, wenn eine Zusage nicht eingehalten werden kann.',
      'Behält die in Besprechungen übernommenen Aufgaben im Blick.',
    ],
    strengths: [
      'Andere können mit seinen Zusagen planen.',
      'Aus kleinen Versprechen wächst Vertrauen.',
    ],
    tractionSteps: [
      'Führen Sie diese Woche eine Liste aller Zusagen und gehen Sie sie jeden Abend durch.',
      'Wenn ein Termin rutscht, informieren Sie die Betroffenen noch am selben Tag.',
      'Vereinbaren Sie für jede Aufgabe, die Sie in einer Besprechung übernehmen, ein Datum.',
    ],
  },
  CAN: {
    name: 'Offenheit',
    displayName: 'Offenheit',
    definition: [
      'Sagt klar und respektvoll, was er oder sie denkt.',
      'Spricht schwierige Themen an, statt sie zu umgehen.',
    ],
    items: [
      'Äußert eine abweichende Meinung offen, auch gegenüber Vorgesetzten.',
      'Gibt klares Feedback, wenn etwas nicht funktioniert.',
      'Spricht unangenehme Themen rechtzeitig an, um sie zu lösen.',
    ],
    strengths: [
      'Probleme kommen ans Licht, solange sie noch klein sind.',
      'Andere wissen, woran sie sind.',
    ],
    tractionSteps: [
      'Sprechen Sie diese Woche ein Anliegen an, das Sie bisher zurückgehalten haben.',
      'Geben Sie jede Woche ein konkretes, wohlwollendes Feedback.',
      'Sagen Sie in Besprechungen „Ich sehe das anders“, wenn es so ist.',
    ],
  },
  REC: {
    name: 'Anerkennung',
    displayName: 'Anerkennung',
    definition: [
      'Bemerkt gute Arbeit und spricht sie an.',
      'Würdigt die Menschen, die den Erfolg verdient haben.',
    ],
    items: [
      'Dankt anderen konkret für das, was sie gut gemacht haben.',
      'Würdigt die Beiträge anderer vor dem Team.',
      'Bemerkt Einsatz, nicht nur Ergebnisse.',
    ],
    strengths: [
      'Menschen wissen, dass ihre Arbeit gesehen wird.',
      'Gute Gewohnheiten verbreiten sich, weil sie benannt werden.',
    ],
    tractionSteps: [
      'Danken Sie jeden Freitag zwei Personen für etwas Konkretes aus dieser Woche.',
      'Nennen Sie bei der Vorstellung von Ergebnissen die Menschen, die die Arbeit geleistet haben.',
      'Schreiben Sie jede Woche eine kurze Notiz der Wertschätzung.',
    ],
  },
  COM: {
    name: 'Gelassenheit',
    displayName: 'Gelassenheit',
    definition: [
      'Bleibt unter Druck ruhig und klar.',
      'Lässt Entscheidungen nicht von Emotionen lenken.',
    ],
    items: [
      'Bleibt ruhig, wenn etwas schiefgeht.',
      'Denkt nach, bevor er auf schlechte Nachrichten reagiert.',
      'Behält in angespannten Gesprächen einen ruhigen Ton.',
    ],
    strengths: [
      'Andere bleiben ruhig, weil er ruhig bleibt.',
      'Krisen werden gelöst, nicht verschärft.',
    ],
    tractionSteps: [
      'Wenn Sie eine Nachricht aufregt, warten Sie zehn Minuten, bevor Sie antworten.',
      'Benennen Sie in einem angespannten Moment für sich das Gefühl, bevor Sie sprechen.',
      'Notieren Sie nach einem harten Tag, was Sie aufgebracht und was geholfen hat.',
    ],
  },
  ADA: {
    name: 'Anpassungsfähigkeit',
    displayName: 'Anpassungsfähigkeit',
    definition: [
      'Passt Pläne und Gewohnheiten an, wenn sich die Lage ändert.',
      'Probiert neue Arbeitsweisen unvoreingenommen aus.',
    ],
    items: [
      'Ändert schnell die Richtung, wenn neue Fakten auftauchen.',
      'Ist offen für Arbeitsweisen, die sich von den eigenen unterscheiden.',
      'Bleibt wirksam, wenn sich Prioritäten verschieben.',
    ],
    strengths: [
      'Veränderungen kommen in seinem Umfeld schneller an.',
      'Hilft anderen durch Umbrüche.',
    ],
    tractionSteps: [
      'Probieren Sie diesen Monat einen Vorschlag eines Kollegen aus, den Sie sonst übergehen würden.',
      'Wenn sich Pläne ändern, notieren Sie zuerst, was weiterhin gilt.',
      'Fragen Sie „Was würde das gelingen lassen?“ vor „Warum wird das scheitern?“.',
    ],
  },
  COL: {
    name: 'Zusammenarbeit',
    displayName: 'Zusammenarbeit',
    definition: [
      'Arbeitet mit anderen auf gemeinsame Ziele hin.',
      'Teilt Informationen und bittet um Hilfe.',
    ],
    items: [
      'Teilt Informationen, die andere brauchen, ohne gefragt zu werden.',
      'Bezieht die richtigen Personen ein, bevor er entscheidet.',
      'Stellt Teamziele über persönliche Anerkennung.',
    ],
    strengths: ['Die Arbeit fließt über Teamgrenzen hinweg.', 'Andere suchen ihn als Partner.'],
    tractionSteps: [
      'Fragen Sie diesen Monat vor jeder Entscheidung, wen sie noch betrifft, und sprechen Sie mit diesen Personen.',
      'Schicken Sie den Menschen, die auf Ihre Arbeit angewiesen sind, wöchentlich einen kurzen Stand.',
      'Bitten Sie eine Kollegin aus einem anderen Team um Hilfe bei einem aktuellen Problem.',
    ],
  },
  DEC: {
    name: 'Entscheidungsfreude',
    displayName: 'Entscheidungsfreude',
    definition: [
      'Trifft rechtzeitig Entscheidungen mit den vorhandenen Informationen.',
      'Legt sich fest und erklärt, warum.',
    ],
    items: [
      'Entscheidet so rechtzeitig, dass andere handeln können.',
      'Erklärt die Gründe für seine Entscheidungen.',
      'Öffnet Entscheidungen nicht ohne neue Fakten wieder.',
    ],
    strengths: [
      'Die Arbeit stockt nicht, weil auf ihn gewartet wird.',
      'Andere verstehen das Warum.',
    ],
    tractionSteps: [
      'Legen Sie für jede offene Frage auf Ihrer Liste ein Entscheidungsdatum fest.',
      'Schreiben Sie in zwei Sätzen auf, warum Sie so entschieden haben, und teilen Sie sie.',
      'Öffnen Sie eine Entscheidung nur bei einem neuen Fakt wieder und nennen Sie ihn.',
    ],
  },
  COA: {
    name: 'Andere entwickeln',
    displayName: 'Andere entwickeln',
    definition: [
      'Hilft anderen, ihre Fähigkeiten und ihr Selbstvertrauen auszubauen.',
      'Gibt herausfordernde Aufgaben und die passende Unterstützung dazu.',
    ],
    items: [
      'Nimmt sich Zeit, anderen beim Lernen zu helfen.',
      'Gibt anderen Aufgaben, an denen sie wachsen.',
      'Stellt Fragen, die anderen helfen, eigene Antworten zu finden.',
    ],
    strengths: [
      'Menschen entwickeln sich in seinem Umfeld schneller.',
      'Das Team braucht ihn jedes Jahr weniger.',
    ],
    tractionSteps: [
      'Übergeben Sie eine Aufgabe, die Sie sonst selbst erledigen, an jemanden, der sie lernen möchte.',
      'Stellen Sie im nächsten Coaching-Gespräch drei Fragen, bevor Sie einen Rat geben.',
      'Fragen Sie jede Person, mit der Sie arbeiten, welche Fähigkeit sie in diesem Quartal ausbauen möchte.',
    ],
  },
  PLA: {
    name: 'Planung',
    displayName: 'Planung',
    definition: [
      'Denkt voraus und gliedert die Arbeit in klare Schritte.',
      'Setzt Prioritäten, damit das Wichtige erledigt wird.',
    ],
    items: [
      'Zerlegt große Ziele in klare Schritte.',
      'Setzt Prioritäten, die andere verstehen.',
      'Sieht Hindernisse voraus und bereitet sich darauf vor.',
    ],
    strengths: ['Projekte beginnen mit einem klaren Weg.', 'Überraschungen sind selten.'],
    tractionSteps: [
      'Benennen Sie zu Beginn jeder Woche Ihre drei wichtigsten Ergebnisse.',
      'Schreiben Sie für Ihr nächstes Projekt die ersten fünf Schritte und ihre Verantwortlichen auf.',
      'Nennen Sie die zwei größten Risiken eines laufenden Plans und je eine Maßnahme.',
    ],
  },
  PAC: {
    name: 'Tempo',
    displayName: 'Tempo',
    definition: [
      'Treibt die Arbeit mit Energie voran.',
      'Zu viel Tempo erschöpft die Menschen; Ziel ist ein Tempo, das andere halten können.',
    ],
    items: [
      'Drängt auf schnelle Ergebnisse.',
      'Erwartet, dass andere sein Tempo mitgehen.',
      'Geht weiter, bevor andere bereit sind.',
    ],
    strengths: [
      'Die Arbeit bleibt in einem Tempo in Bewegung, das Menschen durchhalten.',
      'Dringlichkeit bleibt dem vorbehalten, was zählt.',
    ],
    tractionSteps: [
      'Fragen Sie vor dem Festlegen einer Frist die Ausführenden, was realistisch ist.',
      'Prüfen Sie einmal pro Woche, ob das Team Luft zum Atmen hat.',
      'Kennzeichnen Sie, welche Ihrer Bitten wirklich dringend sind, und sagen Sie es.',
    ],
  },
  CTL: {
    name: 'Führung geben',
    displayName: 'Führung geben',
    definition: [
      'Gibt klare Richtung und übernimmt die Leitung, wenn es nötig ist.',
      'Zu wenig lässt Menschen im Unklaren, zu viel lässt ihnen keinen Raum.',
    ],
    items: [
      'Sagt anderen klar, was von ihnen erwartet wird.',
      'Übernimmt die Leitung, wenn eine Situation sie braucht.',
      'Greift ein, um zu bestimmen, wie andere ihre Arbeit erledigen.',
    ],
    strengths: [
      'Menschen wissen, was erwartet wird, und haben Raum, es zu liefern.',
      'Er führt, wenn es darauf ankommt.',
    ],
    tractionSteps: [
      'Vereinbaren Sie bei jeder übergebenen Aufgabe das Ergebnis und überlassen Sie den Weg der Person.',
      'Fragen Sie Ihr Team, wo es mehr und wo weniger Richtung wünscht.',
      'Bemerken Sie, wenn Sie in fremde Arbeit eingreifen, und fragen Sie beim nächsten Mal vorher.',
    ],
  },
};
