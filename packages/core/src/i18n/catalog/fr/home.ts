export const home = {
  welcome: { named: 'Bienvenue, {{name}}', account: 'Mon compte' },
  plan: {
    title: 'Mon {{plan}}',
    notStarted: "Vous n'avez pas encore commencé votre {{plan}}.",
    inProgress: 'Votre {{plan}} est en cours.',
    complete: 'Votre {{plan}} est complet.',
    updated: 'Dernier enregistrement le {{date}}',
    open: 'Ouvrir mon {{plan}}',
    start: 'Commencer mon {{plan}}',
  },
  reports: {
    title: 'Mes rapports 360',
    empty: 'Aucun rapport ne vous a encore été communiqué.',
    loadFailed: "Impossible de charger les profils de l'utilisateur : {{id}}",
  },
  describers: {
    title: 'Demandes de retour',
    empty: "Personne n'attend votre retour.",
    request: 'Décrire {{name}}',
    asked: 'Demandé le {{date}}',
  },
  owner: {
    title: 'Mon {{coach}}',
    accountOwner: 'Responsable de mon compte',
    empty: 'Aucun {{coach}} ne vous a encore été attribué.',
    email: 'Écrire à {{name}}',
  },
  awards: {
    title: 'Distinctions',
    empty: 'Aucune distinction pour le moment.',
    of: 'Décernée à {{account}}',
  },
  teams: { title: 'Mes {{groups}}', empty: "Vous n'êtes membre d'aucun {{group}}." },
  coaching: {
    title: 'Tableau de bord du coach',
    intro: 'Les personnes que vous accompagnez, avec leur {{plan}} et leur 360 :',
    empty: "Vous n'accompagnez encore aucun {{group}}.",
  },
  access: {
    title: 'Faites votre propre 360',
    text: "Votre compte ne comprend pas encore le profil 360. Si vous avez reçu un code d'invitation, saisissez-le pour voir ce qu'il vous donne.",
    code: "Code d'invitation",
    apply: 'Utiliser ce code',
    contact: "Pas de code ? Contactez-nous pour obtenir l'accès.",
  },
};
