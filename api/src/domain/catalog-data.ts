import {
  DEFAULT_CHARGING_LEVEL_ID,
  SERVICE_IDS,
  SERVICE_OPTION_IDS,
  type ChargingLevel,
  type ChargingStation,
  type Locale,
  type Package,
  type PackageService,
  type PackageServiceOption,
  type Service,
  type ServiceAttribute,
} from '@chargevalet/contract';
import type { DiscountCodeRecord } from './discounts';
import type { PricingCatalog } from './pricing';

/**
 * Seed data of the catalogue (DESIGN §4 "seed data for the embedded default"), typed by the contract so the
 * routes can serve it as it is. `title`/`description` hold the default locale (de); `translations` both.
 * Prices in cents, VAT included.
 */

const t = (de: string, en: string) => ({ de: { title: de }, en: { title: en } });
const td = (de: [string, string], en: [string, string]) => ({
  de: { title: de[0], description: de[1] },
  en: { title: en[0], description: en[1] },
});

/** Electricity price per kWh charged to customers without a fuel card (typical public DC price). */
export const ELECTRICITY_CENTS_PER_KWH = 59;

export const SERVICES: readonly Service[] = [
  {
    id: SERVICE_IDS.returnType,
    title: 'Rückgabeart',
    description: 'Wie du dein Auto zurückbekommst: persönlich, an der Rezeption oder geparkt mit dem Schlüssel im Briefkasten.',
    translations: td(
      ['Rückgabeart', 'Wie du dein Auto zurückbekommst: persönlich, an der Rezeption oder geparkt mit dem Schlüssel im Briefkasten.'],
      ['Return type', 'How you get your car back: in person, at the reception, or parked with the key in your mailbox.'],
    ),
  },
  {
    id: SERVICE_IDS.carWash,
    title: 'Autowäsche',
    description: 'Außenwäsche in einer Waschanlage, bevor wir das Auto zurückbringen.',
    translations: td(
      ['Autowäsche', 'Außenwäsche in einer Waschanlage, bevor wir das Auto zurückbringen.'],
      ['Car wash', 'An exterior wash at a car wash before we bring the car back.'],
    ),
  },
  {
    id: SERVICE_IDS.cleaning,
    title: 'Innen- und Außenreinigung',
    description: 'Staubsaugen, Cockpit und Scheiben innen sowie Außenwäsche.',
    translations: td(
      ['Innen- und Außenreinigung', 'Staubsaugen, Cockpit und Scheiben innen sowie Außenwäsche.'],
      ['Interior and exterior cleaning', 'Vacuuming, dashboard and windows inside, plus an exterior wash.'],
    ),
  },
];

/** The options of each service (GET /api/service/attributes/{id}); ids are what `selected_services` carries. */
export const SERVICE_ATTRIBUTES: readonly ServiceAttribute[] = [
  attribute(SERVICE_OPTION_IDS.returnKeyInPerson, SERVICE_IDS.returnType,
    ['Schlüsselübergabe persönlich', 'Wir übergeben dir Auto und Schlüssel persönlich.'],
    ['Key handover in person', 'We hand the car and the key to you in person.']),
  attribute(SERVICE_OPTION_IDS.returnKeyAtReception, SERVICE_IDS.returnType,
    ['Schlüssel an Rezeption oder Concierge', 'Wir parken das Auto und geben den Schlüssel an der Rezeption ab.'],
    ['Key at reception or concierge', 'We park the car and leave the key at the reception.']),
  attribute(SERVICE_OPTION_IDS.returnMailbox, SERVICE_IDS.returnType,
    ['Briefkasten, Auto auf der Straße', 'Wir parken das Auto in der Nähe und werfen den Schlüssel in deinen Briefkasten.'],
    ['Mailbox, car on the street', 'We park the car nearby and drop the key into your mailbox.']),
  attribute(SERVICE_OPTION_IDS.returnMailboxParkingSpace, SERVICE_IDS.returnType,
    ['Briefkasten, Auto auf deinem Stellplatz', 'Wir parken das Auto auf deinem Stellplatz und werfen den Schlüssel in deinen Briefkasten.'],
    ['Mailbox, car in your parking space', 'We park the car in your parking space and drop the key into your mailbox.']),
  attribute(SERVICE_OPTION_IDS.carWash, SERVICE_IDS.carWash,
    ['Vor der Rückgabe waschen', 'Außenwäsche vor der Rückgabe.'],
    ['Wash before return', 'Exterior wash before the return.']),
  attribute(SERVICE_OPTION_IDS.cleaning, SERVICE_IDS.cleaning,
    ['Vor der Rückgabe reinigen', 'Innen- und Außenreinigung vor der Rückgabe.'],
    ['Clean before return', 'Interior and exterior cleaning before the return.']),
];

