import type { Catalog } from '../types';

export const plan: Catalog['plan'] = {
  sections: {
    goal: 'Objectif',
    impactStatement: 'Déclaration d’impact',
    strengths: 'Forces',
    constraints: 'Freins',
    steps: 'Étapes d’action',
    accountabilityPartners: 'Partenaires de responsabilité',
    sharedPartners: 'Partenaires informés',
    empty: 'Rien pour l’instant.',
  },
  goal: {
    goalHelp: 'Que voulez-vous accomplir ? Dites-le en une ou deux phrases.',
    impactHelp:
      'Qu’est-ce qui changera pour vous et votre entourage quand vous atteindrez votre objectif ?',
    coach: 'Votre {{coach}} (facultatif)',
  },
  strengths: {
    guidance: 'Choisissez de {{min}} à {{max}} forces. Choisies jusqu’ici : {{chosen}}.',
    fromReport: 'Suggestions tirées de votre dernier rapport 360 (sélectionnez pour ajouter) :',
    add: 'Ajouter une force à vous',
    addButton: 'Ajouter',
  },
  constraints: {
    guidance:
      'Choisissez les freins qui vous retiennent le plus. Un frein doit avoir une définition pour être conservé ; donnez à chacun deux ou trois étapes d’action.',
    slot: 'Frein {{n}}',
    clear: 'Effacer',
    choose: 'Choisir un frein',
    fromReport: 'De votre rapport 360',
    reference: 'Autres freins',
    name: 'Nom du frein {{n}}',
    definition: 'Définition du frein {{n}}',
    definitionHelp: 'Un point par ligne.',
    stepsGuidance: 'Ajoutez au moins {{min}} ou {{max}} étapes. Étapes jusqu’ici : {{chosen}}.',
    step: 'Frein {{n}}, étape {{step}}',
    removeStep: 'Retirer l’étape {{step}} du frein {{n}}',
    addStep: 'Ajouter une étape',
    add: 'Ajouter un frein',
  },
  partners: {
    accountabilityGuidance:
      'Choisissez de {{min}} à {{max}} partenaires de responsabilité : des personnes qui suivent vos progrès et vous font un retour. Nommés jusqu’ici : {{chosen}}.',
    sharedGuidance: 'Les partenaires informés reçoivent un lien pour lire votre {{plan}}.',
    firstName: 'Prénom (partenaire {{n}})',
    lastName: 'Nom (partenaire {{n}})',
    email: 'E-mail (partenaire {{n}})',
    includeTPC: 'Demander un retour de suivi',
    remove: 'Retirer le partenaire {{n}}',
    add: 'Ajouter un partenaire',
  },
  edit: {
    edit: 'Modifier',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saving: 'Enregistrement…',
    unsaved: 'Modifications non enregistrées',
    allSaved: 'Toutes les modifications sont enregistrées',
    saved: 'Enregistrement terminé',
    saveFailed: 'Impossible d’enregistrer le Traction Plan {{id}}',
    leave:
      'Voulez-vous quitter la page actuelle ? Toutes les modifications non enregistrées seront perdues.',
    lockedBy:
      '{{name}} modifie ce {{plan}} en ce moment. Les enregistrements sont vérifiés : personne ne perd de modifications sans être prévenu.',
    conflict:
      'Quelqu’un a enregistré une version plus récente de ce {{plan}} pendant votre modification.',
    conflictBy:
      '{{name}} a enregistré une version plus récente de ce {{plan}} pendant votre modification.',
    reload: 'Charger sa version',
    keepEditing: 'Garder mes modifications',
  },
  builder: {
    steps: {
      goal: 'Objectif',
      impact: 'Impact',
      strengths: 'Forces',
      constraints: 'Freins',
      accountability: 'Partenaires de responsabilité',
      shared: 'Partenaires informés',
      review: 'Relecture',
    },
    intro: {
      goal: 'Commencez par l’objectif de votre {{plan}}.',
      impact: 'Décrivez la différence que fera l’atteinte de votre objectif.',
      strengths: 'Vos forces sont ce sur quoi vous bâtissez.',
      constraints:
        'Les freins sont les habitudes qui vous gênent. Transformez chacun en étapes d’action.',
      accountability: 'Vos partenaires de responsabilité vous aident à garder le cap.',
      shared: 'Toute autre personne qui devrait lire votre {{plan}}.',
      review: 'Relisez votre {{plan}} avant de terminer. Vous pourrez le modifier à tout moment.',
    },
    back: 'Retour',
    next: 'Suivant',
    finish: 'Terminer',
    complete: 'Votre {{plan}} est complet.',
    incomplete:
      'Pas encore complet : un {{plan}} demande un objectif et au moins un frein avec une définition et des étapes.',
    shareEmails:
      'Montrer les adresses e-mail de mes partenaires aux personnes avec qui je partage mon {{plan}}',
    sendLinks: 'Envoyer le lien de lecture à mes partenaires quand je termine',
  },
  page: {
    openBuilder: 'Ouvrir l’assistant',
    complete: 'Complet',
    incomplete: 'Incomplet',
    lastUpdated: 'Enregistré le {{date}}',
    noPlan: 'Vous n’avez pas encore commencé votre {{plan}}.',
    noPlanOf: '{{name}} n’a pas encore commencé de {{plan}}.',
    start: 'Commencer mon {{plan}}',
    readOnly: 'Vous pouvez lire ce {{plan}} mais pas le modifier.',
    reviewMode: 'Ce {{plan}} a été partagé avec vous. Il est en lecture seule.',
    targetView: 'Vous consultez le {{plan}} de {{name}}.',
    onFeedback: 'Ce {{plan}} ne peut pas être modifié tant que son suivi recueille des retours.',
    notFound: 'Cette adresse ne mène à aucun {{plan}}.',
    coachOnly:
      "Vous n'avez pas de {{plan}} à vous ici. Les plans des personnes que vous accompagnez s'ouvrent depuis le tableau de bord du coach sur la page d'accueil.",
  },
  share: {
    title: 'Partage',
    intro:
      'Vos partenaires lisent votre {{plan}} grâce à un lien, sans se connecter. Désactivez un lien pour qu’un partenaire ne puisse plus l’utiliser.',
    link: 'Lien de lecture',
    partners: 'Partenaires',
    partner: 'Partenaire',
    linkSent: 'Lien envoyé',
    linkActive: 'Lien actif',
    linkActiveFor: 'Lien de lecture actif pour {{email}}',
    noPartners: 'Ajoutez des partenaires avec une adresse e-mail pour partager votre {{plan}}.',
    send: 'Envoyer le lien à mes partenaires',
    sent: 'Le lien a été envoyé aux partenaires qui ne l’avaient pas encore reçu.',
    newLink: 'Nouveau lien',
    newLinkConfirm:
      'Créer un nouveau lien ? Le lien actuel cessera aussitôt de fonctionner et vos partenaires auront besoin du nouveau.',
    newLinkDone: 'Un nouveau lien a été créé. L’ancien ne fonctionne plus.',
  },
  activity: {
    title: 'Activité',
    empty: 'Personne n’a encore ouvert votre {{plan}}.',
    anonymous: 'Une personne ayant le lien',
    view: '{{who}} l’a consulté',
    download: '{{who}} l’a téléchargé ({{detail}})',
    update: '{{who}} a enregistré la version {{detail}}',
    via: {
      owner: 'en tant que propriétaire',
      coach: 'en tant que {{coach}}',
      review: 'par le lien de lecture',
      print: 'imprimé',
    },
  },
  versions: {
    open: 'Versions',
    title: 'Versions précédentes',
    empty:
      'Pas encore de version précédente. Chaque enregistrement conserve la précédente ; les enregistrements automatiques pendant la saisie comptent pour un.',
    pick: 'Choisissez une version pour la comparer au {{plan}} actuel.',
    version: 'Version {{version}}',
    savedBy: '{{date}} par {{name}}',
    current: 'Actuel',
    changed: 'Modifié',
    restore: 'Restaurer la version {{version}}',
    restoreConfirm:
      'Restaurer la version {{version}} ? Le {{plan}} actuel est conservé comme version : vous pourrez y revenir.',
    restored: 'La version {{version}} a été restaurée.',
  },
  download: {
    pdf: 'Télécharger le PDF',
    docx: 'Télécharger en Word',
    printPreview: 'Aperçu avant impression',
  },
};
