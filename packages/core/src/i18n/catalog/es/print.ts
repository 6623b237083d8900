export const print = {
  downloadDenied: 'El navegador ha denegado la descarga del archivo...',
  loading: 'Preparando el documento…',
  batch: {
    start: 'Crear PDF',
    queued: 'Esperando para empezar…',
    progress: 'Creando PDF: {{done}} de {{total}}',
    ready: 'Los PDF están listos.',
    readyWithFailures: 'Los PDF están listos; {{failed}} de {{total}} no se han podido crear.',
    failed: 'No se han podido crear los PDF.',
    download: 'Descargar PDF',
  },
};
