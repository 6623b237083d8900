export const print = {
  downloadDenied: 'Il browser ha negato il download del file...',
  loading: 'Preparazione del documento…',
  batch: {
    start: 'Crea PDF',
    queued: 'In attesa di iniziare…',
    progress: 'Creazione dei PDF: {{done}} di {{total}}',
    ready: 'I PDF sono pronti.',
    readyWithFailures: 'I PDF sono pronti; {{failed}} su {{total}} non sono stati creati.',
    failed: 'Non è stato possibile creare i PDF.',
    download: 'Scarica i PDF',
  },
};
