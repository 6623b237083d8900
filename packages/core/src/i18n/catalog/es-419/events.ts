import { events as spanish } from '../es/events';

// Latin American wording where it differs from es; otherwise the same.
export const events = {
  ...spanish,
  fields: {
    ...spanish.fields,
    addAccount: 'Agregar una cuenta',
  },
  edit: {
    ...spanish.edit,
    notSaved: 'No se pudo guardar el evento: revise su tipo, {{group}} y cuentas.',
  },
  view: {
    ...spanish.view,
    calendar: 'Agregar al calendario (.ics)',
  },
  participants: {
    ...spanish.participants,
    chooseEvent: 'Elija un evento para ver sus participantes.',
    add: 'Agregar participante',
    added: 'Se agregó el participante.',
    imported:
      '{{added}} agregados, {{alreadyRegistered}} ya inscritos, {{withoutEmail}} sin correo.',
  },
  participantFields: {
    ...spanish.participantFields,
    mobile: 'Teléfono celular',
  },
  catalog: {
    ...spanish.catalog,
    commaSeparated: 'Separe varios con comas.',
  },
};