function attribute(id: number, serviceId: number, de: [string, string], en: [string, string]): ServiceAttribute {
  return { id, service_id: serviceId, title: de[0], description: de[1], translations: td(de, en) };
}

export const PACKAGES: readonly Package[] = [
  {
    id: 1,
    title: 'Basis',
    description: 'Abholen, laden, zurückbringen.',
    cost: 2900,
    is_popular: false,
    is_preselected: false,
    service_ids: [SERVICE_IDS.returnType],
    translations: td(['Basis', 'Abholen, laden, zurückbringen.'], ['Basic', 'Pickup, charging and return.']),
  },
  {
    id: 2,
    title: 'Komfort',
    description: 'Laden und eine Außenwäsche vor der Rückgabe.',
    cost: 4900,
    is_popular: true,
    is_preselected: true,
    service_ids: [SERVICE_IDS.returnType, SERVICE_IDS.carWash],
    translations: td(
      ['Komfort', 'Laden und eine Außenwäsche vor der Rückgabe.'],
      ['Comfort', 'Charging and an exterior wash before the return.'],
    ),
  },
  {
    id: 3,
    title: 'Premium',
    description: 'Laden, Wäsche sowie Innen- und Außenreinigung.',
    cost: 6900,
    is_popular: false,
    is_preselected: false,
    service_ids: [SERVICE_IDS.returnType, SERVICE_IDS.carWash, SERVICE_IDS.cleaning],
    translations: td(
      ['Premium', 'Laden, Wäsche sowie Innen- und Außenreinigung.'],
      ['Premium', 'Charging, a wash and interior and exterior cleaning.'],
    ),
  },
  {
    id: 4,
    title: 'Business',
    description: 'Alles aus Premium, Briefkasten-Rückgabe ohne Aufpreis.',
    cost: 8900,
    is_popular: false,
    is_preselected: false,
    service_ids: [SERVICE_IDS.returnType, SERVICE_IDS.carWash, SERVICE_IDS.cleaning],
    translations: td(
      ['Business', 'Alles aus Premium, Briefkasten-Rückgabe ohne Aufpreis.'],
      ['Business', 'Everything in Premium, mailbox return at no extra charge.'],
    ),
  },
];

/** Extra charges for options a package does not include (cents). */
export const OPTION_PRICES = { mailboxReturn: 490, carWash: 1490, cleaning: 2990 } as const;

/** Per-package services (SPEC §3): return type select, wash and cleaning toggles with package prices. */
export const PACKAGE_SERVICES: Readonly<Record<number, readonly PackageService[]>> = Object.fromEntries(
  PACKAGES.map((pkg) => [pkg.id, packageServicesFor(pkg)]),
);

