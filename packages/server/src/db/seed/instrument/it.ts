import type { InstrumentTexts } from './instrument-types';

export const it: InstrumentTexts = {
  LIS: {
    name: 'Ascolto',
    displayName: 'Ascolto',
    definition: [
      'Dedica piena attenzione agli altri e li lascia finire.',
      'Verifica di aver capito prima di rispondere o decidere.',
    ],
    items: [
      'Lascia che gli altri finiscano di parlare prima di rispondere.',
      'Fa domande per capire un punto di vista prima di dare il proprio.',
      'Riassume ciò che ha sentito per verificare di aver capito.',
    ],
    strengths: [
      'Le persone si sentono ascoltate e segnalano presto i problemi.',
      'Le decisioni si basano su ciò che gli altri hanno detto davvero.',
    ],
    tractionSteps: [
      'Nelle prossime tre riunioni, fai una domanda di chiarimento prima di dare la tua opinione.',
      'Chiudi ogni colloquio individuale riassumendo ciò che hai sentito e chiedendo se hai capito bene.',
      'Metti via telefono e portatile quando qualcuno viene a parlarti.',
    ],
  },
  FOL: {
    name: 'Affidabilità',
    displayName: 'Affidabilità',
    definition: [
      'Fa ciò che ha detto, quando ha detto che l’avrebbe fatto.',
      'Avvisa presto quando un impegno è a rischio.',
    ],
    items: [
      'Consegna ciò che ha promesso entro la data concordata.',
      'Avvisa presto quando un impegno non può essere mantenuto.',
      'Tiene traccia delle azioni che si è preso in carico in riunione.',
    ],
    strengths: [
      'Gli altri possono pianificare contando sui suoi impegni.',
      'Le piccole promesse diventano fiducia.',
    ],
    tractionSteps: [
      'Questa settimana tieni un elenco di tutti i tuoi impegni e rivedilo ogni sera.',
      'Quando una scadenza slitta, avvisa le persone coinvolte il giorno stesso.',
      'Concorda una data per ogni azione che ti prendi in carico in riunione.',
    ],
  },
  CAN: {
    name: 'Franchezza',
    displayName: 'Franchezza',
    definition: [
      'Dice ciò che pensa, con chiarezza e rispetto.',
      'Affronta i temi difficili invece di aggirarli.',
    ],
    items: [
      'Esprime apertamente un’opinione diversa, anche con i superiori.',
      'Dà un riscontro chiaro quando qualcosa non funziona.',
      'Solleva i temi scomodi in tempo per risolverli.',
    ],
    strengths: [
      'I problemi emergono quando sono ancora piccoli.',
      'Gli altri sanno come stanno le cose.',
    ],
    tractionSteps: [
      'Scegli una preoccupazione che hai tenuto per te e sollevala questa settimana.',
      'Ogni settimana dai un riscontro concreto e gentile.',
      'In riunione, di’ «io la vedo diversamente» quando è così.',
    ],
  },
  REC: {
    name: 'Riconoscimento',
    displayName: 'Riconoscimento',
    definition: ['Nota il buon lavoro e lo dice.', 'Riconosce il merito a chi lo ha guadagnato.'],
    items: [
      'Ringrazia in modo specifico per ciò che gli altri hanno fatto bene.',
      'Riconosce il merito degli altri davanti al team.',
      'Nota l’impegno, non solo i risultati.',
    ],
    strengths: [
      'Le persone sanno che il loro lavoro viene visto.',
      'Le buone abitudini si diffondono perché vengono nominate.',
    ],
    tractionSteps: [
      'Ogni venerdì ringrazia due persone per qualcosa di specifico fatto in settimana.',
      'Quando presenti dei risultati, nomina chi ha fatto il lavoro.',
      'Scrivi ogni settimana un breve messaggio di apprezzamento.',
    ],
  },
  COM: {
    name: 'Calma',
    displayName: 'Calma',
    definition: [
      'Resta calmo e lucido sotto pressione.',
      'Non lascia che le emozioni guidino le decisioni.',
    ],
    items: [
      'Resta calmo quando le cose vanno storte.',
      'Riflette prima di reagire a una brutta notizia.',
      'Mantiene un tono pacato nelle conversazioni tese.',
    ],
    strengths: [
      'Gli altri restano tranquilli perché lui lo è.',
      'Le crisi si risolvono invece di aggravarsi.',
    ],
    tractionSteps: [
      'Quando una notizia ti agita, aspetta dieci minuti prima di rispondere.',
      'In un momento teso, dai un nome a ciò che provi prima di parlare.',
      'Dopo una giornata difficile, annota cosa ti ha scosso e cosa ti ha aiutato.',
    ],
  },
  ADA: {
    name: 'Adattabilità',
    displayName: 'Adattabilità',
    definition: [
      'Adegua piani e abitudini quando la situazione cambia.',
      'Prova nuovi modi di lavorare con mente aperta.',
    ],
    items: [
      'Cambia rotta rapidamente quando emergono fatti nuovi.',
      'È aperto a modi di lavorare diversi dal proprio.',
      'Resta efficace quando le priorità cambiano.',
    ],
    strengths: [
      'Il cambiamento attecchisce più in fretta intorno a lui.',
      'Aiuta gli altri ad affrontare i cambiamenti.',
    ],
    tractionSteps: [
      'Questo mese prova un suggerimento di un collega che di solito scarteresti.',
      'Quando i piani cambiano, elenca prima ciò che resta valido.',
      'Chiedi «cosa lo farebbe funzionare?» prima di «perché fallirà?».',
    ],
  },
  COL: {
    name: 'Collaborazione',
    displayName: 'Collaborazione',
    definition: [
      'Lavora con gli altri verso obiettivi comuni.',
      'Condivide informazioni e chiede aiuto.',
    ],
    items: [
      'Condivide le informazioni di cui gli altri hanno bisogno senza che gliele chiedano.',
      'Coinvolge le persone giuste prima di decidere.',
      'Mette gli obiettivi del team davanti al merito personale.',
    ],
    strengths: ['Il lavoro scorre tra i team.', 'Gli altri lo cercano come partner.'],
    tractionSteps: [
      'Questo mese, prima di ogni decisione, chiediti chi altro ne è toccato e parlagli.',
      'Invia ogni settimana un breve aggiornamento a chi dipende dal tuo lavoro.',
      'Chiedi aiuto a un collega di un altro team su un problema attuale.',
    ],
  },
  DEC: {
    name: 'Decisione',
    displayName: 'Decisione',
    definition: [
      'Prende decisioni tempestive con le informazioni disponibili.',
      'Si impegna su una direzione e spiega perché.',
    ],
    items: [
      'Decide in tempo perché gli altri possano agire.',
      'Spiega le ragioni delle proprie decisioni.',
      'Non riapre le decisioni senza fatti nuovi.',
    ],
    strengths: ['Il lavoro non si blocca in attesa di lui.', 'Gli altri capiscono il perché.'],
    tractionSteps: [
      'Fissa una data di decisione per ogni questione aperta della tua lista.',
      'Scrivi in due righe perché hai deciso e condividile.',
      'Riapri una decisione solo se emerge un fatto nuovo, e di’ quale.',
    ],
  },
  COA: {
    name: 'Far crescere gli altri',
    displayName: 'Far crescere gli altri',
    definition: [
      'Aiuta gli altri a sviluppare competenze e fiducia.',
      'Affida sfide e il sostegno che serve per affrontarle.',
    ],
    items: [
      'Si prende il tempo per aiutare gli altri a imparare.',
      'Affida alle persone compiti che le fanno crescere.',
      'Fa domande che aiutano gli altri a trovare le proprie risposte.',
    ],
    strengths: [
      'Le persone crescono più in fretta accanto a lui.',
      'Ogni anno il team ha meno bisogno di lui.',
    ],
    tractionSteps: [
      'Affida un compito che di solito svolgi tu a qualcuno che vuole impararlo.',
      'Nel prossimo colloquio di coaching, fai tre domande prima di dare un consiglio.',
      'Chiedi a ogni persona con cui lavori quale competenza vuole sviluppare in questo trimestre.',
    ],
  },
  PLA: {
    name: 'Pianificazione',
    displayName: 'Pianificazione',
    definition: [
      'Pensa in anticipo e organizza il lavoro in passi chiari.',
      'Fissa priorità perché si faccia ciò che conta.',
    ],
    items: [
      'Scompone i grandi obiettivi in passi chiari.',
      'Fissa priorità che gli altri capiscono.',
      'Prevede gli ostacoli e si prepara ad affrontarli.',
    ],
    strengths: ['I progetti partono con un percorso chiaro.', 'Le sorprese sono rare.'],
    tractionSteps: [
      'Inizia ogni settimana indicando i tuoi tre risultati più importanti.',
      'Per il prossimo progetto, scrivi i primi cinque passi e i loro responsabili.',
      'Elenca i due rischi maggiori di un piano in corso e un’azione per ciascuno.',
    ],
  },
  PAC: {
    name: 'Ritmo',
    displayName: 'Ritmo',
    definition: [
      'Fa avanzare il lavoro con energia.',
      'Un ritmo eccessivo sfinisce le persone; l’obiettivo è un ritmo che gli altri possano sostenere.',
    ],
    items: [
      'Spinge per ottenere risultati rapidi.',
      'Si aspetta che gli altri tengano il suo passo.',
      'Passa oltre prima che gli altri siano pronti.',
    ],
    strengths: [
      'Il lavoro procede a un ritmo che le persone reggono.',
      'L’urgenza è riservata a ciò che conta.',
    ],
    tractionSteps: [
      'Prima di fissare una scadenza, chiedi a chi fa il lavoro cosa è realistico.',
      'Una volta alla settimana verifica se il team ha respiro.',
      'Indica quali tue richieste sono davvero urgenti, e dillo.',
    ],
  },
  CTL: {
    name: 'Guida',
    displayName: 'Guida',
    definition: [
      'Dà una direzione chiara e prende in mano la situazione quando serve.',
      'Troppo poca lascia le persone incerte; troppa non lascia loro spazio.',
    ],
    items: [
      'Dice chiaramente alle persone cosa ci si aspetta da loro.',
      'Prende in mano la situazione quando serve una guida.',
      'Interviene per controllare come gli altri svolgono il loro lavoro.',
    ],
    strengths: [
      'Le persone sanno cosa ci si aspetta e hanno spazio per farlo.',
      'Guida quando conta.',
    ],
    tractionSteps: [
      'Per ogni compito che affidi, concorda il risultato e lascia il metodo alla persona.',
      'Chiedi al tuo team dove vuole più guida e dove meno.',
      'Nota quando entri nel lavoro di un altro e la prossima volta chiedi prima.',
    ],
  },
};
