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
    retry: 'Intentar de nuevo',
    error: 'Algo salió mal.',
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
    mfalogin: 'Escribe el código que te enviamos por SMS',
    lockout: 'Tu cuenta está bloqueada',
  },
  drawer: {
    navigation: 'Navegación',
    hideToolbar: 'Ocultar la barra de herramientas',
    showToolbar: 'Mostrar la barra de herramientas',
  },
  guard: {
    notAuthorized: 'No tiene autorización para acceder a esta función.',
    unverified:
      'Revise su bandeja de entrada y verifique su dirección de correo electrónico antes de acceder a esta función.',
    resendEmail: 'Reenviar correo',
    resendSent: 'Se envió el correo de confirmación',
    resendFailed: 'No se pudo enviar el correo de confirmación.',
  },
  banner: {
    verifyEmail:
      'Su dirección de correo electrónico aún no está confirmada. Busque el enlace de confirmación en su bandeja de entrada.',
  },
  api: {
    verifyingUser: 'Verificando usuario…',
    sessionEnded: 'Su sesión finalizó. Vuelva a iniciar sesión.',
    network: 'No se pudo conectar con el servidor. Verifique su conexión e intente de nuevo.',
  },
  version: {
    newVersion: '¡Hay una nueva versión del sitio web disponible!',
    reload: 'Recargar',
    reloading:
      'Hay una nueva versión del sitio web disponible. La página se volverá a cargar en un momento.',
  },
  chunk: {
    timeout: 'La página tardó demasiado en cargar.',
  },
  confirm: {
    title: 'Confirme la acción',
  },
  notAvailable: {
    title: 'Esta página todavía no está disponible.',
    body: 'Estará disponible en una versión posterior.',
    offers: {
      issue10:
        'Recursos, encuestas, informes, suscripciones, pagos y las demás herramientas previstas.',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que abrió no corresponde a ninguna página del portal.',
  },
  home: {
    welcome: 'Le damos la bienvenida a {{siteTitle}}',
    intro:
      'Crezca con su {{coach}}: cree su {{plan}}, trabaje con sus {{groups}} y siga el progreso de sus {{companies}}, todo en un solo lugar.',
    signedInAs: 'Inició sesión como {{email}}.',
  },
  support: {
    title: '¿Cómo podemos ayudarle?',
    intro: 'Nuestro equipo de soporte responde sus preguntas sobre su cuenta y el portal.',
    form: 'Abrir el formulario de soporte',
    contact: 'Contáctenos',
    help: 'Consultar la página de ayuda',
  },
  help: {
    title: 'Ayuda',
    intro: 'Aprenda a moverse por {{siteTitle}}.',
    navigation:
      'Use el menú de la izquierda para pasar de una página a otra; el botón de la esquina superior izquierda lo oculta o lo muestra.',
    language: 'Elija su idioma en el menú de idiomas de la barra de herramientas.',
    support: '¿Todavía necesita ayuda? Nuestro equipo de soporte con gusto le ayudará.',
  },
  timeout: {
    title: 'El inicio de sesión no está disponible en este momento',
    body: 'El servicio de inicio de sesión no respondió a tiempo. Vuelva a intentarlo en unos momentos.',
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
    empty: 'No hay mensajes que coincidan.',
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
      Deferred: 'Diferido',
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
