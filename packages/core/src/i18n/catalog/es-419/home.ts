export const home = {
  welcome: { named: 'Te damos la bienvenida, {{name}}', account: 'Mi cuenta' },
  plan: {
    title: 'Mi {{plan}}',
    notStarted: 'Todavía no comenzaste tu {{plan}}.',
    inProgress: 'Tu {{plan}} está en progreso.',
    complete: 'Tu {{plan}} está completo.',
    updated: 'Guardado por última vez el {{date}}',
    open: 'Abrir mi {{plan}}',
    start: 'Comenzar mi {{plan}}',
  },
  reports: {
    title: 'Mis reportes 360',
    empty: 'Todavía no se te liberó ningún reporte.',
    loadFailed: 'No se pudieron cargar los perfiles del usuario: {{id}}',
  },
  describers: {
    title: 'Solicitudes de comentarios',
    empty: 'Nadie está esperando tus comentarios.',
    request: 'Describir a {{name}}',
    asked: 'Solicitado el {{date}}',
  },
  owner: {
    title: 'Mi {{coach}}',
    accountOwner: 'Responsable de mi cuenta',
    empty: 'Todavía no tienes un {{coach}} asignado.',
    email: 'Escribirle a {{name}}',
  },
  awards: { title: 'Premios', empty: 'Todavía no hay premios.', of: 'Otorgado a {{account}}' },
  teams: { title: 'Mis {{groups}}', empty: 'No eres miembro de ningún {{group}}.' },
  coaching: {
    title: 'Panel del coach',
    intro: 'Las personas a las que acompañas, con su {{plan}} y su 360:',
    empty: 'Todavía no acompañas a ningún {{group}}.',
  },
  access: {
    title: 'Haz tu propio 360',
    text: 'Tu cuenta aún no incluye el perfil 360. Si te dieron un código de invitación, escríbelo para ver lo que te da.',
    code: 'Código de invitación',
    apply: 'Usar este código',
    contact: '¿No tienes código? Contáctanos para obtener acceso.',
  },
};
