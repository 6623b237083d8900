import type { LocaleCode } from '@portal/core';
import type { DEMO_SCALES } from './demo-instrument';

type ScaleCode = (typeof DEMO_SCALES)[number]['code'];
/** The items of each scale as a person rates themself: in the second person, in their own voice. */
export type SelfItems = Record<ScaleCode, string[]>;

const enUs: SelfItems = {
  LIS: [
    'You let people finish what they are saying before you respond.',
    'You ask questions to understand a view before giving your own.',
    'You sum up what you heard to check you understood it.',
  ],
  FOL: [
    'You deliver what you promised by the agreed date.',
    'You say early when a commitment cannot be kept.',
    'You keep track of the actions you took on in meetings.',
  ],
  CAN: [
    'You share a different opinion openly, even with senior people.',
    'You give clear feedback when something is not working.',
    'You raise uncomfortable issues in time to fix them.',
  ],
  REC: [
    'You thank people specifically for what they did well.',
    'You give credit to others in front of the team.',
    'You notice effort, not only results.',
  ],
  COM: [
    'You stay calm when things go wrong.',
    'You think before reacting to bad news.',
    'You keep a steady tone in tense conversations.',
  ],
  ADA: [
    'You change course quickly when new facts appear.',
    'You are open to ways of working that differ from your own.',
    'You stay effective when priorities shift.',
  ],
  COL: [
    'You share information others need without being asked.',
    'You involve the right people before deciding.',
    'You put team goals ahead of personal credit.',
  ],
  DEC: [
    'You make decisions in time for others to act.',
    'You explain the reasons behind your decisions.',
    'You avoid reopening decisions without new facts.',
  ],
  COA: [
    'You take time to help others learn.',
    'You give people tasks that stretch them.',
    'You ask questions that help others find their own answers.',
  ],
  PLA: [
    'You break large goals into clear steps.',
    'You set priorities that others understand.',
    'You foresee obstacles and prepare for them.',
  ],
  PAC: [
    'You push for fast results.',
    'You expect others to match your speed.',
    'You move on before others are ready.',
  ],
  CTL: [
    'You tell people clearly what is expected of them.',
    'You take charge when a situation needs a lead.',
    'You step in to control how others do their work.',
  ],
};

const de: SelfItems = {
  LIS: [
    'Sie lassen andere ausreden, bevor Sie antworten.',
    'Sie stellen Fragen, um eine Sicht zu verstehen, bevor Sie Ihre eigene äußern.',
    'Sie fassen zusammen, was Sie gehört haben, um zu prüfen, ob Sie es verstanden haben.',
  ],
  FOL: [
    'Sie liefern, was Sie versprochen haben, zum vereinbarten Termin.',
    'Sie sagen früh, wenn eine Zusage nicht zu halten ist.',
    'Sie behalten die Aufgaben im Blick, die Sie in Besprechungen übernommen haben.',
  ],
  CAN: [
    'Sie äußern offen eine andere Meinung, auch gegenüber Vorgesetzten.',
    'Sie geben klares Feedback, wenn etwas nicht funktioniert.',
    'Sie sprechen unangenehme Themen rechtzeitig an, um sie zu lösen.',
  ],
  REC: [
    'Sie danken Menschen konkret für das, was sie gut gemacht haben.',
    'Sie würdigen die Leistung anderer vor dem Team.',
    'Sie bemerken den Einsatz, nicht nur die Ergebnisse.',
  ],
  COM: [
    'Sie bleiben ruhig, wenn etwas schiefgeht.',
    'Sie denken nach, bevor Sie auf schlechte Nachrichten reagieren.',
    'Sie bleiben in angespannten Gesprächen ruhig im Ton.',
  ],
  ADA: [
    'Sie ändern schnell den Kurs, wenn neue Fakten auftauchen.',
    'Sie sind offen für Arbeitsweisen, die sich von Ihrer unterscheiden.',
    'Sie bleiben wirksam, wenn sich Prioritäten verschieben.',
  ],
  COL: [
    'Sie teilen Informationen, die andere brauchen, ohne gefragt zu werden.',
    'Sie beziehen die richtigen Personen ein, bevor Sie entscheiden.',
    'Sie stellen Teamziele über persönliche Anerkennung.',
  ],
  DEC: [
    'Sie entscheiden rechtzeitig, damit andere handeln können.',
    'Sie erklären die Gründe für Ihre Entscheidungen.',
    'Sie öffnen Entscheidungen nicht ohne neue Fakten wieder.',
  ],
  COA: [
    'Sie nehmen sich Zeit, anderen beim Lernen zu helfen.',
    'Sie geben Menschen Aufgaben, an denen sie wachsen.',
    'Sie stellen Fragen, mit denen andere ihre eigenen Antworten finden.',
  ],
  PLA: [
    'Sie zerlegen große Ziele in klare Schritte.',
    'Sie setzen Prioritäten, die andere verstehen.',
    'Sie sehen Hindernisse voraus und bereiten sich darauf vor.',
  ],
  PAC: [
    'Sie drängen auf schnelle Ergebnisse.',
    'Sie erwarten, dass andere mit Ihrem Tempo mithalten.',
    'Sie gehen weiter, bevor andere bereit sind.',
  ],
  CTL: [
    'Sie sagen Menschen klar, was von ihnen erwartet wird.',
    'Sie übernehmen die Führung, wenn eine Situation sie braucht.',
    'Sie greifen ein, um zu steuern, wie andere ihre Arbeit machen.',
  ],
};

