import type { Catalog } from '../types';

export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: 'Se désabonner',
  },
  resend: {
    action: 'Renvoyer',
    confirmTitle: 'Renvoyer ce message ?',
    confirmBody:
      "Une copie est mise en file d'attente pour {{recipient}} ; l'original reste inchangé.",
    done: "Une copie du message a été mise en file d'attente.",
  },
  templates: {
    intro:
      'Les textes des messages que le portail envoie, par langue. Un espace réservé est un nom entre doubles accolades ; ajoutez |date au nom pour MM/JJ/AA ou |releaseDate pour MM-JJ-AAAA.',
    newTemplate: 'Nouveau modèle',
    allTemplates: 'Tous les modèles',
    empty: "Aucun modèle pour l'instant.",
    code: 'Code',
    language: 'Langue',
    description: 'Description',
    subject: 'Objet',
    bodyText: 'Corps texte',
    bodyHtml: 'Corps HTML',
    bodyHtmlHint: 'Laissez vide pour envoyer le corps texte sous forme de paragraphes HTML.',
    smsText: 'Texte SMS',
    transactional: 'Transactionnel',
    transactionalHint:
      "Les messages transactionnels (un code de connexion, un lien de mot de passe) n'ont pas de lien de désabonnement.",
    kind: 'Type',
    builtIn: 'Intégré',
    customized: 'Personnalisé',
    custom: 'Propre',
    edit: 'Modifier',
    save: 'Enregistrer',
    saved: 'Le modèle a été enregistré.',
    remove: 'Supprimer',
    restore: 'Rétablir le texte par défaut',
    confirmRemove: 'Supprimer le texte {{language}} de {{code}} ?',
    confirmRestore:
      'Rétablir le texte {{language}} par défaut de {{code}} ? Vos modifications seront perdues.',
    removed: 'Le modèle a été supprimé.',
    preview: 'Aperçu',
    previewEmail: 'E-mail',
    previewText: 'Texte',
    previewSms: 'SMS',
    previewFrame: "Aperçu de l'e-mail",
    previewProblem: "L'aperçu ne peut pas être rempli : {{problems}}",
    placeholders: 'Espaces réservés',
    noPlaceholders: "Ce modèle n'a pas d'espace réservé.",
    sampleNote:
      "L'aperçu remplit chaque espace réservé avec son nom et les dates avec celle du jour.",
    notFound: "Ce modèle n'existe pas.",
  },
};
