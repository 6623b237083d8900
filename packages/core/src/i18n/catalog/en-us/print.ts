/** Texts of print views, PDF batches and downloads. */
export const print = {
  downloadDenied: 'Browser denied file download...',
  loading: 'Preparing the document…',
  batch: {
    start: 'Create PDFs',
    queued: 'Waiting to start…',
    progress: 'Creating PDFs: {{done}} of {{total}}',
    ready: 'The PDFs are ready.',
    readyWithFailures: 'The PDFs are ready; {{failed}} of {{total}} could not be created.',
    failed: 'The PDFs could not be created.',
    download: 'Download PDFs',
  },
};
