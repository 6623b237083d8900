export const print = {
  downloadDenied: 'Der Browser hat den Datei-Download verweigert...',
  loading: 'Das Dokument wird vorbereitet…',
  batch: {
    start: 'PDFs erstellen',
    queued: 'Wartet auf den Start…',
    progress: 'PDFs werden erstellt: {{done}} von {{total}}',
    ready: 'Die PDFs sind fertig.',
    readyWithFailures:
      'Die PDFs sind fertig; {{failed}} von {{total}} konnten nicht erstellt werden.',
    failed: 'Die PDFs konnten nicht erstellt werden.',
    download: 'PDFs herunterladen',
  },
};
