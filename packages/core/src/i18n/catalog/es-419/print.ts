export const print = {
  downloadDenied: 'El navegador denegó la descarga del archivo...',
  loading: 'Preparando el documento…',
  batch: {
    start: 'Crear PDF',
    queued: 'Esperando para comenzar…',
    progress: 'Creando PDF: {{done}} de {{total}}',
    ready: 'Los PDF están listos.',
    readyWithFailures: 'Los PDF están listos; {{failed}} de {{total}} no se pudieron crear.',
    failed: 'No se pudieron crear los PDF.',
    download: 'Descargar PDF',
  },
};
