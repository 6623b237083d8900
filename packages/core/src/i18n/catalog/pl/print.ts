export const print = {
  downloadDenied: 'Przeglądarka zablokowała pobieranie pliku...',
  loading: 'Przygotowywanie dokumentu…',
  batch: {
    start: 'Utwórz pliki PDF',
    queued: 'Oczekiwanie na rozpoczęcie…',
    progress: 'Tworzenie plików PDF: {{done}} z {{total}}',
    ready: 'Pliki PDF są gotowe.',
    readyWithFailures: 'Pliki PDF są gotowe; nie udało się utworzyć {{failed}} z {{total}}.',
    failed: 'Nie udało się utworzyć plików PDF.',
    download: 'Pobierz pliki PDF',
  },
};
