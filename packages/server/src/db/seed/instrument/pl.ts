import type { InstrumentTexts } from './instrument-types';

export const pl: InstrumentTexts = {
  LIS: {
    name: 'Słuchanie',
    displayName: 'Słuchanie',
    definition: [
      'Poświęca innym pełną uwagę i pozwala im dokończyć.',
      'Sprawdza, czy dobrze zrozumiał, zanim odpowie lub zdecyduje.',
    ],
    items: [
      'Pozwala innym dokończyć wypowiedź, zanim odpowie.',
      'Zadaje pytania, by zrozumieć czyjś punkt widzenia, zanim przedstawi własny.',
      'Podsumowuje to, co usłyszał, by sprawdzić, czy dobrze zrozumiał.',
    ],
    strengths: [
      'Ludzie czują się wysłuchani i wcześnie zgłaszają problemy.',
      'Decyzje opierają się na tym, co inni naprawdę powiedzieli.',
    ],
    tractionSteps: [
      'Na trzech najbliższych spotkaniach zadaj jedno pytanie doprecyzowujące, zanim wyrazisz swoje zdanie.',
      'Kończ każdą rozmowę indywidualną podsumowaniem tego, co usłyszałeś, i zapytaj, czy dobrze zrozumiałeś.',
      'Odłóż telefon i laptop, gdy ktoś przychodzi z tobą porozmawiać.',
    ],
  },
  FOL: {
    name: 'Dotrzymywanie zobowiązań',
    displayName: 'Dotrzymywanie zobowiązań',
    definition: [
      'Robi to, co zapowiedział, i wtedy, kiedy zapowiedział.',
      'Wcześnie uprzedza, gdy zobowiązanie jest zagrożone.',
    ],
    items: [
      'Dostarcza obiecane rzeczy w uzgodnionym terminie.',
      'Wcześnie mówi, gdy nie może dotrzymać zobowiązania.',
      'Pilnuje zadań, które przyjął na spotkaniach.',
    ],
    strengths: [
      'Inni mogą planować w oparciu o jego zobowiązania.',
      'Małe obietnice budują zaufanie.',
    ],
    tractionSteps: [
      'W tym tygodniu prowadź jedną listę wszystkich zobowiązań i przeglądaj ją każdego wieczoru.',
      'Gdy termin się przesuwa, poinformuj zainteresowanych tego samego dnia.',
      'Ustal datę dla każdego zadania, które bierzesz na siebie na spotkaniu.',
    ],
  },
  CAN: {
    name: 'Szczerość',
    displayName: 'Szczerość',
    definition: [
      'Mówi, co myśli, jasno i z szacunkiem.',
      'Porusza trudne tematy zamiast je omijać.',
    ],
    items: [
      'Otwarcie wyraża odmienne zdanie, także wobec przełożonych.',
      'Daje jasną informację zwrotną, gdy coś nie działa.',
      'Porusza niewygodne sprawy na tyle wcześnie, by dało się je rozwiązać.',
    ],
    strengths: ['Problemy wychodzą na jaw, póki są jeszcze małe.', 'Inni wiedzą, na czym stoją.'],
    tractionSteps: [
      'Wybierz jedną obawę, którą zachowywałeś dla siebie, i porusz ją w tym tygodniu.',
      'Co tydzień przekaż jedną konkretną, życzliwą informację zwrotną.',
      'Na spotkaniach mów „widzę to inaczej”, gdy tak jest.',
    ],
  },
  REC: {
    name: 'Docenianie',
    displayName: 'Docenianie',
    definition: [
      'Zauważa dobrą pracę i mówi o tym.',
      'Przypisuje zasługi tym, którzy na nie zapracowali.',
    ],
    items: [
      'Dziękuje konkretnie za to, co inni zrobili dobrze.',
      'Docenia innych przy całym zespole.',
      'Zauważa wysiłek, nie tylko wyniki.',
    ],
    strengths: [
      'Ludzie wiedzą, że ich praca jest widoczna.',
      'Dobre nawyki się szerzą, bo są nazywane.',
    ],
    tractionSteps: [
      'W każdy piątek podziękuj dwóm osobom za coś konkretnego z tego tygodnia.',
      'Przedstawiając wyniki, wymień osoby, które wykonały pracę.',
      'Co tydzień napisz krótką wiadomość z podziękowaniem.',
    ],
  },
  COM: {
    name: 'Opanowanie',
    displayName: 'Opanowanie',
    definition: [
      'Zachowuje spokój i jasność myślenia pod presją.',
      'Nie pozwala, by emocje kierowały decyzjami.',
    ],
    items: [
      'Zachowuje spokój, gdy coś idzie nie tak.',
      'Zastanawia się, zanim zareaguje na złą wiadomość.',
      'Zachowuje spokojny ton w napiętych rozmowach.',
    ],
    strengths: [
      'Inni zachowują spokój, bo on go zachowuje.',
      'Kryzysy są rozwiązywane, a nie eskalowane.',
    ],
    tractionSteps: [
      'Gdy jakaś wiadomość cię zdenerwuje, odczekaj dziesięć minut przed odpowiedzią.',
      'W napiętej chwili nazwij w myślach swoje uczucie, zanim się odezwiesz.',
      'Po trudnym dniu zapisz, co cię wytrąciło z równowagi, a co pomogło.',
    ],
  },
  ADA: {
    name: 'Elastyczność',
    displayName: 'Elastyczność',
    definition: [
      'Dostosowuje plany i nawyki, gdy sytuacja się zmienia.',
      'Z otwartością próbuje nowych sposobów pracy.',
    ],
    items: [
      'Szybko zmienia kurs, gdy pojawiają się nowe fakty.',
      'Jest otwarty na sposoby pracy inne niż własne.',
      'Pozostaje skuteczny, gdy zmieniają się priorytety.',
    ],
    strengths: [
      'Zmiany szybciej przyjmują się w jego otoczeniu.',
      'Pomaga innym przejść przez zmiany.',
    ],
    tractionSteps: [
      'W tym miesiącu wypróbuj sugestię współpracownika, którą zwykle byś pominął.',
      'Gdy plany się zmieniają, najpierw wypisz, co nadal obowiązuje.',
      'Pytaj „co sprawi, że to zadziała?”, zanim zapytasz „dlaczego to się nie uda?”.',
    ],
  },
  COL: {
    name: 'Współpraca',
    displayName: 'Współpraca',
    definition: [
      'Pracuje z innymi na rzecz wspólnych celów.',
      'Dzieli się informacjami i prosi o pomoc.',
    ],
    items: [
      'Dzieli się informacjami, których inni potrzebują, bez proszenia.',
      'Angażuje właściwe osoby przed podjęciem decyzji.',
      'Stawia cele zespołu ponad osobiste zasługi.',
    ],
    strengths: ['Praca płynnie przechodzi między zespołami.', 'Inni szukają go jako partnera.'],
    tractionSteps: [
      'W tym miesiącu przed każdą decyzją zapytaj, kogo jeszcze dotyczy, i porozmawiaj z tymi osobami.',
      'Co tydzień wysyłaj krótką informację osobom zależnym od twojej pracy.',
      'Poproś kogoś z innego zespołu o pomoc w bieżącym problemie.',
    ],
  },
  DEC: {
    name: 'Decyzyjność',
    displayName: 'Decyzyjność',
    definition: [
      'Podejmuje decyzje na czas na podstawie dostępnych informacji.',
      'Zobowiązuje się do kierunku i wyjaśnia dlaczego.',
    ],
    items: [
      'Decyduje na tyle wcześnie, by inni mogli działać.',
      'Wyjaśnia powody swoich decyzji.',
      'Nie wraca do decyzji bez nowych faktów.',
    ],
    strengths: ['Praca nie stoi w miejscu, czekając na niego.', 'Inni rozumieją, dlaczego.'],
    tractionSteps: [
      'Ustal datę decyzji dla każdej otwartej kwestii na swojej liście.',
      'Zapisz w dwóch zdaniach, dlaczego tak zdecydowałeś, i podziel się nimi.',
      'Wracaj do decyzji tylko wtedy, gdy pojawi się nowy fakt, i powiedz jaki.',
    ],
  },
  COA: {
    name: 'Rozwijanie innych',
    displayName: 'Rozwijanie innych',
    definition: [
      'Pomaga innym rozwijać umiejętności i pewność siebie.',
      'Daje ambitne zadania wraz z potrzebnym wsparciem.',
    ],
    items: [
      'Poświęca czas, by pomagać innym się uczyć.',
      'Powierza ludziom zadania, dzięki którym się rozwijają.',
      'Zadaje pytania, które pomagają innym znaleźć własne odpowiedzi.',
    ],
    strengths: [
      'Ludzie szybciej się rozwijają u jego boku.',
      'Z roku na rok zespół mniej go potrzebuje.',
    ],
    tractionSteps: [
      'Przekaż zadanie, które zwykle wykonujesz sam, komuś, kto chce się go nauczyć.',
      'W najbliższej rozmowie coachingowej zadaj trzy pytania, zanim udzielisz rady.',
      'Zapytaj każdą osobę, z którą pracujesz, jaką umiejętność chce rozwinąć w tym kwartale.',
    ],
  },
  PLA: {
    name: 'Planowanie',
    displayName: 'Planowanie',
    definition: [
      'Myśli z wyprzedzeniem i dzieli pracę na jasne kroki.',
      'Ustala priorytety, by to, co ważne, zostało zrobione.',
    ],
    items: [
      'Dzieli duże cele na jasne kroki.',
      'Ustala priorytety zrozumiałe dla innych.',
      'Przewiduje przeszkody i przygotowuje się na nie.',
    ],
    strengths: ['Projekty zaczynają się od jasnej ścieżki.', 'Niespodzianki zdarzają się rzadko.'],
    tractionSteps: [
      'Zaczynaj każdy tydzień od nazwania trzech najważniejszych rezultatów.',
      'Dla następnego projektu zapisz pierwsze pięć kroków i ich właścicieli.',
      'Wypisz dwa największe ryzyka bieżącego planu i po jednym działaniu na każde.',
    ],
  },
  PAC: {
    name: 'Tempo',
    displayName: 'Tempo',
    definition: [
      'Z energią posuwa pracę naprzód.',
      'Zbyt szybkie tempo wyczerpuje ludzi; celem jest tempo, które inni mogą utrzymać.',
    ],
    items: [
      'Naciska na szybkie wyniki.',
      'Oczekuje, że inni dotrzymają mu kroku.',
      'Przechodzi dalej, zanim inni są gotowi.',
    ],
    strengths: [
      'Praca posuwa się w tempie, które ludzie są w stanie utrzymać.',
      'Pilność zostaje zarezerwowana dla tego, co ważne.',
    ],
    tractionSteps: [
      'Zanim wyznaczysz termin, zapytaj wykonawców, co jest realne.',
      'Raz w tygodniu sprawdź, czy zespół ma chwilę oddechu.',
      'Zaznacz, które z twoich próśb są naprawdę pilne, i powiedz o tym.',
    ],
  },
  CTL: {
    name: 'Kierowanie',
    displayName: 'Kierowanie',
    definition: [
      'Wyznacza jasny kierunek i przejmuje stery, gdy trzeba.',
      'Zbyt mało zostawia ludzi w niepewności, zbyt dużo nie daje im swobody.',
    ],
    items: [
      'Jasno mówi ludziom, czego się od nich oczekuje.',
      'Przejmuje stery, gdy sytuacja wymaga lidera.',
      'Wkracza, by kontrolować, jak inni wykonują swoją pracę.',
    ],
    strengths: [
      'Ludzie wiedzą, czego się od nich oczekuje, i mają swobodę działania.',
      'Prowadzi, gdy to naprawdę ważne.',
    ],
    tractionSteps: [
      'Przy każdym przekazanym zadaniu uzgodnij wynik, a sposób zostaw tej osobie.',
      'Zapytaj zespół, gdzie chce więcej wskazówek, a gdzie mniej.',
      'Zauważ, kiedy wchodzisz w cudzą pracę, i następnym razem najpierw zapytaj.',
    ],
  },
};
