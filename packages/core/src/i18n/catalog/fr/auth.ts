import type { Catalog } from '../types';

export const auth: Catalog['auth'] = {
  common: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    continue: 'Continuer',
    backToSignIn: 'Retour à la connexion',
    tooMany: 'Trop de tentatives. Veuillez patienter une minute puis réessayer.',
    expired: 'Cette demande de connexion a expiré. Veuillez recommencer.',
    required: 'Veuillez remplir ce champ.',
  },
  redirecting: 'Redirection vers la page de connexion…',
  callback: {
    working: 'Connexion en cours…',
    failed: "La connexion n'a pas pu aboutir.",
    retry: 'Se reconnecter',
  },
  login: {
    rememberMe: 'Se souvenir de moi',
    invalid: 'Adresse e-mail ou mot de passe incorrect.',
    forgot: 'Mot de passe oublié ?',
    passcode: 'Recevoir plutôt un code de connexion par e-mail',
    register: 'Nouveau ici ? Créer un compte',
  },
  register: {
    invited: 'Vous vous inscrivez avec une invitation.',
    firstName: 'Prénom',
    lastName: 'Nom',
    submit: 'Créer mon compte',
    done: 'Consultez votre boîte de réception : nous avons envoyé un lien de confirmation de votre adresse e-mail à {{email}}. Vous pouvez vous connecter dès maintenant.',
    haveAccount: 'Vous avez déjà un compte ? Connectez-vous',
    problems: {
      firstName: {
        required: 'Saisissez votre prénom.',
        tooLong: 'Utilisez au plus {{max}} caractères.',
        invalid: 'Ce nom n’est pas valide.',
      },
      lastName: {
        required: 'Saisissez votre nom.',
        tooLong: 'Utilisez au plus {{max}} caractères.',
        invalid: 'Ce nom n’est pas valide.',
      },
      email: {
        required: 'Saisissez votre adresse e-mail.',
        tooLong: 'Utilisez au plus {{max}} caractères.',
        invalid: 'Saisissez une adresse e-mail comme nom@example.org.',
      },
      review: 'Veuillez corriger les champs signalés.',
    },
  },
  policy: {
    rules:
      'Utilisez au moins {{min}} caractères ; une longue phrase de passe est idéale. Les mots de passe courants et le nom de votre adresse e-mail sont refusés.',
    tooShort: "Utilisez au moins {{min}} caractères ({{recommended}} ou plus, c'est mieux).",
    tooLong: 'Utilisez au plus {{max}} caractères.',
    common: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.',
    containsEmail: 'Le mot de passe ne doit pas contenir le nom de votre adresse e-mail.',
    weakPattern:
      'Les caractères répétés et les suites (comme aaaa ou abcd) sont faciles à deviner : choisissez quelque chose de moins régulier.',
    weakKeyboard:
      'Les rangées de touches du clavier (comme azerty) sont faciles à deviner : choisissez quelque chose de moins régulier.',
    weakCommonPart:
      'Il repose sur un mot de passe ou un mot très courant : ajoutez quelques mots inhabituels de votre choix.',
    weakGuessable:
      'Ce mot de passe est facile à deviner : quelques mots inhabituels le rendent bien plus solide.',
    reused: 'Choisissez un mot de passe qui ne fait pas partie de vos {{depth}} derniers.',
    mismatch: 'Les mots de passe ne correspondent pas.',
  },
  forgot: {
    intro:
      'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    done: 'Si un compte existe pour {{email}}, un lien de réinitialisation du mot de passe est en route. Il fonctionne une fois, pendant une heure.',
  },
  passcode: {
    intro:
      'Nous vous envoyons un code à 6 chiffres par e-mail. Il fonctionne une fois, pendant 10 minutes.',
    send: "M'envoyer un code par e-mail",
    sent: 'Si {{email}} a un compte, un code est en route. Saisissez-le ci-dessous.',
    code: 'Code à 6 chiffres',
    submit: 'Se connecter',
    invalid: "Le code n'est pas valide ou a expiré.",
    resend: 'Envoyer un nouveau code',
  },
  mfa: {
    intro:
      'Nous avons envoyé un code à 6 chiffres par SMS à votre numéro de téléphone se terminant par {{ending}}.',
    submit: 'Vérifier',
  },
  lockout: {
    until: 'Trop de tentatives de connexion ont échoué. Vous pourrez réessayer après {{time}}.',
    later: 'Trop de tentatives de connexion ont échoué. Veuillez réessayer plus tard.',
    reset: 'Réinitialiser votre mot de passe',
  },
  reset: {
    title: 'Choisir un nouveau mot de passe',
    forced: 'Vous devez choisir un nouveau mot de passe avant de continuer.',
    password: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Enregistrer le nouveau mot de passe',
    done: 'Votre mot de passe a été modifié. Vous pouvez désormais vous connecter avec.',
    signIn: 'Se connecter',
  },
  link: {
    expired: 'Ce lien a expiré ou a déjà été utilisé.',
    requestNew: 'Demander un nouveau lien',
  },
  confirmed: {
    working: 'Confirmation de votre adresse e-mail…',
    done: 'Votre adresse e-mail est confirmée. Merci !',
    continue: 'Continuer',
  },
  logout: {
    working: 'Déconnexion en cours…',
  },
  identityPages: {
    signOutTitle: 'Se déconnecter',
    signOutQuestion: 'Voulez-vous vous déconnecter ?',
    signOutYes: 'Oui, me déconnecter',
    signOutNo: 'Non, rester connecté',
    signedOutTitle: 'Déconnecté',
    signedOutText: 'Vous êtes déconnecté.',
    errorTitle: 'Erreur de connexion',
  },
};
