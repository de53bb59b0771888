import { COOKIE_CONSENT_COOKIE, CSRF_COOKIE, LOCALE_COOKIE, SESSION_COOKIE } from '@chargevalet/contract';
import { PAYMENT_PROVIDER_COOKIE_NAME } from '../../cookies/cookieCatalog';
import { COMPANY, POSTCODE_ATTRIBUTION, type LegalContent } from './types';

const UPDATED = '21 November 2026';

/** Legal texts in English (a courtesy translation; the German version is binding). */
export const legalEn: LegalContent = {
  terms: {
    title: 'Terms and conditions',
    updated: UPDATED,
    intro: [
      `These general terms and conditions apply to all orders you place through the ChargeValet website. The provider is ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Germany ("ChargeValet", "we"). This English version is a courtesy translation; the German version is binding.`,
    ],
    sections: [
      {
        heading: '1. Services',
        paragraphs: [
          'ChargeValet offers a charging service for electric cars and plug-in hybrids in Düsseldorf: a driver collects your car at the pickup address in the time slot you booked, charges it at a public or partner charging station and returns it to the return address in the booked return slot.',
          'What an order includes depends on the package you chose and the extras you booked, such as a car wash, interior and exterior cleaning, use of your own charging card or forwarding the charging operator’s electricity invoice. We aim for the charging level you chose; it may be lower if the car, the charging station or the time available until the return do not allow otherwise.',
          'Our service area is the city of Düsseldorf, postcodes 40210 to 40629. Pickup and return addresses must lie within this area.',
        ],
      },
      {
        heading: '2. Booking and conclusion of the contract',
        paragraphs: [
          'You book through the booking wizard on our website – with a customer account or as a guest. By submitting the booking you make a binding offer. The contract is concluded when we confirm the booking by e-mail or start performing it.',
          'You confirm that your details about yourself, the car and the addresses are correct and that you are entitled to hand the car over to us. The car must be registered, covered by third-party liability insurance and roadworthy; any charging cable needed must be in the car. Please remove valuables before the pickup.',
          'Guest bookings are possible if you agree to the creation of a customer account and accept these terms.',
        ],
      },
      {
        heading: '3. Prices',
        paragraphs: [
          'All prices are in euro and include statutory VAT. The total consists of the service price of the chosen package, the prices of any extras booked and the cost of the electricity actually charged.',
          'Before you submit the booking we show you an estimate. We bill the costs actually incurred, which we tell you once the order is completed. Discount codes only apply to the packages stated and cannot be combined with other promotions unless stated otherwise.',
        ],
      },
      {
        heading: '4. Payment',
        paragraphs: [
          'Card payments are processed by our payment provider Stripe. When you book, you authorise the payment: the estimated amount is reserved on your card but not yet charged.',
          'After the car has been returned, we capture the amount actually incurred. If it is lower than the reserved amount, the difference is released. If it is higher, we inform you in advance and invoice the difference separately. Free orders are carried out without payment.',
        ],
      },
      {
        heading: '5. Cancellation and withdrawal',
        paragraphs: [
          'You can cancel an order free of charge as long as the driver is not yet on the way to you and the pickup slot starts at least 60 minutes later. Any payment already authorised is then released in full. After that, cancellation is only possible after consulting us.',
          'As a consumer you have a statutory right of withdrawal, explained separately in the booking confirmation. If you ask us to start the service before the withdrawal period ends, the right of withdrawal expires once we have performed the service in full.',
        ],
      },
      {
        heading: '6. Key handover and return',
        paragraphs: [
          'At pickup, you or a person you have appointed hand the car key to our driver in person. The driver records the condition of the car at handover.',
          'At return you get the key back in person or – if you chose the mailbox return when booking – we park the car properly near the return address and drop the key into your mailbox. The key counts as handed over once it is in the mailbox; please make sure the mailbox is lockable and clearly labelled.',
          'If nobody is present at pickup or the car is not accessible, we cannot carry out the order; we may charge any costs already incurred.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'We are liable without limitation for intent and gross negligence, for injury to life, body or health and under the German Product Liability Act.',
          'For slight negligence we are only liable for breaches of essential contractual obligations – obligations whose fulfilment makes the proper performance of the contract possible in the first place and on which you may regularly rely. In that case liability is limited to the foreseeable damage typical for this kind of contract.',
          'Please report any damage to the car that occurs during the order without delay. We are not liable for delays caused by circumstances beyond our control, such as occupied or faulty charging stations, severe weather or road closures ordered by the authorities.',
        ],
      },
      {
        heading: '8. Data protection',
        paragraphs: ['Our privacy policy explains how we process your personal data.'],
      },
      {
        heading: '9. Applicable law and place of jurisdiction',
        paragraphs: [
          'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, mandatory consumer protection rules of the country where you habitually reside remain unaffected.',
          'If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from this contract is Düsseldorf.',
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: UPDATED,
    intro: [
      'Protecting your data matters to us. This policy explains which personal data we process when you use ChargeValet, why we do so and which rights you have under the General Data Protection Regulation (GDPR).',
    ],
    sections: [
      {
        heading: '1. Controller',
        paragraphs: [
          `The controller is ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Germany, phone ${COMPANY.phone}, e-mail ${COMPANY.email}. Please send questions about data protection to ${COMPANY.privacyEmail}.`,
        ],
      },
      {
        heading: '2. Data we process',
        paragraphs: ['Depending on how you use our service, we process the following categories of data:'],
        list: [
          'Account data: first and last name, e-mail address, phone number, password (only as a cryptographic hash), language setting and your consent to marketing messages.',
          'Vehicle data: vehicle type, licence plate and – if provided – make, model and colour.',
          'Address data: pickup, return and billing address with postcode and coordinates.',
          'Order data: booked package, charging level, extras, time slots, status history, costs, driver ratings and feedback.',
          'Payment data: payment method and payment status. You enter your card details directly with Stripe; we do not receive them.',
          'Communication data: confirmation and verification messages by e-mail and SMS and your enquiries to us.',
          'Technical data: IP address, date and time of access, browser type and the cookies described in the cookie policy.',
        ],
      },
      {
        heading: '3. Purposes and legal bases',
        paragraphs: ['We only process your data where a legal basis allows it:'],
        list: [
          'Art. 6 (1) (b) GDPR (contract): creating and managing your account; accepting, scheduling, performing and billing your orders; communication about the order.',
          'Art. 6 (1) (c) GDPR (legal obligation): keeping invoices and accounting records as commercial and tax law require.',
          'Art. 6 (1) (f) GDPR (legitimate interests): secure operation of the website, protection against misuse and fraud (e.g. CSRF protection, limiting sign-in attempts, server logs) and establishing or defending legal claims.',
          'Art. 6 (1) (a) GDPR (consent): marketing messages and optional cookies, if you have consented. You can withdraw consent at any time with effect for the future.',
        ],
      },
      {
        heading: '4. Recipients and processors',
        paragraphs: [
          'Within ChargeValet only people who need access for their work get it – such as the driver carrying out your order and the dispatch team. We also use carefully selected service providers that process your data on our behalf and on our instructions (Art. 28 GDPR):',
        ],
        list: [
          'Payment provider: Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland, for processing card payments, including fraud prevention.',
          'E-mail and SMS delivery: providers that deliver our booking confirmations, status updates and verification codes.',
          'Maps: Google Maps Platform (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland) for address suggestions and the map display, where enabled. Your input in the address field and your IP address are sent to Google.',
          'Hosting: data centres within the European Union in which our servers and databases run.',
        ],
      },
      {
        heading: '5. Transfers to third countries',
        paragraphs: [
          'Some providers (Stripe, Google) may also process data in the USA. Such transfers rely on the European Commission’s adequacy decision for the EU-US Data Privacy Framework or, where it does not apply, on the European Commission’s standard contractual clauses.',
        ],
      },
      {
        heading: '6. Retention',
        paragraphs: [
          'We keep account data until you delete your account. We keep order and invoice data as long as commercial and tax retention periods require (up to ten years). We delete server logs after 14 days unless they are needed to investigate a security incident. Verification codes expire after a short time. The cookie policy lists how long each cookie is stored.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: ['You have the right at any time to:'],
        list: [
          'access the data we hold about you (Art. 15 GDPR),',
          'have incorrect data rectified (Art. 16 GDPR),',
          'erasure (Art. 17 GDPR) and restriction of processing (Art. 18 GDPR),',
          'data portability (Art. 20 GDPR),',
          'object to processing based on legitimate interests (Art. 21 GDPR),',
          'withdraw consent with effect for the future (Art. 7 (3) GDPR).',
        ],
      },
      {
        heading: '8. Right to lodge a complaint',
        paragraphs: [
          'You can lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). The authority responsible for us is the State Commissioner for Data Protection and Freedom of Information of North Rhine-Westphalia (LDI NRW), Kavalleriestraße 2–4, 40213 Düsseldorf, Germany, https://www.ldi.nrw.de.',
        ],
      },
      {
        heading: '9. Obligation to provide data',
        paragraphs: [
          'We need the details marked as required in the booking and registration forms to conclude and perform the contract. Without them we cannot carry out your order. We do not use automated decision-making, including profiling.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    updated: UPDATED,
    intro: [
      'This policy explains which cookies ChargeValet sets, what they are for and how long they are stored. You can change your choice at any time in the cookie settings.',
    ],
    sections: [
      {
        heading: '1. What are cookies?',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser and reads again on later visits. German law (Section 25 (2) no. 2 TDDDG) allows us to set strictly necessary cookies without consent; for all other cookies we need your consent (Section 25 (1) TDDDG).',
        ],
      },
      {
        heading: '2. Cookies we set',
        paragraphs: ['At present we only set strictly necessary cookies:'],
        list: [
          `${SESSION_COOKIE} – keeps you signed in and links your requests to your session; stored for 30 days after your last visit (staff: 30 minutes without activity, at most 12 hours), at most 1 year.`,
          `${CSRF_COOKIE} – protects forms against forged requests (CSRF protection); stored for 2 hours.`,
          `${LOCALE_COOKIE} – remembers the language you chose; stored for 1 year.`,
          `${COOKIE_CONSENT_COOKIE} – stores your cookie settings; stored for 1 year.`,
          `${PAYMENT_PROVIDER_COOKIE_NAME} – set by our payment provider Stripe during card payments to prevent fraud; stored for 1 year.`,
        ],
      },
      {
        heading: '3. Categories',
        paragraphs: ['We assign cookies to the following categories:'],
        list: [
          'Strictly necessary – needed for signing in, security, language and payment; always active.',
          'Performance – help us understand how the website is used. Not in use at present.',
          'Targeting – used to show relevant offers on other websites. Not in use at present.',
          'Functionality – enable additional convenience features. Not in use at present.',
          'Unclassified – not yet assigned to a category. Not in use at present.',
        ],
      },
      {
        heading: '4. Local storage',
        paragraphs: [
          'So that you do not lose a booking you have started, the booking wizard keeps your entries (package, car and order details, contact details, time slots, payment method and discount code) in your browser’s local storage. This data only leaves your device when you submit the booking and is deleted when you cancel the booking.',
        ],
      },
      {
        heading: '5. Changing your settings',
        paragraphs: [
          'You can change your choice at any time via "Cookie settings" in the page footer. You can also delete or block cookies in your browser; without strictly necessary cookies, however, signing in and booking do not work.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Imprint',
    updated: UPDATED,
    intro: ['Please note: ChargeValet is a demonstration project. The company and all details in this imprint are fictitious.'],
    sections: [
      {
        heading: 'Information pursuant to Section 5 DDG',
        paragraphs: [COMPANY.name, COMPANY.street, COMPANY.city, 'Germany'],
      },
      {
        heading: 'Represented by',
        paragraphs: [`Managing directors: ${COMPANY.managingDirectors}`],
      },
      {
        heading: 'Contact',
        paragraphs: [`Phone: ${COMPANY.phone}`, `E-mail: ${COMPANY.email}`],
      },
      {
        heading: 'Register entry',
        paragraphs: ['Register court: Düsseldorf Local Court (Amtsgericht Düsseldorf)', `Register number: ${COMPANY.register}`],
      },
      {
        heading: 'VAT identification number',
        paragraphs: [`VAT identification number pursuant to Section 27a of the German VAT Act: ${COMPANY.vatId}`],
      },
      {
        heading: 'Responsible for content pursuant to Section 18 (2) MStV',
        paragraphs: [`Erika Mustermann, ${COMPANY.street}, ${COMPANY.city}, Germany`],
      },
      {
        heading: 'Consumer dispute resolution',
        paragraphs: ['We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.'],
      },
      {
        heading: 'Open data',
        paragraphs: [`Postcode data: ${POSTCODE_ATTRIBUTION}`],
      },
    ],
  },
};
