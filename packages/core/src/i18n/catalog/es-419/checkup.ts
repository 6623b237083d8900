import { checkup as spanish } from '../es/checkup';

// Latin American wording where it differs from es; otherwise the same.
export const checkup = {
  ...spanish,
  panel: {
    ...spanish.panel,
    readOnly:
      'Aquí puede seguir esta revisión. La llevan quienes dirigen el evento (sus administradores y capacitadores) y el personal del cliente de sus cuentas.',
    none: 'Este evento aún no tiene revisión. Elija sus ajustes y guárdelos para crearla.',
  },
  types: {
    ...spanish.types,
    '1': 'Tablero Excel',
  },
  settings: {
    ...spanish.settings,
    title: 'Configuración',
    sendToSalesPerson: 'Informes de estado al vendedor',
    surveyReleaseId: 'ID de publicación de la encuesta',
  },
  validation: {
    ...spanish.validation,
    emails: 'Ingrese direcciones de correo separadas por comas.',
    review: 'Revise los campos marcados.',
  },
  frequencies: {
    ...spanish.frequencies,
    Daily: 'Diariamente',
  },
  report: {
    ...spanish.report,
    interaction: 'Con qué frecuencia interactúan con usted sus compañeros',
    strengths: 'Fortalezas que ven sus compañeros',
  },
  excel: {
    ...spanish.excel,
    title: 'Tablero de las valoraciones',
    none: 'Todavía no se le ha publicado ningún tablero.',
    open: 'Abrir el tablero',
    average: 'Promedio',
  },
  home: {
    ...spanish.home,
    empty: 'Todavía no se le ha publicado ningún informe de revisión.',
  },
};
