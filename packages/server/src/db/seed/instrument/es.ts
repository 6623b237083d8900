import type { InstrumentTexts } from './instrument-types';

export const es: InstrumentTexts = {
  LIS: {
    name: 'Escucha',
    displayName: 'Escucha',
    definition: [
      'Presta toda su atención a los demás y les deja terminar.',
      'Comprueba que ha entendido antes de responder o decidir.',
    ],
    items: [
      'Deja que las personas terminen de hablar antes de responder.',
      'Hace preguntas para entender un punto de vista antes de dar el suyo.',
      'Resume lo que ha oído para comprobar que lo ha entendido.',
    ],
    strengths: [
      'La gente se siente escuchada y plantea los problemas pronto.',
      'Las decisiones se basan en lo que los demás dijeron de verdad.',
    ],
    tractionSteps: [
      'En tus próximas tres reuniones, haz una pregunta aclaratoria antes de dar tu opinión.',
      'Cierra cada reunión individual resumiendo lo que has oído y preguntando si lo has entendido bien.',
      'Aparta el móvil y el portátil cuando alguien venga a hablar contigo.',
    ],
  },
  FOL: {
    name: 'Cumplimiento',
    displayName: 'Cumplimiento',
    definition: [
      'Hace lo que dijo que haría, cuando dijo que lo haría.',
      'Avisa pronto cuando un compromiso está en riesgo.',
    ],
    items: [
      'Entrega lo prometido en la fecha acordada.',
      'Avisa pronto cuando no puede cumplir un compromiso.',
      'Hace seguimiento de las tareas que asumió en las reuniones.',
    ],
    strengths: [
      'Los demás pueden planificar contando con sus compromisos.',
      'Las pequeñas promesas se convierten en confianza.',
    ],
    tractionSteps: [
      'Lleva esta semana una lista de todos tus compromisos y revísala cada tarde.',
      'Cuando se retrase un plazo, avisa a los afectados ese mismo día.',
      'Acuerda una fecha para cada tarea que asumas en una reunión.',
    ],
  },
  CAN: {
    name: 'Franqueza',
    displayName: 'Franqueza',
    definition: [
      'Dice lo que piensa, con claridad y respeto.',
      'Plantea los temas difíciles en lugar de esquivarlos.',
    ],
    items: [
      'Expresa abiertamente una opinión distinta, incluso ante sus superiores.',
      'Da una opinión clara cuando algo no funciona.',
      'Plantea los temas incómodos a tiempo para resolverlos.',
    ],
    strengths: [
      'Los problemas salen a la luz cuando aún son pequeños.',
      'Los demás saben a qué atenerse.',
    ],
    tractionSteps: [
      'Elige una preocupación que te hayas callado y plantéala esta semana.',
      'Da cada semana una opinión concreta y amable sobre el trabajo de alguien.',
      'En las reuniones, di «yo lo veo de otra manera» cuando sea así.',
    ],
  },
  REC: {
    name: 'Reconocimiento',
    displayName: 'Reconocimiento',
    definition: [
      'Se fija en el buen trabajo y lo dice.',
      'Reconoce el mérito de quien se lo ha ganado.',
    ],
    items: [
      'Agradece de forma concreta lo que otros han hecho bien.',
      'Reconoce el mérito de otros delante del equipo.',
      'Valora el esfuerzo, no solo los resultados.',
    ],
    strengths: [
      'Las personas saben que su trabajo se ve.',
      'Los buenos hábitos se extienden porque se nombran.',
    ],
    tractionSteps: [
      'Cada viernes, da las gracias a dos personas por algo concreto de esa semana.',
      'Cuando presentes resultados, nombra a quienes hicieron el trabajo.',
      'Escribe cada semana una breve nota de agradecimiento.',
    ],
  },
  COM: {
    name: 'Serenidad',
    displayName: 'Serenidad',
    definition: [
      'Mantiene la calma y la claridad bajo presión.',
      'No deja que las emociones guíen sus decisiones.',
    ],
    items: [
      'Mantiene la calma cuando algo sale mal.',
      'Piensa antes de reaccionar ante una mala noticia.',
      'Mantiene un tono sereno en las conversaciones tensas.',
    ],
    strengths: [
      'Los demás mantienen la calma porque él o ella la mantiene.',
      'Las crisis se resuelven en lugar de agravarse.',
    ],
    tractionSteps: [
      'Cuando una noticia te altere, espera diez minutos antes de responder.',
      'En un momento tenso, ponle nombre a lo que sientes antes de hablar.',
      'Tras un día difícil, anota qué te alteró y qué te ayudó.',
    ],
  },
  ADA: {
    name: 'Adaptabilidad',
    displayName: 'Adaptabilidad',
    definition: [
      'Ajusta planes y hábitos cuando cambia la situación.',
      'Prueba nuevas formas de trabajar con una mente abierta.',
    ],
    items: [
      'Cambia de rumbo con rapidez cuando aparecen datos nuevos.',
      'Está abierto a formas de trabajar distintas de la suya.',
      'Sigue siendo eficaz cuando cambian las prioridades.',
    ],
    strengths: [
      'Los cambios calan antes a su alrededor.',
      'Ayuda a otros a atravesar los cambios.',
    ],
    tractionSteps: [
      'Este mes, prueba una sugerencia de un compañero que normalmente descartarías.',
      'Cuando cambien los planes, enumera primero lo que sigue en pie.',
      'Pregunta «¿qué haría que esto funcione?» antes que «¿por qué va a fallar?».',
    ],
  },
  COL: {
    name: 'Colaboración',
    displayName: 'Colaboración',
    definition: [
      'Trabaja con otros hacia objetivos comunes.',
      'Comparte información y pide ayuda.',
    ],
    items: [
      'Comparte la información que otros necesitan sin que se la pidan.',
      'Implica a las personas adecuadas antes de decidir.',
      'Antepone los objetivos del equipo al mérito personal.',
    ],
    strengths: ['El trabajo fluye entre equipos.', 'Los demás le buscan como colaborador.'],
    tractionSteps: [
      'Este mes, antes de cada decisión, pregunta a quién más afecta y habla con esas personas.',
      'Envía cada semana una breve actualización a quienes dependen de tu trabajo.',
      'Pide ayuda a alguien de otro equipo con un problema actual.',
    ],
  },
  DEC: {
    name: 'Capacidad de decisión',
    displayName: 'Capacidad de decisión',
    definition: [
      'Toma decisiones a tiempo con la información disponible.',
      'Se compromete con un rumbo y explica por qué.',
    ],
    items: [
      'Decide a tiempo para que otros puedan actuar.',
      'Explica los motivos de sus decisiones.',
      'No reabre decisiones sin datos nuevos.',
    ],
    strengths: ['El trabajo no se detiene esperándole.', 'Los demás entienden el porqué.'],
    tractionSteps: [
      'Fija una fecha de decisión para cada cuestión abierta de tu lista.',
      'Escribe en dos líneas por qué decidiste y compártelas.',
      'Reabre una decisión solo cuando aparezca un dato nuevo, y di cuál.',
    ],
  },
  COA: {
    name: 'Desarrollo de otros',
    displayName: 'Desarrollo de otros',
    definition: [
      'Ayuda a otros a desarrollar sus capacidades y su confianza.',
      'Da retos y el apoyo necesario para afrontarlos.',
    ],
    items: [
      'Dedica tiempo a ayudar a otros a aprender.',
      'Encarga a las personas tareas que les hacen crecer.',
      'Hace preguntas que ayudan a otros a encontrar sus propias respuestas.',
    ],
    strengths: [
      'Las personas crecen más rápido a su lado.',
      'Cada año el equipo le necesita menos.',
    ],
    tractionSteps: [
      'Delega una tarea que sueles hacer tú en alguien que quiera aprenderla.',
      'En tu próxima conversación de acompañamiento, haz tres preguntas antes de dar un consejo.',
      'Pregunta a cada persona con la que trabajas qué capacidad quiere desarrollar este trimestre.',
    ],
  },
  PLA: {
    name: 'Planificación',
    displayName: 'Planificación',
    definition: [
      'Se anticipa y organiza el trabajo en pasos claros.',
      'Fija prioridades para que se haga lo importante.',
    ],
    items: [
      'Divide los objetivos grandes en pasos claros.',
      'Fija prioridades que los demás entienden.',
      'Prevé los obstáculos y se prepara para ellos.',
    ],
    strengths: ['Los proyectos empiezan con un camino claro.', 'Las sorpresas son raras.'],
    tractionSteps: [
      'Empieza cada semana nombrando tus tres resultados más importantes.',
      'Para tu próximo proyecto, anota los cinco primeros pasos y sus responsables.',
      'Enumera los dos mayores riesgos de un plan actual y una acción para cada uno.',
    ],
  },
  PAC: {
    name: 'Ritmo',
    displayName: 'Ritmo',
    definition: [
      'Impulsa el trabajo con energía.',
      'Demasiado ritmo agota a las personas; el objetivo es un ritmo que los demás puedan mantener.',
    ],
    items: [
      'Presiona para obtener resultados rápidos.',
      'Espera que los demás sigan su ritmo.',
      'Pasa a lo siguiente antes de que los demás estén listos.',
    ],
    strengths: [
      'El trabajo avanza a un ritmo que las personas pueden sostener.',
      'La urgencia se reserva para lo que importa.',
    ],
    tractionSteps: [
      'Antes de fijar un plazo, pregunta a quienes hacen el trabajo qué es realista.',
      'Comprueba una vez por semana si el equipo tiene margen para respirar.',
      'Indica cuáles de tus peticiones son de verdad urgentes, y dilo.',
    ],
  },
  CTL: {
    name: 'Dirección',
    displayName: 'Dirección',
    definition: [
      'Da una dirección clara y toma el mando cuando hace falta.',
      'Demasiado poca deja a la gente insegura; demasiada no le deja margen.',
    ],
    items: [
      'Dice con claridad lo que se espera de cada persona.',
      'Toma el mando cuando una situación necesita que alguien lidere.',
      'Interviene para controlar cómo hacen otros su trabajo.',
    ],
    strengths: [
      'Las personas saben lo que se espera y tienen margen para lograrlo.',
      'Lidera cuando de verdad importa.',
    ],
    tractionSteps: [
      'En cada tarea que delegues, acuerda el resultado y deja el método a la persona.',
      'Pregunta a tu equipo dónde quiere más dirección y dónde menos.',
      'Fíjate cuándo te metes en el trabajo de otra persona y pregunta antes la próxima vez.',
    ],
  },
};
