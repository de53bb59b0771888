import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from '../i18n';

export { SHELL_NS };

/** Texts of the landing page (namespace "shell"): they load with the landing page's chunk, not with every page. German is the master; English mirrors its keys. */
const de = {
  landing: {
    documentTitle: 'ChargeValet – Lade-Service für E-Autos in Düsseldorf',
    hero: {
      eyebrow: 'Lade-Service in Düsseldorf',
      title: 'Wir laden dein E-Auto. Du sparst dir den Weg zur Ladesäule.',
      text: 'Ein ChargeValet-Fahrer holt dein Elektroauto oder deinen Plug-in-Hybrid bei dir ab, lädt das Fahrzeug an einer Ladestation und bringt es voll geladen zurück – zu Hause, im Büro oder wo immer du es brauchst.',
      cta: 'Jetzt buchen',
      secondary: 'So funktioniert’s',
      highlightOne: 'Abholung und Rückgabe im Wunschzeitfenster',
      highlightTwo: 'Transparente Preise in Euro inkl. MwSt.',
      highlightThree: 'Ganz Düsseldorf: PLZ 40210–40629',
      illustration: 'Illustration: ein Elektroauto an einer Ladestation',
    },
    how: {
      title: 'So funktioniert’s',
      subtitle: 'In vier Schritten zum geladenen Auto – ohne dass du selbst eine Ladesäule suchen musst.',
      stepLabel: 'Schritt {{number}}',
      bookTitle: 'Online buchen',
      bookText: 'Wähle Paket, Ladestand und Zeitfenster für Abholung und Rückgabe. Das dauert nur wenige Minuten.',
      collectTitle: 'Wir holen dein Auto ab',
      collectText: 'Pünktlich im gewählten Zeitfenster übernimmt ein Fahrer Schlüssel und Fahrzeug an deiner Adresse.',
      chargeTitle: 'Wir laden an einer Station',
      chargeText: 'Dein Auto wird an einer Ladestation in der Nähe auf den gewünschten Ladestand geladen – auf Wunsch inklusive Wäsche.',
      returnTitle: 'Wir bringen es zurück',
      returnText: 'Im Rückgabefenster steht dein Auto wieder vor der Tür. Den Schlüssel bekommst du persönlich oder in deinen Briefkasten.',
    },
    faq: {
      title: 'Häufige Fragen',
      subtitle: 'Die wichtigsten Antworten auf einen Blick.',
      costQuestion: 'Was kostet der Service?',
      costAnswer: 'Der Preis setzt sich aus dem Servicepreis deines Pakets und den Stromkosten für die geladene Energiemenge zusammen. Vor der Buchung siehst du eine Kostenschätzung; alle Preise verstehen sich in Euro inklusive Mehrwertsteuer. Abgerechnet werden die tatsächlichen Kosten – bei Kartenzahlung reservieren wir den Betrag bei der Buchung und buchen erst nach der Rückgabe ab.',
      carsQuestion: 'Welche Fahrzeuge könnt ihr laden?',
      carsAnswer: 'Alle vollelektrischen Fahrzeuge und Plug-in-Hybride, die an öffentlichen Ladestationen (Typ 2 oder CCS) geladen werden können – unabhängig von Marke und Modell. Bei der Buchung gibst du Fahrzeugtyp, Kennzeichen und auf Wunsch Marke, Modell und Farbe an.',
      keysQuestion: 'Wie funktioniert die Schlüsselübergabe?',
      keysAnswer: 'Bei der Abholung übergibst du den Schlüssel persönlich an unseren Fahrer. Für die Rückgabe wählst du bei der Buchung: Entweder bekommst du den Schlüssel persönlich zurück, oder wir parken dein Auto an der Rückgabeadresse und werfen den Schlüssel in deinen Briefkasten.',
      notHomeQuestion: 'Was ist, wenn ich nicht zu Hause bin?',
      notHomeAnswer: 'Für die Abholung reicht es, wenn jemand den Schlüssel übergibt – zum Beispiel Familie, Nachbarn oder Kollegen. Für die Rückgabe wählst du einfach die Briefkasten-Rückgabe. Abhol- und Rückgabeadresse dürfen sich unterscheiden, etwa Büro und Zuhause.',
      areaQuestion: 'In welchem Gebiet seid ihr unterwegs?',
      areaAnswer: 'Wir sind in ganz Düsseldorf für dich da: Abhol- und Rückgabeadresse müssen im Stadtgebiet mit den Postleitzahlen 40210 bis 40629 liegen. Liegt eine Adresse außerhalb, weisen wir dich bei der Buchung darauf hin.',
    },
    track: {
      title: 'Schon gebucht?',
      text: 'Verfolge den Status deines Auftrags mit Auftragsnummer und Kennzeichen oder E-Mail-Adresse.',
      cta: 'Auftrag verfolgen',
    },
    account: {
      title: 'Mit Kundenkonto noch schneller',
      text: 'Speichere Fahrzeug und Adressen, behalte alle Aufträge im Blick und buche beim nächsten Mal mit wenigen Klicks.',
      register: 'Konto erstellen',
      login: 'Anmelden',
    },
  },
};