const es: SelfItems = {
  LIS: [
    'Dejas que las personas terminen de hablar antes de responder.',
    'Haces preguntas para entender un punto de vista antes de dar el tuyo.',
    'Resumes lo que escuchaste para comprobar que lo entendiste.',
  ],
  FOL: [
    'Entregas lo que prometiste en la fecha acordada.',
    'Avisas pronto cuando no puedes cumplir un compromiso.',
    'Haces seguimiento de las tareas que asumiste en las reuniones.',
  ],
  CAN: [
    'Expresas abiertamente una opinión distinta, incluso ante personas de mayor rango.',
    'Das opiniones claras cuando algo no funciona.',
    'Planteas los temas incómodos a tiempo para resolverlos.',
  ],
  REC: [
    'Agradeces a las personas de forma concreta lo que hicieron bien.',
    'Reconoces el mérito de otros delante del equipo.',
    'Te fijas en el esfuerzo, no solo en los resultados.',
  ],
  COM: [
    'Mantienes la calma cuando las cosas salen mal.',
    'Piensas antes de reaccionar ante malas noticias.',
    'Mantienes un tono sereno en conversaciones tensas.',
  ],
  ADA: [
    'Cambias de rumbo rápido cuando aparecen datos nuevos.',
    'Estás abierto a formas de trabajar distintas de la tuya.',
    'Sigues siendo eficaz cuando cambian las prioridades.',
  ],
  COL: [
    'Compartes la información que otros necesitan sin que te la pidan.',
    'Implicas a las personas adecuadas antes de decidir.',
    'Antepones los objetivos del equipo al mérito personal.',
  ],
  DEC: [
    'Tomas decisiones a tiempo para que otros puedan actuar.',
    'Explicas las razones de tus decisiones.',
    'Evitas reabrir decisiones sin datos nuevos.',
  ],
  COA: [
    'Dedicas tiempo a ayudar a otros a aprender.',
    'Das a las personas tareas que las hacen crecer.',
    'Haces preguntas que ayudan a otros a encontrar sus propias respuestas.',
  ],
  PLA: [
    'Divides los grandes objetivos en pasos claros.',
    'Fijas prioridades que otros entienden.',
    'Prevés los obstáculos y te preparas para ellos.',
  ],
  PAC: [
    'Presionas para obtener resultados rápidos.',
    'Esperas que otros sigan tu ritmo.',
    'Sigues adelante antes de que otros estén listos.',
  ],
  CTL: [
    'Dices claramente a las personas lo que se espera de ellas.',
    'Tomas el mando cuando una situación necesita a alguien que dirija.',
    'Intervienes para controlar cómo otros hacen su trabajo.',
  ],
};

