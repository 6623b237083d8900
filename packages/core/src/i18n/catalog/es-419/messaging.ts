import type { Catalog } from '../types';

export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: 'Cancelar suscripción',
  },
  resend: {
    action: 'Reenviar',
    confirmTitle: '¿Reenviar este mensaje?',
    confirmBody: 'Se pone en cola una copia para {{recipient}}; el original no cambia.',
    done: 'Se puso en cola una copia del mensaje.',
  },
  templates: {
    intro:
      'Los textos de los mensajes que envía el portal, por idioma. Un marcador es un nombre entre dobles llaves; agrega |date al nombre para MM/DD/AA o |releaseDate para MM-DD-AAAA.',
    newTemplate: 'Nueva plantilla',
    allTemplates: 'Todas las plantillas',
    empty: 'Todavía no hay plantillas.',
    code: 'Código',
    language: 'Idioma',
    description: 'Descripción',
    subject: 'Asunto',
    bodyText: 'Cuerpo de texto',
    bodyHtml: 'Cuerpo HTML',
    bodyHtmlHint: 'Déjalo vacío para enviar el cuerpo de texto como párrafos HTML.',
    smsText: 'Texto SMS',
    transactional: 'Transaccional',
    transactionalHint:
      'Los mensajes transaccionales (un código de acceso, un enlace de contraseña) no incluyen enlace para cancelar la suscripción.',
    kind: 'Tipo',
    builtIn: 'Integrada',
    customized: 'Personalizada',
    custom: 'Propia',
    edit: 'Editar',
    save: 'Guardar',
    saved: 'La plantilla se guardó.',
    remove: 'Eliminar',
    restore: 'Restablecer el texto predeterminado',
    confirmRemove: '¿Eliminar el texto en {{language}} de {{code}}?',
    confirmRestore:
      '¿Restablecer el texto predeterminado en {{language}} de {{code}}? Se perderán tus cambios.',
    removed: 'La plantilla se eliminó.',
    preview: 'Vista previa',
    previewEmail: 'Correo',
    previewText: 'Texto',
    previewSms: 'SMS',
    previewFrame: 'Vista previa del correo',
    previewProblem: 'No se puede completar la vista previa: {{problems}}',
    placeholders: 'Marcadores',
    noPlaceholders: 'Esta plantilla no tiene marcadores.',
    sampleNote: 'La vista previa rellena cada marcador con su nombre y las fechas con la de hoy.',
    notFound: 'Esta plantilla no existe.',
  },
};