function packageServicesFor(pkg: Package): PackageService[] {
  const includes = (serviceId: number) => pkg.service_ids.includes(serviceId);
  const mailboxCost = pkg.id === 4 ? 0 : OPTION_PRICES.mailboxReturn;
  const returnCost: Record<number, number> = {
    [SERVICE_OPTION_IDS.returnKeyInPerson]: 0,
    [SERVICE_OPTION_IDS.returnKeyAtReception]: 0,
    [SERVICE_OPTION_IDS.returnMailbox]: mailboxCost,
    [SERVICE_OPTION_IDS.returnMailboxParkingSpace]: mailboxCost,
  };
  const serviceEntry = (serviceId: number, inputType: 'select' | 'toggle', options: PackageServiceOption[]): PackageService => {
    const service = SERVICES.find((candidate) => candidate.id === serviceId)!;
    return {
      id: serviceId,
      title: service.title,
      input_type: inputType,
      options,
      translations: t(service.translations.de.title, service.translations.en.title),
    };
  };
  const option = (id: number, cost: number, defaultEnabled: boolean): PackageServiceOption => {
    const source = SERVICE_ATTRIBUTES.find((candidate) => candidate.id === id)!;
    return {
      service_id: id,
      title: source.title,
      default_enabled: defaultEnabled,
      cost,
      translations: t(source.translations.de.title, source.translations.en.title),
    };
  };
  return [
    serviceEntry(
      SERVICE_IDS.returnType,
      'select',
      SERVICE_ATTRIBUTES.filter((a) => a.service_id === SERVICE_IDS.returnType).map((a) =>
        option(a.id, returnCost[a.id] ?? 0, a.id === SERVICE_OPTION_IDS.returnKeyInPerson),
      ),
    ),
    serviceEntry(SERVICE_IDS.carWash, 'toggle', [
      option(SERVICE_OPTION_IDS.carWash, includes(SERVICE_IDS.carWash) ? 0 : OPTION_PRICES.carWash, includes(SERVICE_IDS.carWash)),
    ]),
    serviceEntry(SERVICE_IDS.cleaning, 'toggle', [
      option(SERVICE_OPTION_IDS.cleaning, includes(SERVICE_IDS.cleaning) ? 0 : OPTION_PRICES.cleaning, includes(SERVICE_IDS.cleaning)),
    ]),
  ];
}

/** Target battery levels; id 6 (80 %) is the default and the one we recommend for battery health. */
export const CHARGING_LEVELS: readonly ChargingLevel[] = [30, 40, 50, 60, 70, 80, 90, 100].map((percent, index) => {
  const id = index + 1;
  const recommended = id === DEFAULT_CHARGING_LEVEL_ID;
  const de = recommended ? `${percent} % (empfohlen)` : `${percent} %`;
  const en = recommended ? `${percent} % (recommended)` : `${percent} %`;
  return { id, title: de, battery_percent: percent, translations: t(de, en) };
});

/** Fast-charging sites our drivers use (approximate coordinates). */
export const CHARGING_STATIONS: readonly ChargingStation[] = [
  { id: 1, name: 'Schnellladepark Flingern', street: 'Höherweg 100', zip_code: '40233', latitude: 51.2233, longitude: 6.8163 },
  { id: 2, name: 'Ladepark Medienhafen', street: 'Speditionstraße 15', zip_code: '40221', latitude: 51.2154, longitude: 6.7519 },
  { id: 3, name: 'Ladepark Messe Nord', street: 'Stockumer Kirchstraße 61', zip_code: '40474', latitude: 51.2601, longitude: 6.7403 },
  { id: 4, name: 'Ladestation Oberbilk', street: 'Ellerstraße 160', zip_code: '40227', latitude: 51.2112, longitude: 6.8053 },
];

/** FIRSTORDER: a first order free of charge (SPEC §4); WELCOME10: 10 % off; SAVE5: 5 € off the larger packages. */
export const DISCOUNT_CODES: readonly DiscountCodeRecord[] = [
  {
    code: 'FIRSTORDER',
    kind: 'free_order',
    value: 0,
    eligible_package_ids: [],
    valid_from: null,
    valid_until: null,
    max_uses: null,
    used_count: 0,
    first_order_only: true,
  },
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    eligible_package_ids: [],
    valid_from: null,
    valid_until: null,
    max_uses: null,
    used_count: 0,
    first_order_only: false,
  },
  {
    code: 'SAVE5',
    kind: 'fixed',
    value: 500,
    eligible_package_ids: [2, 3, 4],
    valid_from: null,
    valid_until: null,
    max_uses: 1000,
    used_count: 0,
    first_order_only: false,
  },
];

/** The catalogue as the price calculation reads it. */
export const SEED_PRICING_CATALOG: PricingCatalog = {
  packages: PACKAGES,
  packageServices: PACKAGE_SERVICES,
  chargingLevels: CHARGING_LEVELS,
  electricityCentsPerKwh: ELECTRICITY_CENTS_PER_KWH,
};

/** Copies an entity with `title` (and `description`) taken from its translations in `locale`. */
export function inLocale<T extends { title: string; translations: Record<Locale, { title: string; description?: string }> }>(
  entity: T,
  locale: Locale,
): T {
  const text = entity.translations[locale];
  const localized = { ...entity, title: text.title };
  if ('description' in entity && text.description !== undefined) return { ...localized, description: text.description };
  return localized;
}
