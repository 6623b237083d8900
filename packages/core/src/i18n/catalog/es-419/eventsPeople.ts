import { eventsPeople as spanish } from '../es/eventsPeople';

// Latin American wording where it differs from es; otherwise the same.
export const eventsPeople = {
  ...spanish,
  event: {
    ...spanish.event,
    trainer: 'Capacitador: {{trainer}}',
  },
  code: {
    ...spanish.code,
    intro:
      'Escribe el código del evento que muestra tu capacitador o escanea el código QR del evento.',
  },
  checkin: {
    ...spanish.checkin,
    lastName: 'Apellido',
  },
  myEvents: {
    ...spanish.myEvents,
    noAccount: 'Tu cuenta en este portal todavía no está lista: cierra sesión y vuelve a entrar.',
    calendar: 'Agregar al calendario',
  },
  selfRegister: {
    ...spanish.selfRegister,
    done: 'Te inscribiste en {{name}}.',
  },
  certificate: {
    ...spanish.certificate,
    trainer: 'Capacitador',
  },
  survey: {
    ...spanish.survey,
    question: {
      ...spanish.survey.question,
      worthTime: 'En general, este evento valió la pena.',
      trainer: 'El capacitador estaba bien preparado y fue dinámico.',
      recommend: 'Recomendaría este evento a un colega.',
    },
    submitFailed: 'No se pudo enviar la encuesta, inténtalo de nuevo más tarde.',
  },
  availability: {
    ...spanish.availability,
    title: 'Buscar un capacitador disponible',
    intro: 'Ajusta los filtros y busca: aparecen los capacitadores libres en las fechas.',
    mineIntro:
      'Agrega los días en los que no puedes impartir capacitaciones (bloqueos). Los administradores de eventos los ven al buscar capacitador.',
    forStaff: 'Este informe es para administradores de eventos, empleados y capacitadores.',
    filter: {
      ...spanish.availability.filter,
      trainer: 'Nombre o correo electrónico del capacitador',
      showBooked: 'Mostrar también capacitadores no disponibles',
    },
    results: 'Capacitadores',
    found_one: '{{count}} capacitador encontrado.',
    found_many: '{{count}} capacitadores encontrados.',
    found_other: '{{count}} capacitadores encontrados.',
    column: {
      ...spanish.availability.column,
      trainer: 'Capacitador',
    },
    addRow: 'Agregar un bloqueo',
    statsFailed: 'No se pudieron cargar las cifras de los bloqueos.',
  },
  reports: {
    ...spanish.reports,
    notBuilt:
      'Este informe aún no está disponible: llegará con las herramientas de informes de la hoja de ruta. La disponibilidad de capacitadores ya está lista.',
    page: {
      ...spanish.reports.page,
      implementation: 'Implementación',
      trainerAvailability: 'Disponibilidad de capacitadores',
      premiumCampusesOverview: 'Resumen premium de planteles',
      campusSummary: 'Resumen del plantel',
    },
  },
};
