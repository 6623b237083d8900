import type { ShellTexts } from '../types';

export const shell: ShellTexts = {
  common: {
    yes: 'Sí',
    no: 'No',
    close: 'Cerrar',
    loading: 'Cargando…',
    goHome: 'Ir a la página de inicio',
    showMore: 'ver más',
    showLess: 'ver menos',
    retry: 'Volver a intentarlo',
    error: 'Algo ha salido mal.',
    reference: 'Referencia: {{referenceId}}',
    requiredNote: 'Las respuestas marcadas con * son obligatorias.',
  },
  toolbar: {
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    language: 'Idioma',
    switchBrand: 'Cambiar de marca',
    account: 'Cuenta',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como {{email}}',
  },
  skipToContent: 'Saltar al contenido principal',
  authTitle: {
    login: 'Iniciar sesión',
    register: 'Crea tu cuenta',
    forgotpassword: 'Restablece tu contraseña',
    passcodelogin: 'Iniciar sesión con un código',
    mfalogin: 'Escribe el código que te hemos enviado por SMS',
    lockout: 'Tu cuenta está bloqueada',
  },
  drawer: {
    navigation: 'Navegación',
    hideToolbar: 'Ocultar la barra de herramientas',
    showToolbar: 'Mostrar la barra de herramientas',
  },
  guard: {
    notAuthorized: 'No tienes autorización para acceder a esta función.',
    unverified:
      'Revisa tu bandeja de entrada y verifica tu dirección de correo electrónico antes de acceder a esta función.',
    resendEmail: 'Reenviar correo',
    resendSent: 'Correo de confirmación enviado',
    resendFailed: 'Error al enviar el correo de confirmación.',
  },
  banner: {
    verifyEmail:
      'Tu dirección de correo electrónico aún no está confirmada. Busca el enlace de confirmación en tu bandeja de entrada.',
  },
  api: {
    verifyingUser: 'Verificando usuario…',
    sessionEnded: 'Tu sesión ha finalizado. Vuelve a iniciar sesión.',
    network:
      'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  },
  version: {
    newVersion: '¡Hay una nueva versión del sitio web disponible!',
    reload: 'Recargar',
    reloading:
      'Hay una nueva versión del sitio web disponible. La página se recargará en un momento.',
  },
  chunk: {
    timeout: 'La página ha tardado demasiado en cargarse.',
  },
  confirm: {
    title: 'Confirma la acción',
  },
  notAvailable: {
    title: 'Esta página aún no está disponible.',
    body: 'Llegará en una próxima versión.',
    offers: {
      issue10:
        'Recursos, encuestas, informes, suscripciones, pagos y el resto de herramientas previstas.',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que has abierto no corresponde a ninguna página del portal.',
  },
  home: {
    welcome: 'Te damos la bienvenida a {{siteTitle}}',
    intro:
      'Crece con tu {{coach}}: crea tu {{plan}}, trabaja con tus {{groups}} y sigue el progreso de tus {{companies}}, todo en un mismo lugar.',
    signedInAs: 'Has iniciado sesión como {{email}}.',
  },
  support: {
    title: '¿Cómo podemos ayudarte?',
    intro: 'Nuestro equipo de soporte responde a tus preguntas sobre tu cuenta y el portal.',
    form: 'Abrir el formulario de soporte',
    contact: 'Ponte en contacto con nosotros',
    help: 'Leer la página de ayuda',
  },
  help: {
    title: 'Ayuda',
    intro: 'Aprende a moverte por {{siteTitle}}.',
    navigation:
      'Usa el menú de la izquierda para pasar de una página a otra; el botón de la esquina superior izquierda lo oculta o lo muestra.',
    language: 'Elige tu idioma en el menú de idiomas de la barra de herramientas.',
    support: '¿Sigues necesitando ayuda? Nuestro equipo de soporte te ayudará encantado.',
  },
  timeout: {
    title: 'El inicio de sesión no está disponible ahora mismo',
    body: 'El servicio de inicio de sesión no ha respondido a tiempo. Vuelve a intentarlo en un momento.',
  },
  messages: {
    title: 'Mensajes',
    search: 'Buscar',
    searchHint: 'Destinatario, asunto o resultado',
    status: 'Estado',
    type: 'Tipo',
    all: 'Todos',
    recipient: 'Destinatario',
    subject: 'Asunto',
    entered: 'Registrado',
    sent: 'Enviado',
    completed: 'Completado',
    result: 'Resultado',
    empty: 'Ningún mensaje coincide con la búsqueda.',
    rowsPerPage: 'Filas por página',
    displayedRows: '{{from}}–{{to}} de {{total}}',
    nextPage: 'Página siguiente',
    previousPage: 'Página anterior',
    body: 'Cuerpo (texto)',
    noBody: 'Este mensaje no tiene cuerpo de texto.',
    statusName: {
      Undefined: 'Sin definir',
      InQueue: 'En cola',
      InProcess: 'En proceso',
      Complete: 'Completado',
      Reject: 'Rechazado',
      Deferred: 'Aplazado',
      Immediate: 'Inmediato',
    },
    typeName: {
      Undefined: 'Sin definir',
      Email: 'Correo electrónico',
      SMS: 'SMS',
      SignalR: 'Tiempo real',
    },
  },
};
