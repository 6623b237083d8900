export const home = {
  welcome: { named: 'Te damos la bienvenida, {{name}}', account: 'Mi cuenta' },
  plan: {
    title: 'Mi {{plan}}',
    notStarted: 'Aún no has empezado tu {{plan}}.',
    inProgress: 'Tu {{plan}} está en curso.',
    complete: 'Tu {{plan}} está completo.',
    updated: 'Guardado por última vez el {{date}}',
    open: 'Abrir mi {{plan}}',
    start: 'Empezar mi {{plan}}',
  },
  reports: {
    title: 'Mis informes 360',
    empty: 'Todavía no se te ha publicado ningún informe.',
    loadFailed: 'No se han podido cargar los perfiles del usuario: {{id}}',
  },
  describers: {
    title: 'Solicitudes de opinión',
    empty: 'Nadie está esperando tu opinión.',
    request: 'Describir a {{name}}',
    asked: 'Solicitado el {{date}}',
  },
  owner: {
    title: 'Mi {{coach}}',
    accountOwner: 'Responsable de mi cuenta',
    empty: 'Todavía no se te ha asignado ningún {{coach}}.',
    email: 'Escribir a {{name}}',
  },
  awards: {
    title: 'Reconocimientos',
    empty: 'Aún no hay reconocimientos.',
    of: 'Otorgado a {{account}}',
  },
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
    contact: '¿Sin código? Contáctanos para obtener acceso.',
  },
};
