import type { ShellTexts } from '../types';

// French typography: a no-break space before ":", "?" and "!", so they never start a line.
export const shell: ShellTexts = {
  common: {
    yes: 'Oui',
    no: 'Non',
    close: 'Fermer',
    loading: 'Chargement…',
    goHome: "Aller à la page d'accueil",
    showMore: 'afficher plus',
    showLess: 'afficher moins',
    retry: 'Réessayer',
    error: 'Une erreur est survenue.',
    reference: 'Référence : {{referenceId}}',
    requiredNote: 'Les réponses marquées d’un * sont obligatoires.',
  },
  toolbar: {
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    language: 'Langue',
    switchBrand: 'Changer de marque',
    account: 'Compte',
    signIn: 'Se connecter',
    signOut: 'Se déconnecter',
    signedInAs: 'Session ouverte : {{email}}',
  },
  skipToContent: 'Aller au contenu principal',
  authTitle: {
    login: 'Connexion',
    register: 'Créer votre compte',
    forgotpassword: 'Réinitialiser votre mot de passe',
    passcodelogin: 'Se connecter avec un code',
    mfalogin: 'Saisissez le code reçu par SMS',
    lockout: 'Votre compte est verrouillé',
  },
  drawer: {
    navigation: 'Navigation',
    hideToolbar: "Masquer la barre d'outils",
    showToolbar: "Afficher la barre d'outils",
  },
  guard: {
    notAuthorized: "Vous n'avez pas l'autorisation d'accéder à cette fonctionnalité.",
    unverified:
      "Pour accéder à cette fonctionnalité, confirmez d'abord votre adresse e-mail à l'aide du lien reçu dans votre boîte de réception.",
    resendEmail: "Renvoyer l'e-mail",
    resendSent: 'E-mail de confirmation envoyé',
    resendFailed: "Erreur lors de l'envoi de l'e-mail de confirmation.",
  },
  banner: {
    verifyEmail:
      "Votre adresse e-mail n'est pas encore confirmée. Le lien de confirmation vous attend dans votre boîte de réception.",
  },
  api: {
    verifyingUser: "Vérification de l'utilisateur…",
    sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
  },
  version: {
    newVersion: 'Une nouvelle version du site est disponible !',
    reload: 'Recharger',
    reloading:
      'Une nouvelle version du site est disponible. La page va se recharger dans un instant.',
  },
  chunk: {
    timeout: 'Le chargement de la page a pris trop de temps.',
  },
  confirm: {
    title: 'Veuillez confirmer',
  },
  notAvailable: {
    title: "Cette page n'est pas encore disponible.",
    body: 'Elle arrivera dans une prochaine version.',
    offers: {
      issue10:
        'Ressources, enquêtes, rapports, abonnements, paiements et les autres outils prévus.',
    },
  },
  notFound: {
    title: 'Page introuvable',
    body: "L'adresse que vous avez ouverte ne correspond à aucune page du portail.",
  },
  home: {
    welcome: 'Bienvenue sur {{siteTitle}}',
    intro:
      'Progressez avec votre {{coach}} : élaborez votre {{plan}}, travaillez avec vos {{groups}} et suivez les progrès de vos {{companies}}, le tout au même endroit.',
    signedInAs: 'Vous utilisez le compte {{email}}.',
  },
  support: {
    title: 'Comment pouvons-nous vous aider ?',
    intro: "Notre équipe d'assistance répond à vos questions sur votre compte et sur le portail.",
    form: "Ouvrir le formulaire d'assistance",
    contact: 'Nous contacter',
    help: "Consulter la page d'aide",
  },
  help: {
    title: 'Aide',
    intro: 'Repérez-vous dans {{siteTitle}}.',
    navigation:
      "Utilisez le menu de gauche pour passer d'une page à l'autre ; le bouton en haut à gauche le masque ou l'affiche.",
    language: "Choisissez votre langue dans le menu des langues de la barre d'outils.",
    support:
      "Besoin d'aide supplémentaire ? Notre équipe d'assistance se fera un plaisir de vous aider.",
  },
  timeout: {
    title: "La connexion n'est pas disponible pour le moment",
    body: "Le service de connexion n'a pas répondu à temps. Veuillez réessayer dans un instant.",
  },
  messages: {
    title: 'Messages',
    search: 'Rechercher',
    searchHint: 'Destinataire, objet ou résultat',
    status: 'Statut',
    type: 'Type',
    all: 'Tous',
    recipient: 'Destinataire',
    subject: 'Objet',
    entered: 'Enregistré',
    sent: 'Envoyé',
    completed: 'Terminé',
    result: 'Résultat',
    empty: 'Aucun message ne correspond.',
    rowsPerPage: 'Lignes par page',
    displayedRows: '{{from}}–{{to}} sur {{total}}',
    nextPage: 'Page suivante',
    previousPage: 'Page précédente',
    body: 'Corps (texte)',
    noBody: "Ce message n'a pas de corps de texte.",
    statusName: {
      Undefined: 'Non défini',
      InQueue: "En file d'attente",
      InProcess: 'En cours de traitement',
      Complete: 'Terminé',
      Reject: 'Rejeté',
      Deferred: 'Différé',
      Immediate: 'Immédiat',
    },
    typeName: {
      Undefined: 'Non défini',
      Email: 'E-mail',
      SMS: 'SMS',
      SignalR: 'Temps réel',
    },
  },
};
