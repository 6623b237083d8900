export const print = {
  downloadDenied: 'Le navigateur a refusé le téléchargement du fichier...',
  loading: 'Préparation du document…',
  batch: {
    start: 'Créer les PDF',
    queued: 'En attente de démarrage…',
    progress: 'Création des PDF : {{done}} sur {{total}}',
    ready: 'Les PDF sont prêts.',
    readyWithFailures: 'Les PDF sont prêts ; {{failed}} sur {{total}} n’ont pas pu être créés.',
    failed: 'Les PDF n’ont pas pu être créés.',
    download: 'Télécharger les PDF',
  },
};
