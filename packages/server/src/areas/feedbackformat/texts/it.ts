import type { FeedbackFormatTexts } from '@portal/core';

export const it: FeedbackFormatTexts = {
  header: 'Verifica del {{plan}} di {{participantName}}',
  sections: {
    introduction: {
      title: 'Introduzione',
      text: '{{participantName}} ti ha indicato come partner di responsabilità e vorrebbe un tuo parere sui progressi del suo {{plan}}. Servono circa cinque minuti. Quanto spesso interagisci con {{participantName}}?',
    },
    strengths: {
      title: 'Punti di forza',
      text: 'Scegli da 1 a 5 punti di forza che hai visto usare da {{participantName}} e, se vuoi, aggiungi un commento.',
    },
    constraints: {
      title: 'Vincoli',
      text: 'Per ogni vincolo, sei d’accordo che sia quello giusto su cui {{participantName}} deve lavorare?',
    },
    steps: {
      title: 'Passi di azione',
      text: 'Per ogni passo valuta questa affermazione: {{participantName}} sta facendo progressi su questo passo. Scegli N/A se non hai potuto osservarlo.',
    },
    encouragement: {
      title: 'Incoraggiamento',
      text: 'Lascia qualche parola di incoraggiamento a {{participantName}} (facoltativo).',
    },
  },
  acknowledgeText:
    'Sono consapevole che le mie risposte non sono anonime: {{participantName}} vedrà il mio nome accanto alle mie risposte.',
  completedText:
    'Grazie! Il tuo feedback è stato inviato. {{participantName}} lo vedrà quando i report della verifica saranno pubblicati.',
  unavailableText:
    'Questa richiesta di sondaggio è scaduta o è già stata completata. Per qualsiasi domanda contatta l’assistenza',
  errors: {
    submit: 'Impossibile inviare il sondaggio, riprova più tardi.',
    incomplete:
      'Non tutte le informazioni richieste sono state inserite, controlla le risposte e riprova.',
    load: 'Errore durante il caricamento del feedback sul Traction Plan',
    unavailable:
      'Questa richiesta di sondaggio è scaduta o è già stata completata. Per qualsiasi domanda contatta l’assistenza',
  },
};
