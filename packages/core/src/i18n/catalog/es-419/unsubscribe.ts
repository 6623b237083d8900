export const unsubscribe = {
  title: 'Cancelar la suscripción',
  questionEmail: '¿Dejar de recibir los correos “{{name}}” en {{recipient}}?',
  questionSms: '¿Dejar de recibir los SMS “{{name}}” en {{recipient}}?',
  confirm: 'Cancelar la suscripción',
  doneEmail: 'Ya no recibirás los correos “{{name}}” en {{recipient}}.',
  doneSms: 'Ya no recibirás los SMS “{{name}}” en {{recipient}}.',
  resubscribe: 'Volver a suscribirme',
  resubscribedEmail: 'Volverás a recibir los correos “{{name}}” en {{recipient}}.',
  resubscribedSms: 'Volverás a recibir los SMS “{{name}}” en {{recipient}}.',
  invalid:
    'Este enlace para cancelar la suscripción no es válido. Usa el enlace de un mensaje reciente o comunícate con soporte.',
};
