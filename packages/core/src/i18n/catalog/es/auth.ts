import type { Catalog } from '../types';

export const auth: Catalog['auth'] = {
  common: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    continue: 'Continuar',
    backToSignIn: 'Volver al inicio de sesión',
    tooMany: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    expired: 'Esta solicitud de inicio de sesión ha caducado. Vuelve a empezar.',
    required: 'Rellena este campo.',
  },
  redirecting: 'Te llevamos a la página de inicio de sesión…',
  callback: {
    working: 'Iniciando sesión…',
    failed: 'No se ha podido completar el inicio de sesión.',
    retry: 'Volver a iniciar sesión',
  },
  login: {
    rememberMe: 'Recordarme',
    invalid: 'Correo electrónico o contraseña no válidos.',
    forgot: '¿Has olvidado tu contraseña?',
    passcode: 'Enviarme un código de acceso por correo',
    register: '¿Eres nuevo? Crea una cuenta',
  },
  register: {
    invited: 'Te estás registrando con una invitación.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    submit: 'Crear mi cuenta',
    done: 'Revisa tu bandeja de entrada: hemos enviado a {{email}} un enlace para confirmar tu correo electrónico. Ya puedes iniciar sesión.',
    haveAccount: '¿Ya tienes cuenta? Inicia sesión',
    problems: {
      firstName: {
        required: 'Escriba su nombre.',
        tooLong: 'Use como máximo {{max}} caracteres.',
        invalid: 'Este nombre no es válido.',
      },
      lastName: {
        required: 'Escriba sus apellidos.',
        tooLong: 'Use como máximo {{max}} caracteres.',
        invalid: 'Este nombre no es válido.',
      },
      email: {
        required: 'Escriba su dirección de correo electrónico.',
        tooLong: 'Use como máximo {{max}} caracteres.',
        invalid: 'Escriba una dirección de correo como nombre@example.org.',
      },
      review: 'Corrija los campos marcados.',
    },
  },
  policy: {
    rules:
      'Usa al menos {{min}} caracteres; lo mejor es una frase de contraseña larga. Se rechazan las contraseñas comunes y el nombre de tu correo electrónico.',
    tooShort: 'Usa al menos {{min}} caracteres ({{recommended}} o más es mejor).',
    tooLong: 'Usa como máximo {{max}} caracteres.',
    common: 'Esta contraseña es demasiado común: elige una más difícil de adivinar.',
    containsEmail: 'La contraseña no debe contener el nombre de tu correo electrónico.',
    weakPattern:
      'Los caracteres repetidos y las secuencias (como aaaa o abcd) son fáciles de adivinar: elige algo menos regular.',
    weakKeyboard:
      'Las filas de teclas del teclado (como qwerty) son fáciles de adivinar: elige algo menos regular.',
    weakCommonPart:
      'Se basa en una contraseña o palabra muy usada: añade algunas palabras poco comunes tuyas.',
    weakGuessable:
      'Esta contraseña es fácil de adivinar: unas cuantas palabras poco comunes la hacen mucho más segura.',
    reused: 'Elige una contraseña que no sea ninguna de las {{depth}} últimas.',
    mismatch: 'Las contraseñas no coinciden.',
  },
  forgot: {
    intro:
      'Escribe tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar el enlace',
    done: 'Si existe una cuenta para {{email}}, va de camino un enlace para restablecer su contraseña. Funciona una vez, durante una hora.',
  },
  passcode: {
    intro: 'Te enviamos por correo un código de 6 dígitos. Funciona una vez, durante 10 minutos.',
    send: 'Enviarme un código',
    sent: 'Si {{email}} tiene cuenta, va de camino un código. Escríbelo abajo.',
    code: 'Código de 6 dígitos',
    submit: 'Iniciar sesión',
    invalid: 'El código no es válido o ha caducado.',
    resend: 'Enviar un código nuevo',
  },
  mfa: {
    intro: 'Hemos enviado un código de 6 dígitos por SMS a tu teléfono terminado en {{ending}}.',
    submit: 'Verificar',
  },
  lockout: {
    until:
      'Han fallado demasiados intentos de inicio de sesión. Podrás volver a intentarlo después de las {{time}}.',
    later: 'Han fallado demasiados intentos de inicio de sesión. Vuelve a intentarlo más tarde.',
    reset: 'Restablecer la contraseña',
  },
  reset: {
    title: 'Elige una contraseña nueva',
    forced: 'Debes elegir una contraseña nueva antes de continuar.',
    password: 'Contraseña nueva',
    confirm: 'Confirma la contraseña nueva',
    submit: 'Guardar la contraseña nueva',
    done: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
    signIn: 'Iniciar sesión',
  },
  link: {
    expired: 'Este enlace ha caducado o ya se ha utilizado.',
    requestNew: 'Solicitar un enlace nuevo',
  },
  confirmed: {
    working: 'Confirmando tu correo electrónico…',
    done: 'Tu correo electrónico está confirmado. ¡Gracias!',
    continue: 'Continuar',
  },
  logout: {
    working: 'Cerrando sesión…',
  },
  identityPages: {
    signOutTitle: 'Cerrar sesión',
    signOutQuestion: '¿Quieres cerrar sesión?',
    signOutYes: 'Sí, cerrar sesión',
    signOutNo: 'No, mantener la sesión iniciada',
    signedOutTitle: 'Sesión cerrada',
    signedOutText: 'Has cerrado sesión.',
    errorTitle: 'Error al iniciar sesión',
  },
};
