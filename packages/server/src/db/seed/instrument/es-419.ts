import { es } from './es';
import type { InstrumentTexts } from './instrument-types';

/** Latin American Spanish: the es texts with the region's own words where they differ. */
export const es419: InstrumentTexts = {
  ...es,
  LIS: {
    ...es.LIS,
    tractionSteps: [
      'En tus próximas tres reuniones, haz una pregunta aclaratoria antes de dar tu opinión.',
      'Cierra cada reunión individual resumiendo lo que escuchaste y preguntando si lo entendiste bien.',
      'Guarda el celular y la computadora cuando alguien venga a hablar contigo.',
    ],
  },
  FOL: {
    ...es.FOL,
    tractionSteps: [
      'Lleva esta semana una lista de todos tus compromisos y revísala cada noche.',
      'Cuando se atrase un plazo, avisa a los afectados ese mismo día.',
      'Acuerda una fecha para cada tarea que asumas en una reunión.',
    ],
  },
  ADA: {
    ...es.ADA,
    tractionSteps: [
      'Este mes, prueba una sugerencia de un colega que normalmente descartarías.',
      'Cuando cambien los planes, enumera primero lo que sigue en pie.',
      'Pregunta «¿qué haría que esto funcione?» antes que «¿por qué va a fallar?».',
    ],
  },
};
