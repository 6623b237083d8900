export const print = {
  downloadDenied: 'O navegador bloqueou o download do arquivo...',
  loading: 'Preparando o documento…',
  batch: {
    start: 'Criar PDFs',
    queued: 'Aguardando o início…',
    progress: 'Criando PDFs: {{done}} de {{total}}',
    ready: 'Os PDFs estão prontos.',
    readyWithFailures: 'Os PDFs estão prontos; {{failed}} de {{total}} não puderam ser criados.',
    failed: 'Não foi possível criar os PDFs.',
    download: 'Baixar PDFs',
  },
};