const en: typeof de = {
  landing: {
    documentTitle: 'ChargeValet – EV charging service in Düsseldorf',
    hero: {
      eyebrow: 'Charging service in Düsseldorf',
      title: 'We charge your EV. You skip the trip to the charging station.',
      text: 'A ChargeValet driver collects your electric car or plug-in hybrid, charges it at a charging station and brings it back fully charged – at home, at the office or wherever you need it.',
      cta: 'Book now',
      secondary: 'How it works',
      highlightOne: 'Pickup and return in your chosen time slot',
      highlightTwo: 'Transparent prices in euro incl. VAT',
      highlightThree: 'All of Düsseldorf: postcodes 40210–40629',
      illustration: 'Illustration: an electric car at a charging station',
    },
    how: {
      title: 'How it works',
      subtitle: 'Four steps to a charged car – without hunting for a charging station yourself.',
      stepLabel: 'Step {{number}}',
      bookTitle: 'Book online',
      bookText: 'Choose a package, the charging level and time slots for pickup and return. It only takes a few minutes.',
      collectTitle: 'We collect your car',
      collectText: 'Right on time in your chosen slot, a driver takes over the key and the car at your address.',
      chargeTitle: 'We charge it at a station',
      chargeText: 'Your car is charged to the level you chose at a nearby charging station – with a car wash if you like.',
      returnTitle: 'We bring it back',
      returnText: 'In your return slot your car is back at your door. You get the key in person or in your mailbox.',
    },
    faq: {
      title: 'Frequently asked questions',
      subtitle: 'The most important answers at a glance.',
      costQuestion: 'What does the service cost?',
      costAnswer: 'The price consists of the service price of your package and the cost of the electricity charged. You see an estimate before you book; all prices are in euro including VAT. We bill the actual costs – for card payments we reserve the amount when you book and only capture it after the return.',
      carsQuestion: 'Which cars can you charge?',
      carsAnswer: 'All fully electric cars and plug-in hybrids that can charge at public charging stations (Type 2 or CCS), whatever the make and model. When booking you enter the vehicle type, licence plate and, if you like, make, model and colour.',
      keysQuestion: 'How does the key handover work?',
      keysAnswer: 'At pickup you hand the key to our driver in person. For the return you choose when booking: either you get the key back in person, or we park your car at the return address and drop the key into your mailbox.',
      notHomeQuestion: 'What if I am not at home?',
      notHomeAnswer: 'For the pickup it is enough if someone hands over the key – family, neighbours or colleagues, for example. For the return, simply choose the mailbox return. Pickup and return addresses may differ, such as your office and your home.',
      areaQuestion: 'Which area do you serve?',
      areaAnswer: 'We serve all of Düsseldorf: pickup and return addresses must be within the city, postcodes 40210 to 40629. If an address lies outside this area, we let you know while you book.',
    },
    track: {
      title: 'Already booked?',
      text: 'Follow the status of your order with your order number and licence plate or e-mail address.',
      cta: 'Track your order',
    },
    account: {
      title: 'Even faster with an account',
      text: 'Save your car and addresses, keep an eye on all your orders and book again in just a few clicks.',
      register: 'Create account',
      login: 'Sign in',
    },
  },
};

registerTranslations(SHELL_NS, { de, en });