const fr: SelfItems = {
  LIS: [
    'Vous laissez les autres finir de parler avant de répondre.',
    'Vous posez des questions pour comprendre un point de vue avant de donner le vôtre.',
    'Vous résumez ce que vous avez entendu pour vérifier que vous l’avez compris.',
  ],
  FOL: [
    'Vous livrez ce que vous avez promis à la date convenue.',
    'Vous prévenez tôt quand un engagement ne peut pas être tenu.',
    'Vous suivez les actions dont vous vous êtes chargé en réunion.',
  ],
  CAN: [
    'Vous exprimez ouvertement un avis différent, même face à des personnes plus haut placées.',
    'Vous donnez un retour clair quand quelque chose ne fonctionne pas.',
    'Vous soulevez les sujets délicats à temps pour les régler.',
  ],
  REC: [
    'Vous remerciez les gens précisément pour ce qu’ils ont bien fait.',
    'Vous reconnaissez le mérite des autres devant l’équipe.',
    'Vous remarquez l’effort, pas seulement les résultats.',
  ],
  COM: [
    'Vous restez calme quand les choses tournent mal.',
    'Vous réfléchissez avant de réagir à une mauvaise nouvelle.',
    'Vous gardez un ton posé dans les conversations tendues.',
  ],
  ADA: [
    'Vous changez rapidement de cap quand de nouveaux faits apparaissent.',
    'Vous êtes ouvert à des façons de travailler différentes des vôtres.',
    'Vous restez efficace quand les priorités changent.',
  ],
  COL: [
    'Vous partagez les informations dont les autres ont besoin sans qu’on vous les demande.',
    'Vous impliquez les bonnes personnes avant de décider.',
    'Vous faites passer les objectifs de l’équipe avant le mérite personnel.',
  ],
  DEC: [
    'Vous prenez vos décisions à temps pour que les autres puissent agir.',
    'Vous expliquez les raisons de vos décisions.',
    'Vous évitez de rouvrir une décision sans faits nouveaux.',
  ],
  COA: [
    'Vous prenez le temps d’aider les autres à apprendre.',
    'Vous confiez aux gens des tâches qui les font progresser.',
    'Vous posez des questions qui aident les autres à trouver leurs propres réponses.',
  ],
  PLA: [
    'Vous découpez les grands objectifs en étapes claires.',
    'Vous fixez des priorités que les autres comprennent.',
    'Vous anticipez les obstacles et vous vous y préparez.',
  ],
  PAC: [
    'Vous poussez pour obtenir des résultats rapides.',
    'Vous attendez des autres qu’ils suivent votre rythme.',
    'Vous passez à la suite avant que les autres soient prêts.',
  ],
  CTL: [
    'Vous dites clairement aux gens ce qu’on attend d’eux.',
    'Vous prenez les choses en main quand une situation demande quelqu’un pour diriger.',
    'Vous intervenez pour contrôler la façon dont les autres font leur travail.',
  ],
};

const it: SelfItems = {
  LIS: [
    'Lasci che le persone finiscano di parlare prima di rispondere.',
    'Fai domande per capire un punto di vista prima di dare il tuo.',
    'Riassumi ciò che hai sentito per verificare di averlo capito.',
  ],
  FOL: [
    'Consegni ciò che hai promesso entro la data concordata.',
    'Avvisi per tempo quando un impegno non può essere mantenuto.',
    'Tieni traccia delle azioni che ti sei preso in carico nelle riunioni.',
  ],
  CAN: [
    'Esprimi apertamente un’opinione diversa, anche con persone più alte in grado.',
    'Dai un riscontro chiaro quando qualcosa non funziona.',
    'Sollevi le questioni scomode in tempo per risolverle.',
  ],
  REC: [
    'Ringrazi le persone in modo specifico per ciò che hanno fatto bene.',
    'Riconosci il merito degli altri davanti al team.',
    'Noti l’impegno, non solo i risultati.',
  ],
  COM: [
    'Resti calmo quando le cose vanno male.',
    'Rifletti prima di reagire alle cattive notizie.',
    'Mantieni un tono pacato nelle conversazioni tese.',
  ],
  ADA: [
    'Cambi rotta rapidamente quando emergono fatti nuovi.',
    'Sei aperto a modi di lavorare diversi dal tuo.',
    'Resti efficace quando le priorità cambiano.',
  ],
  COL: [
    'Condividi le informazioni di cui gli altri hanno bisogno senza che te le chiedano.',
    'Coinvolgi le persone giuste prima di decidere.',
    'Metti gli obiettivi del team davanti al merito personale.',
  ],
  DEC: [
    'Prendi decisioni in tempo perché gli altri possano agire.',
    'Spieghi le ragioni delle tue decisioni.',
    'Eviti di riaprire decisioni senza fatti nuovi.',
  ],
  COA: [
    'Dedichi tempo ad aiutare gli altri a imparare.',
    'Affidi alle persone compiti che le mettono alla prova.',
    'Fai domande che aiutano gli altri a trovare le proprie risposte.',
  ],
  PLA: [
    'Suddividi i grandi obiettivi in passi chiari.',
    'Stabilisci priorità che gli altri capiscono.',
    'Prevedi gli ostacoli e ti prepari ad affrontarli.',
  ],
  PAC: [
    'Spingi per ottenere risultati rapidi.',
    'Ti aspetti che gli altri tengano il tuo ritmo.',
    'Vai avanti prima che gli altri siano pronti.',
  ],
  CTL: [
    'Dici chiaramente alle persone cosa ci si aspetta da loro.',
    'Prendi in mano la situazione quando serve una guida.',
    'Intervieni per controllare come gli altri svolgono il loro lavoro.',
  ],
};

