import type { Catalog } from '../types';

export const plan: Catalog['plan'] = {
  sections: {
    goal: 'Obiettivo',
    impactStatement: 'Dichiarazione di impatto',
    strengths: 'Punti di forza',
    constraints: 'Vincoli',
    steps: 'Passi concreti',
    accountabilityPartners: 'Partner di responsabilità',
    sharedPartners: 'Partner in condivisione',
    empty: 'Ancora niente.',
  },
  goal: {
    goalHelp: 'Che cosa vuoi ottenere? Dillo in una o due frasi.',
    impactHelp:
      'Che cosa cambierà per te e per chi ti sta intorno quando raggiungerai l’obiettivo?',
    coach: 'Il tuo {{coach}} (facoltativo)',
  },
  strengths: {
    guidance: 'Scegli da {{min}} a {{max}} punti di forza. Scelti finora: {{chosen}}.',
    fromReport: 'Suggeriti dal tuo ultimo report 360 (seleziona per aggiungere):',
    add: 'Aggiungi un tuo punto di forza',
    addButton: 'Aggiungi',
  },
  constraints: {
    guidance:
      'Scegli i vincoli che ti frenano di più. Un vincolo viene salvato solo con una definizione; dai a ciascuno due o tre passi concreti.',
    slot: 'Vincolo {{n}}',
    clear: 'Svuota',
    choose: 'Scegli un vincolo',
    fromReport: 'Dal tuo report 360',
    reference: 'Altri vincoli',
    name: 'Nome del vincolo {{n}}',
    definition: 'Definizione del vincolo {{n}}',
    definitionHelp: 'Un punto per riga.',
    stepsGuidance: 'Aggiungi almeno {{min}} o {{max}} passi. Passi finora: {{chosen}}.',
    step: 'Vincolo {{n}}, passo {{step}}',
    removeStep: 'Rimuovi il passo {{step}} del vincolo {{n}}',
    addStep: 'Aggiungi un passo',
    add: 'Aggiungi un vincolo',
  },
  partners: {
    accountabilityGuidance:
      'Scegli da {{min}} a {{max}} partner di responsabilità: persone che vedono i tuoi progressi e ti danno un riscontro. Indicati finora: {{chosen}}.',
    sharedGuidance: 'I partner in condivisione ricevono un link per leggere il tuo {{plan}}.',
    firstName: 'Nome (partner {{n}})',
    lastName: 'Cognome (partner {{n}})',
    email: 'E-mail (partner {{n}})',
    includeTPC: 'Chiedi un riscontro di verifica',
    remove: 'Rimuovi il partner {{n}}',
    add: 'Aggiungi un partner',
  },
  edit: {
    edit: 'Modifica',
    save: 'Salva',
    cancel: 'Annulla',
    saving: 'Salvataggio…',
    unsaved: 'Modifiche non salvate',
    allSaved: 'Tutte le modifiche sono salvate',
    saved: 'Salvataggio completato',
    saveFailed: 'Impossibile salvare il Traction Plan {{id}}',
    leave: 'Vuoi lasciare la pagina corrente? Tutte le modifiche non salvate andranno perse.',
    lockedBy:
      '{{name}} sta modificando questo {{plan}} in questo momento. I salvataggi sono controllati, quindi nessuno perde modifiche senza saperlo.',
    conflict:
      'Qualcuno ha salvato una versione più recente di questo {{plan}} mentre lo modificavi.',
    conflictBy:
      '{{name}} ha salvato una versione più recente di questo {{plan}} mentre lo modificavi.',
    reload: 'Carica la sua versione',
    keepEditing: 'Tieni le mie modifiche',
  },
  builder: {
    steps: {
      goal: 'Obiettivo',
      impact: 'Impatto',
      strengths: 'Punti di forza',
      constraints: 'Vincoli',
      accountability: 'Partner di responsabilità',
      shared: 'Partner in condivisione',
      review: 'Riepilogo',
    },
    intro: {
      goal: 'Inizia dall’obiettivo del tuo {{plan}}.',
      impact: 'Descrivi la differenza che farà raggiungere il tuo obiettivo.',
      strengths: 'I tuoi punti di forza sono la base da cui partire.',
      constraints:
        'I vincoli sono abitudini che ti ostacolano. Trasforma ciascuno in passi concreti.',
      accountability: 'I partner di responsabilità ti aiutano a restare in carreggiata.',
      shared: 'Chiunque altro debba leggere il tuo {{plan}}.',
      review:
        'Controlla il tuo {{plan}} prima di concludere. Potrai cambiarlo in qualsiasi momento.',
    },
    back: 'Indietro',
    next: 'Avanti',
    finish: 'Concludi',
    complete: 'Il tuo {{plan}} è completo.',
    incomplete:
      'Non ancora completo: un {{plan}} richiede un obiettivo e almeno un vincolo con definizione e passi.',
    shareEmails:
      'Mostra gli indirizzi e-mail dei miei partner alle persone con cui condivido il mio {{plan}}',
    sendLinks: 'Invia il link di lettura ai miei partner quando concludo',
  },
  page: {
    openBuilder: 'Apri la procedura guidata',
    complete: 'Completo',
    incomplete: 'Incompleto',
    lastUpdated: 'Ultimo salvataggio {{date}}',
    noPlan: 'Non hai ancora iniziato il tuo {{plan}}.',
    noPlanOf: '{{name}} non ha ancora iniziato un {{plan}}.',
    start: 'Inizia il mio {{plan}}',
    readOnly: 'Puoi leggere questo {{plan}} ma non modificarlo.',
    reviewMode: 'Questo {{plan}} è stato condiviso con te. È in sola lettura.',
    targetView: 'Stai guardando il {{plan}} di {{name}}.',
    onFeedback: 'Questo {{plan}} non si può modificare mentre la sua verifica raccoglie riscontri.',
    notFound: 'Questo indirizzo non porta a nessun {{plan}}.',
    coachOnly:
      'Qui non hai un {{plan}} tuo. I piani delle persone che segui si aprono dal pannello del coach nella pagina iniziale.',
  },
  share: {
    title: 'Condivisione',
    intro:
      'I tuoi partner leggono il tuo {{plan}} tramite un link, senza accedere. Disattiva un link per impedire a un partner di usarlo.',
    link: 'Link di lettura',
    partners: 'Partner',
    partner: 'Partner',
    linkSent: 'Link inviato',
    linkActive: 'Link attivo',
    linkActiveFor: 'Link di lettura attivo per {{email}}',
    noPartners: 'Aggiungi partner con un indirizzo e-mail per condividere il tuo {{plan}}.',
    send: 'Invia il link ai miei partner',
    sent: 'Il link è stato inviato ai partner che non l’avevano ancora ricevuto.',
    newLink: 'Nuovo link',
    newLinkConfirm:
      'Creare un nuovo link? Il link attuale smette subito di funzionare e i tuoi partner avranno bisogno di quello nuovo.',
    newLinkDone: 'È stato creato un nuovo link. Quello vecchio non funziona più.',
  },
  activity: {
    title: 'Attività',
    empty: 'Nessuno ha ancora aperto il tuo {{plan}}.',
    anonymous: 'Qualcuno con il link',
    view: '{{who}} l’ha visualizzato',
    download: '{{who}} l’ha scaricato ({{detail}})',
    update: '{{who}} ha salvato la versione {{detail}}',
    via: {
      owner: 'come proprietario',
      coach: 'come {{coach}}',
      review: 'tramite il link di lettura',
      print: 'stampato',
    },
  },
  versions: {
    open: 'Versioni',
    title: 'Versioni precedenti',
    empty:
      'Non ci sono ancora versioni precedenti. Ogni salvataggio conserva la precedente; i salvataggi automatici mentre scrive contano come uno.',
    pick: 'Scegli una versione per confrontarla con il {{plan}} attuale.',
    version: 'Versione {{version}}',
    savedBy: '{{date}} da {{name}}',
    current: 'Attuale',
    changed: 'Modificato',
    restore: 'Ripristina la versione {{version}}',
    restoreConfirm:
      'Ripristinare la versione {{version}}? Il {{plan}} attuale viene conservato come versione, così potrai tornarci.',
    restored: 'La versione {{version}} è stata ripristinata.',
  },
  download: {
    pdf: 'Scarica PDF',
    docx: 'Scarica Word',
    printPreview: 'Anteprima di stampa',
  },
};
