import type { Catalog } from '../types';
import { profile as es } from '../es/profile';

// The Spanish of Spain with the Latin American usage where it differs.
export const profile: Catalog['profile'] = {
  ...es,
  common: { ...es.common, notChanged: 'No se cambió nada.' },
  participant: {
    ...es.participant,
    started: 'Tu 360 comenzó.',
    intro:
      'Tu perfil 360 muestra cómo te ves y cómo te ven las personas con las que trabajas. Inícialo, descríbete y luego invita a algunas personas que conozcan tu trabajo.',
    noAccount:
      'Tu inicio de sesión todavía no tiene cuenta de usuario, así que no se puede iniciar un 360.',
    inactive: 'Tu último 360 está inactivo. Reactívalo para continuar donde lo dejaste.',
    reactivated: 'Tu 360 está activo de nuevo.',
    selfTitle: 'Tu autodescripción',
    selfDone: 'Ya te describiste. ¡Gracias!',
    selfRequired: 'Descríbete primero: después se invita a tus evaluadores.',
    selfPending: 'Tu autodescripción sigue pendiente.',
  },
  describers: {
    ...es.describers,
    none: 'Todavía no se invitó a nadie.',
    selfFirst: 'Podrás invitar cuando te hayas descrito.',
    confirmRemove: '¿Quitar a {{name}} de tus evaluadores? Su enlace dejará de funcionar.',
    removed: 'Se quitó a {{name}}.',
    reactivated: 'Se le volvió a pedir a {{name}}.',
  },
  invite: {
    ...es.invite,
    lastName: 'Apellido',
    sent: 'Se envió una invitación a {{email}}.',
    invalidEmail: 'Ingresa un correo electrónico válido.',
  },
  survey: {
    ...es.survey,
    selfTitle: 'Descríbete',
    selfIntro:
      'Califica cada afirmación según te describa en el trabajo. Tus respuestas se guardan a medida que avanzas; puedes volver con el mismo enlace.',
    intro:
      '{{name}} te pide tu opinión. Califica cada afirmación según describa a {{name}} en el trabajo. Tus respuestas se guardan a medida que avanzas y puedes volver con el mismo enlace. Solo se muestran agrupadas, nunca con tu nombre.',
    save: { ...es.survey.save, failed: 'No se guardó: revisa tu conexión' },
    required: 'Responde esta afirmación.',
    commentHint: 'Se muestra en el informe sin tu nombre.',
    confirmDecline: '¿Rechazar describir a {{name}}? {{name}} verá que lo rechazaste.',
    declined: 'Rechazaste esta solicitud. Gracias por avisar.',
    thanks: '¡Gracias! Tu opinión sobre {{name}} se envió.',
    selfThanks: '¡Gracias! Tu autodescripción se guardó.',
    selfNext: 'Ahora pide a algunas personas que conocen tu trabajo que te describan.',
    nextInvite: 'Siguiente: invita a tus evaluadores',
    selfOnlyNext:
      'Tu 360 es solo una autodescripción, así que no se invita a nadie más: ahora viene tu informe.',
    nextReport: 'Siguiente: mi informe 360',
    unavailable:
      'Esta solicitud de encuesta venció o ya se completó. Si tienes preguntas, comunícate con soporte.',
    incomplete:
      'No se completó toda la información obligatoria; revisa tus respuestas e inténtalo de nuevo.',
    submitFailed: 'No se pudo enviar la encuesta; inténtalo de nuevo más tarde.',
  },
};
