export const print = {
  downloadDenied: 'O navegador recusou a transferência do ficheiro...',
  loading: 'A preparar o documento…',
  batch: {
    start: 'Criar PDF',
    queued: 'A aguardar o início…',
    progress: 'A criar PDF: {{done}} de {{total}}',
    ready: 'Os PDF estão prontos.',
    readyWithFailures: 'Os PDF estão prontos; {{failed}} de {{total}} não puderam ser criados.',
    failed: 'Não foi possível criar os PDF.',
    download: 'Transferir PDF',
  },
};
