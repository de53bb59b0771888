import { COOKIE_CONSENT_COOKIE, CSRF_COOKIE, LOCALE_COOKIE, SESSION_COOKIE } from '@chargevalet/contract';
import { PAYMENT_PROVIDER_COOKIE_NAME } from '../../cookies/cookieCatalog';
import { COMPANY, POSTCODE_ATTRIBUTION, type LegalContent } from './types';

const UPDATED = '21. November 2026';

/** Legal texts in German (the binding version). */
export const legalDe: LegalContent = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    updated: UPDATED,
    intro: [
      `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Aufträge, die du über die Website von ChargeValet erteilst. Anbieter ist die ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city} („ChargeValet“, „wir“).`,
    ],
    sections: [
      {
        heading: '1. Leistungen',
        paragraphs: [
          'ChargeValet bietet in Düsseldorf einen Lade-Service für Elektrofahrzeuge und Plug-in-Hybride an: Ein Fahrer holt dein Fahrzeug im gebuchten Zeitfenster an der Abholadresse ab, lädt es an einer öffentlichen oder partnerschaftlich betriebenen Ladestation und bringt es im gebuchten Rückgabefenster an die Rückgabeadresse zurück.',
          'Welche Leistungen ein Auftrag umfasst, ergibt sich aus dem gewählten Paket und den gebuchten Zusatzleistungen, etwa Autowäsche, Innen- und Außenreinigung, Nutzung deiner eigenen Tankkarte oder Zusendung der Stromrechnung des Ladestationsbetreibers. Den gewünschten Ladestand streben wir an; er kann unterschritten werden, wenn das Fahrzeug, die Ladestation oder die verfügbare Zeit bis zur Rückgabe es nicht anders zulassen.',
          'Unser Servicegebiet ist das Stadtgebiet Düsseldorf mit den Postleitzahlen 40210 bis 40629. Abhol- und Rückgabeadresse müssen in diesem Gebiet liegen.',
        ],
      },
      {
        heading: '2. Buchung und Vertragsschluss',
        paragraphs: [
          'Du buchst über den Buchungsassistenten auf unserer Website – mit Kundenkonto oder als Gast. Mit dem Absenden der Buchung gibst du ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Buchung per E-Mail bestätigen oder mit der Ausführung beginnen.',
          'Du versicherst, dass deine Angaben zu Person, Fahrzeug und Adressen richtig sind und dass du berechtigt bist, das Fahrzeug an uns zu übergeben. Das Fahrzeug muss zugelassen, haftpflichtversichert und verkehrssicher sein; ein für das Laden erforderliches Ladekabel muss im Fahrzeug liegen. Bitte entferne Wertgegenstände vor der Abholung.',
          'Gastbuchungen sind möglich, wenn du der Anlage eines Kundenkontos zustimmst und diese AGB akzeptierst.',
        ],
      },
      {
        heading: '3. Preise',
        paragraphs: [
          'Alle Preise verstehen sich in Euro inklusive der gesetzlichen Mehrwertsteuer. Der Gesamtpreis setzt sich aus dem Servicepreis des gewählten Pakets, den Preisen gebuchter Zusatzleistungen und den Stromkosten für die tatsächlich geladene Energiemenge zusammen.',
          'Vor dem Absenden der Buchung zeigen wir dir eine Kostenschätzung. Abgerechnet werden die tatsächlich angefallenen Kosten, die wir dir nach Abschluss des Auftrags mitteilen. Rabattcodes gelten nur für die angegebenen Pakete und sind nicht mit anderen Aktionen kombinierbar, sofern nicht anders angegeben.',
        ],
      },
      {
        heading: '4. Zahlung',
        paragraphs: [
          'Die Kartenzahlung wickeln wir über unseren Zahlungsdienstleister Stripe ab. Bei der Buchung autorisierst du die Zahlung; dabei wird der geschätzte Betrag auf deiner Karte reserviert, aber noch nicht abgebucht.',
          'Nach der Rückgabe des Fahrzeugs buchen wir den tatsächlich angefallenen Betrag ab. Liegt er unter dem reservierten Betrag, wird die Differenz freigegeben. Liegt er darüber, informieren wir dich vorab und stellen den Differenzbetrag gesondert in Rechnung. Kostenlose Aufträge werden ohne Zahlung ausgeführt.',
        ],
      },
      {
        heading: '5. Stornierung und Widerruf',
        paragraphs: [
          'Du kannst einen Auftrag kostenfrei stornieren, solange der Fahrer noch nicht auf dem Weg zu dir ist und der Beginn des Abholfensters noch mindestens 60 Minuten entfernt ist. Eine bereits autorisierte Zahlung wird dann vollständig freigegeben. Danach ist eine Stornierung nur nach Rücksprache mit uns möglich.',
          'Als Verbraucher hast du ein gesetzliches Widerrufsrecht, über das wir dich in der Buchungsbestätigung gesondert belehren. Verlangst du, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen, erlischt das Widerrufsrecht, sobald wir die Leistung vollständig erbracht haben.',
        ],
      },
      {
        heading: '6. Schlüsselübergabe und Rückgabe',
        paragraphs: [
          'Bei der Abholung übergibst du oder eine von dir beauftragte Person den Fahrzeugschlüssel persönlich an unseren Fahrer. Der Fahrer dokumentiert den Zustand des Fahrzeugs bei der Übernahme.',
          'Bei der Rückgabe erhältst du den Schlüssel persönlich zurück, oder – wenn du bei der Buchung die Briefkasten-Rückgabe gewählt hast – wir parken das Fahrzeug ordnungsgemäß in der Nähe der Rückgabeadresse und werfen den Schlüssel in deinen Briefkasten. Mit dem Einwurf gilt der Schlüssel als übergeben; sorge bitte für einen verschließbaren, eindeutig beschrifteten Briefkasten.',
          'Ist bei der Abholung niemand anzutreffen oder ist das Fahrzeug nicht zugänglich, können wir den Auftrag nicht ausführen; bereits entstandene Kosten können wir dann in Rechnung stellen.',
        ],
      },
      {
        heading: '7. Haftung',
        paragraphs: [
          'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit und nach dem Produkthaftungsgesetz.',
          'Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst. In diesem Fall ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.',
          'Schäden, die während des Auftrags am Fahrzeug entstehen, melde uns bitte unverzüglich. Für Verzögerungen, die auf Umständen außerhalb unseres Einflussbereichs beruhen – etwa belegte oder gestörte Ladestationen, Unwetter oder behördliche Sperrungen –, haften wir nicht.',
        ],
      },
      {
        heading: '8. Datenschutz',
        paragraphs: ['Wie wir deine personenbezogenen Daten verarbeiten, erklären wir in unserer Datenschutzerklärung.'],
      },
      {
        heading: '9. Anwendbares Recht und Gerichtsstand',
        paragraphs: [
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du Verbraucher, bleiben zwingende Verbraucherschutzvorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt hast, unberührt.',
          'Bist du Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag Düsseldorf.',
          'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    updated: UPDATED,
    intro: [
      'Der Schutz deiner Daten ist uns wichtig. Hier erfährst du, welche personenbezogenen Daten wir verarbeiten, wenn du ChargeValet nutzt, wozu wir das tun und welche Rechte du nach der Datenschutz-Grundverordnung (DSGVO) hast.',
    ],
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          `Verantwortlich für die Datenverarbeitung ist die ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Telefon ${COMPANY.phone}, E-Mail ${COMPANY.email}. Fragen zum Datenschutz richtest du am besten an ${COMPANY.privacyEmail}.`,
        ],
      },
      {
        heading: '2. Welche Daten wir verarbeiten',
        paragraphs: ['Je nachdem, wie du unseren Service nutzt, verarbeiten wir folgende Kategorien von Daten:'],
        list: [
          'Kontodaten: Vor- und Nachname, E-Mail-Adresse, Telefonnummer, Passwort (nur als kryptografischer Hash), Spracheinstellung und deine Einwilligung in Marketing-Nachrichten.',
          'Fahrzeugdaten: Fahrzeugtyp, Kennzeichen sowie – falls angegeben – Marke, Modell und Farbe.',
          'Adressdaten: Abhol-, Rückgabe- und Rechnungsadresse mit Postleitzahl und Koordinaten.',
          'Auftragsdaten: gebuchtes Paket, Ladestand, Zusatzleistungen, Zeitfenster, Statusverlauf, Kosten, Fahrerbewertungen und Feedback.',
          'Zahlungsdaten: Zahlungsart und Zahlungsstatus. Deine Kartendaten gibst du direkt bei Stripe ein; wir erhalten sie nicht.',
          'Kommunikationsdaten: Bestätigungs- und Verifizierungsnachrichten per E-Mail und SMS sowie deine Anfragen an uns.',
          'Technische Daten: IP-Adresse, Datum und Uhrzeit des Zugriffs, Browsertyp und die in der Cookie-Richtlinie beschriebenen Cookies.',
        ],
      },
      {
        heading: '3. Zwecke und Rechtsgrundlagen',
        paragraphs: ['Wir verarbeiten deine Daten nur, soweit eine Rechtsgrundlage es erlaubt:'],
        list: [
          'Art. 6 Abs. 1 lit. b DSGVO (Vertrag): Anlegen und Verwalten deines Kontos, Annahme, Planung, Ausführung und Abrechnung deiner Aufträge, Kommunikation rund um den Auftrag.',
          'Art. 6 Abs. 1 lit. c DSGVO (rechtliche Verpflichtung): Aufbewahrung von Rechnungen und Buchungsbelegen nach Handels- und Steuerrecht.',
          'Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse): sicherer Betrieb der Website, Schutz vor Missbrauch und Betrug (z. B. CSRF-Schutz, Begrenzung von Anmeldeversuchen, Server-Protokolle) sowie die Geltendmachung und Abwehr von Ansprüchen.',
          'Art. 6 Abs. 1 lit. a DSGVO (Einwilligung): Marketing-Nachrichten und optionale Cookies, sofern du eingewilligt hast. Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen.',
        ],
      },
      {
        heading: '4. Empfänger und Auftragsverarbeiter',
        paragraphs: [
          'Innerhalb von ChargeValet erhalten nur die Personen Zugriff, die ihn für ihre Aufgabe brauchen – etwa der Fahrer, der deinen Auftrag ausführt, und das Disponententeam. Außerdem setzen wir sorgfältig ausgewählte Dienstleister ein, die deine Daten in unserem Auftrag und nach unseren Weisungen verarbeiten (Art. 28 DSGVO):',
        ],
        list: [
          'Zahlungsdienstleister: Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland, für die Abwicklung von Kartenzahlungen, einschließlich Betrugsprävention.',
          'E-Mail- und SMS-Versand: Dienstleister, die unsere Buchungsbestätigungen, Statusmeldungen und Verifizierungscodes zustellen.',
          'Kartendienst: Google Maps Platform (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland) für Adressvorschläge und die Kartenanzeige, sofern aktiviert. Dabei werden deine Eingaben im Adressfeld und deine IP-Adresse an Google übermittelt.',
          'Hosting: Rechenzentren innerhalb der Europäischen Union, in denen unsere Server und Datenbanken betrieben werden.',
        ],
      },
      {
        heading: '5. Übermittlung in Drittländer',
        paragraphs: [
          'Einzelne Dienstleister (Stripe, Google) können Daten auch in den USA verarbeiten. Die Übermittlung stützt sich auf den Angemessenheitsbeschluss der EU-Kommission zum EU-US Data Privacy Framework oder, soweit dieser nicht greift, auf die Standardvertragsklauseln der EU-Kommission.',
        ],
      },
      {
        heading: '6. Speicherdauer',
        paragraphs: [
          'Kontodaten speichern wir, bis du dein Konto löschst. Auftrags- und Rechnungsdaten bewahren wir so lange auf, wie es die handels- und steuerrechtlichen Aufbewahrungsfristen verlangen (bis zu zehn Jahre). Server-Protokolle löschen wir nach 14 Tagen, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden. Verifizierungscodes verfallen nach kurzer Zeit. Die Speicherdauer der Cookies findest du in der Cookie-Richtlinie.',
        ],
      },
      {
        heading: '7. Deine Rechte',
        paragraphs: ['Du hast gegenüber uns jederzeit das Recht auf:'],
        list: [
          'Auskunft über deine bei uns gespeicherten Daten (Art. 15 DSGVO),',
          'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
          'Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),',
          'Datenübertragbarkeit (Art. 20 DSGVO),',
          'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),',
          'Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).',
        ],
      },
      {
        heading: '8. Beschwerderecht',
        paragraphs: [
          'Du kannst dich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig ist die Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen (LDI NRW), Kavalleriestraße 2–4, 40213 Düsseldorf, https://www.ldi.nrw.de.',
        ],
      },
      {
        heading: '9. Pflicht zur Bereitstellung',
        paragraphs: [
          'Die im Buchungs- und Registrierungsformular als erforderlich gekennzeichneten Angaben brauchen wir, um den Vertrag zu schließen und zu erfüllen. Ohne sie können wir deinen Auftrag nicht ausführen. Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie-Richtlinie',
    updated: UPDATED,
    intro: [
      'Diese Richtlinie erklärt, welche Cookies ChargeValet setzt, wozu sie dienen und wie lange sie gespeichert bleiben. Deine Auswahl kannst du jederzeit in den Cookie-Einstellungen ändern.',
    ],
    sections: [
      {
        heading: '1. Was sind Cookies?',
        paragraphs: [
          'Cookies sind kleine Textdateien, die eine Website in deinem Browser speichert und bei späteren Aufrufen wieder ausliest. Unbedingt erforderliche Cookies dürfen wir nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung setzen; für alle anderen Cookies brauchen wir deine Einwilligung nach § 25 Abs. 1 TDDDG.',
        ],
      },
      {
        heading: '2. Cookies, die wir setzen',
        paragraphs: ['Derzeit setzen wir ausschließlich unbedingt erforderliche Cookies:'],
        list: [
          `${SESSION_COOKIE} – hält dich angemeldet und verknüpft deine Anfragen mit deiner Sitzung; Speicherdauer 30 Tage nach deinem letzten Besuch (Mitarbeitende: 30 Minuten ohne Aktivität, höchstens 12 Stunden), höchstens 1 Jahr.`,
          `${CSRF_COOKIE} – schützt Formulare vor gefälschten Anfragen (CSRF-Schutz); Speicherdauer 2 Stunden.`,
          `${LOCALE_COOKIE} – speichert die von dir gewählte Sprache; Speicherdauer 1 Jahr.`,
          `${COOKIE_CONSENT_COOKIE} – speichert deine Cookie-Einstellungen; Speicherdauer 1 Jahr.`,
          `${PAYMENT_PROVIDER_COOKIE_NAME} – wird von unserem Zahlungsdienstleister Stripe bei Kartenzahlungen zur Betrugsprävention gesetzt; Speicherdauer 1 Jahr.`,
        ],
      },
      {
        heading: '3. Kategorien',
        paragraphs: ['Wir ordnen Cookies den folgenden Kategorien zu:'],
        list: [
          'Unbedingt erforderlich – für Anmeldung, Sicherheit, Sprache und Zahlung nötig; immer aktiv.',
          'Leistung – helfen zu verstehen, wie die Website genutzt wird. Derzeit nicht im Einsatz.',
          'Marketing – dienen dazu, passende Angebote auf anderen Websites zu zeigen. Derzeit nicht im Einsatz.',
          'Funktionalität – ermöglichen zusätzliche Komfortfunktionen. Derzeit nicht im Einsatz.',
          'Nicht klassifiziert – noch keiner Kategorie zugeordnet. Derzeit nicht im Einsatz.',
        ],
      },
      {
        heading: '4. Lokaler Speicher',
        paragraphs: [
          'Damit du eine begonnene Buchung nicht verlierst, speichert der Buchungsassistent deine Eingaben (Paket, Fahrzeug- und Auftragsdaten, Kontaktdaten, Zeitfenster, Zahlungsart und Rabattcode) im lokalen Speicher deines Browsers. Diese Daten verlassen dein Gerät erst, wenn du die Buchung absendest, und werden gelöscht, wenn du die Buchung abbrichst.',
        ],
      },
      {
        heading: '5. Einstellungen ändern',
        paragraphs: [
          'Du kannst deine Auswahl jederzeit über „Cookie-Einstellungen“ im Fußbereich der Seite ändern. Außerdem kannst du Cookies in deinem Browser löschen oder blockieren; ohne unbedingt erforderliche Cookies funktionieren Anmeldung und Buchung jedoch nicht.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Impressum',
    updated: UPDATED,
    intro: [
      'Hinweis: ChargeValet ist ein Demonstrationsprojekt. Das Unternehmen und alle Angaben in diesem Impressum sind fiktiv.',
    ],
    sections: [
      {
        heading: 'Angaben gemäß § 5 DDG',
        paragraphs: [COMPANY.name, COMPANY.street, COMPANY.city, 'Deutschland'],
      },
      {
        heading: 'Vertreten durch',
        paragraphs: [`Geschäftsführer: ${COMPANY.managingDirectors}`],
      },
      {
        heading: 'Kontakt',
        paragraphs: [`Telefon: ${COMPANY.phone}`, `E-Mail: ${COMPANY.email}`],
      },
      {
        heading: 'Registereintrag',
        paragraphs: ['Registergericht: Amtsgericht Düsseldorf', `Registernummer: ${COMPANY.register}`],
      },
      {
        heading: 'Umsatzsteuer-Identifikationsnummer',
        paragraphs: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${COMPANY.vatId}`],
      },
      {
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        paragraphs: [`Erika Mustermann, ${COMPANY.street}, ${COMPANY.city}`],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: ['Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.'],
      },
      {
        heading: 'Offene Daten',
        paragraphs: [`Postleitzahlendaten: ${POSTCODE_ATTRIBUTION}`],
      },
    ],
  },
};