const pl: SelfItems = {
  LIS: [
    'Pozwalasz innym dokończyć, zanim odpowiesz.',
    'Zadajesz pytania, by zrozumieć czyjś punkt widzenia, zanim przedstawisz swój.',
    'Podsumowujesz to, co usłyszałeś, by sprawdzić, czy dobrze zrozumiałeś.',
  ],
  FOL: [
    'Dostarczasz to, co obiecałeś, w uzgodnionym terminie.',
    'Wcześnie mówisz, gdy nie dasz rady dotrzymać zobowiązania.',
    'Pilnujesz zadań, które wziąłeś na siebie na spotkaniach.',
  ],
  CAN: [
    'Otwarcie wyrażasz odmienne zdanie, także wobec przełożonych.',
    'Dajesz jasną informację zwrotną, gdy coś nie działa.',
    'Poruszasz niewygodne sprawy na czas, by dało się je naprawić.',
  ],
  REC: [
    'Dziękujesz ludziom konkretnie za to, co zrobili dobrze.',
    'Doceniasz innych przy całym zespole.',
    'Zauważasz wysiłek, nie tylko wyniki.',
  ],
  COM: [
    'Zachowujesz spokój, gdy coś idzie nie tak.',
    'Zastanawiasz się, zanim zareagujesz na złe wieści.',
    'Utrzymujesz spokojny ton w napiętych rozmowach.',
  ],
  ADA: [
    'Szybko zmieniasz kurs, gdy pojawiają się nowe fakty.',
    'Jesteś otwarty na sposoby pracy inne niż twój.',
    'Pozostajesz skuteczny, gdy zmieniają się priorytety.',
  ],
  COL: [
    'Dzielisz się informacjami, których inni potrzebują, bez proszenia.',
    'Angażujesz właściwe osoby, zanim podejmiesz decyzję.',
    'Stawiasz cele zespołu ponad osobiste uznanie.',
  ],
  DEC: [
    'Podejmujesz decyzje na czas, by inni mogli działać.',
    'Wyjaśniasz powody swoich decyzji.',
    'Nie wracasz do podjętych decyzji bez nowych faktów.',
  ],
  COA: [
    'Poświęcasz czas, by pomagać innym się uczyć.',
    'Dajesz ludziom zadania, które ich rozwijają.',
    'Zadajesz pytania, które pomagają innym znaleźć własne odpowiedzi.',
  ],
  PLA: [
    'Dzielisz duże cele na jasne kroki.',
    'Ustalasz priorytety zrozumiałe dla innych.',
    'Przewidujesz przeszkody i przygotowujesz się na nie.',
  ],
  PAC: [
    'Naciskasz na szybkie wyniki.',
    'Oczekujesz, że inni dotrzymają ci tempa.',
    'Idziesz dalej, zanim inni są gotowi.',
  ],
  CTL: [
    'Jasno mówisz ludziom, czego się od nich oczekuje.',
    'Przejmujesz prowadzenie, gdy sytuacja tego wymaga.',
    'Wkraczasz, by kontrolować, jak inni wykonują swoją pracę.',
  ],
};

const ptBr: SelfItems = {
  LIS: [
    'Você deixa as pessoas terminarem de falar antes de responder.',
    'Você faz perguntas para entender um ponto de vista antes de dar o seu.',
    'Você resume o que ouviu para confirmar que entendeu.',
  ],
  FOL: [
    'Você entrega o que prometeu na data combinada.',
    'Você avisa cedo quando um compromisso não pode ser cumprido.',
    'Você acompanha as tarefas que assumiu nas reuniões.',
  ],
  CAN: [
    'Você expressa abertamente uma opinião diferente, mesmo com pessoas de cargo mais alto.',
    'Você dá um retorno claro quando algo não está funcionando.',
    'Você levanta questões incômodas a tempo de resolvê-las.',
  ],
  REC: [
    'Você agradece às pessoas de forma específica pelo que fizeram bem.',
    'Você dá crédito aos outros na frente da equipe.',
    'Você percebe o esforço, não só os resultados.',
  ],
  COM: [
    'Você mantém a calma quando as coisas dão errado.',
    'Você pensa antes de reagir a más notícias.',
    'Você mantém um tom tranquilo em conversas tensas.',
  ],
  ADA: [
    'Você muda de rumo rapidamente quando surgem fatos novos.',
    'Você está aberto a formas de trabalhar diferentes da sua.',
    'Você continua eficaz quando as prioridades mudam.',
  ],
  COL: [
    'Você compartilha informações de que os outros precisam sem que peçam.',
    'Você envolve as pessoas certas antes de decidir.',
    'Você coloca os objetivos da equipe à frente do crédito pessoal.',
  ],
  DEC: [
    'Você toma decisões a tempo de os outros agirem.',
    'Você explica os motivos das suas decisões.',
    'Você evita reabrir decisões sem fatos novos.',
  ],
  COA: [
    'Você dedica tempo a ajudar os outros a aprender.',
    'Você dá às pessoas tarefas que as desafiam.',
    'Você faz perguntas que ajudam os outros a encontrar as próprias respostas.',
  ],
  PLA: [
    'Você divide grandes objetivos em passos claros.',
    'Você define prioridades que os outros entendem.',
    'Você prevê obstáculos e se prepara para eles.',
  ],
  PAC: [
    'Você pressiona por resultados rápidos.',
    'Você espera que os outros acompanhem seu ritmo.',
    'Você segue em frente antes que os outros estejam prontos.',
  ],
  CTL: [
    'Você diz claramente às pessoas o que se espera delas.',
    'Você assume o comando quando uma situação precisa de liderança.',
    'Você intervém para controlar como os outros fazem o trabalho.',
  ],
};

const pt: SelfItems = {
  LIS: [
    'Deixa as pessoas terminarem de falar antes de responder.',
    'Faz perguntas para perceber um ponto de vista antes de dar o seu.',
    'Resume o que ouviu para confirmar que percebeu.',
  ],
  FOL: [
    'Entrega o que prometeu na data combinada.',
    'Avisa cedo quando um compromisso não pode ser cumprido.',
    'Acompanha as tarefas que assumiu nas reuniões.',
  ],
  CAN: [
    'Exprime abertamente uma opinião diferente, mesmo perante pessoas em cargos superiores.',
    'Dá um retorno claro quando algo não está a funcionar.',
    'Levanta questões incómodas a tempo de as resolver.',
  ],
  REC: [
    'Agradece às pessoas de forma concreta o que fizeram bem.',
    'Reconhece o mérito dos outros à frente da equipa.',
    'Repara no esforço, não só nos resultados.',
  ],
  COM: [
    'Mantém a calma quando as coisas correm mal.',
    'Pensa antes de reagir a más notícias.',
    'Mantém um tom sereno em conversas tensas.',
  ],
  ADA: [
    'Muda de rumo rapidamente quando surgem factos novos.',
    'Está aberto a formas de trabalhar diferentes da sua.',
    'Continua eficaz quando as prioridades mudam.',
  ],
  COL: [
    'Partilha a informação de que os outros precisam sem que lha peçam.',
    'Envolve as pessoas certas antes de decidir.',
    'Põe os objetivos da equipa à frente do mérito pessoal.',
  ],
  DEC: [
    'Toma decisões a tempo de os outros agirem.',
    'Explica os motivos das suas decisões.',
    'Evita reabrir decisões sem factos novos.',
  ],
  COA: [
    'Dedica tempo a ajudar os outros a aprender.',
    'Dá às pessoas tarefas que as desafiam.',
    'Faz perguntas que ajudam os outros a encontrar as próprias respostas.',
  ],
  PLA: [
    'Divide grandes objetivos em passos claros.',
    'Define prioridades que os outros compreendem.',
    'Antecipa obstáculos e prepara-se para eles.',
  ],
  PAC: [
    'Pressiona para obter resultados rápidos.',
    'Espera que os outros acompanhem o seu ritmo.',
    'Avança antes de os outros estarem prontos.',
  ],
  CTL: [
    'Diz claramente às pessoas o que se espera delas.',
    'Assume o comando quando uma situação precisa de liderança.',
    'Intervém para controlar a forma como os outros fazem o trabalho.',
  ],
};

/**
 * The self-description's items in every language (docs/decisions.md, "After describing yourself"):
 * British English and Latin American Spanish say them as en-us and es do.
 */
export const SELF_ITEMS: Record<LocaleCode, SelfItems> = {
  de,
  'en-gb': enUs,
  'en-us': enUs,
  'es-419': es,
  es,
  fr,
  it,
  pl,
  'pt-br': ptBr,
  pt,
};
