import {
  chargingLevelSchema,
  chargingStationSchema,
  DEFAULT_CHARGING_LEVEL_ID,
  MAILBOX_RETURN_TYPE_IDS,
  packageSchema,
  packageServiceSchema,
  serviceAttributeSchema,
  serviceSchema,
} from '@chargevalet/contract';
import { CHARGING_LEVELS, CHARGING_STATIONS, DISCOUNT_CODES, inLocale, PACKAGE_SERVICES, PACKAGES, SERVICE_ATTRIBUTES, SERVICES } from './catalog-data';
import { verifyZip } from './postcodes';

describe('catalogue seed data', () => {
  it('fits the contract schemas', () => {
    for (const pkg of PACKAGES) expect(packageSchema.parse(pkg)).toEqual(pkg);
    for (const service of SERVICES) expect(serviceSchema.parse(service)).toEqual(service);
    for (const attribute of SERVICE_ATTRIBUTES) expect(serviceAttributeSchema.parse(attribute)).toEqual(attribute);
    for (const level of CHARGING_LEVELS) expect(chargingLevelSchema.parse(level)).toEqual(level);
    for (const station of CHARGING_STATIONS) expect(chargingStationSchema.parse(station)).toEqual(station);
    for (const services of Object.values(PACKAGE_SERVICES)) for (const service of services) packageServiceSchema.parse(service);
  });
  it('has four packages, one popular and one preselected, with distinct German and English texts', () => {
    expect(PACKAGES).toHaveLength(4);
    expect(PACKAGES.filter((pkg) => pkg.is_popular)).toHaveLength(1);
    expect(PACKAGES.filter((pkg) => pkg.is_preselected)).toHaveLength(1);
    expect(PACKAGES.map((pkg) => pkg.translations.en.description)).not.toEqual(PACKAGES.map((pkg) => pkg.translations.de.description));
  });
  it('offers return type as a select with mailbox options 3 and 4, wash and cleaning as toggles', () => {
    for (const pkg of PACKAGES) {
      const [returnType, wash, cleaning] = PACKAGE_SERVICES[pkg.id]!;
      expect(returnType).toMatchObject({ id: 1, input_type: 'select' });
      expect(returnType!.options.map((option) => option.service_id)).toEqual(expect.arrayContaining([...MAILBOX_RETURN_TYPE_IDS]));
      expect(returnType!.options.filter((option) => option.default_enabled)).toHaveLength(1);
      expect(wash).toMatchObject({ id: 2, input_type: 'toggle' });
      expect(cleaning).toMatchObject({ id: 3, input_type: 'toggle' });
    }
  });
  it('makes an included extra free and enabled by default', () => {
    const comfortWash = PACKAGE_SERVICES[2]![1]!.options[0]!;
    const basicWash = PACKAGE_SERVICES[1]![1]!.options[0]!;
    expect(comfortWash).toMatchObject({ cost: 0, default_enabled: true });
    expect(basicWash).toMatchObject({ cost: 1490, default_enabled: false });
  });
  it('has charging level 6 as the default', () => {
    expect(CHARGING_LEVELS.map((level) => level.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(CHARGING_LEVELS.find((level) => level.id === DEFAULT_CHARGING_LEVEL_ID)).toMatchObject({ battery_percent: 80 });
  });
  it('puts every station in the service area', () => {
    for (const station of CHARGING_STATIONS) expect(verifyZip(station.zip_code)).toBe('verified');
  });
  it('seeds FIRSTORDER (free first order) and a percent code', () => {
    expect(DISCOUNT_CODES.find((code) => code.code === 'FIRSTORDER')).toMatchObject({ kind: 'free_order', first_order_only: true });
    expect(DISCOUNT_CODES.find((code) => code.kind === 'percent')).toMatchObject({ code: 'WELCOME10', value: 10 });
  });
  it('localises titles and descriptions', () => {
    expect(inLocale(PACKAGES[0]!, 'en')).toMatchObject({ title: 'Basic', description: 'Pickup, charging and return.' });
    expect(inLocale(CHARGING_LEVELS[5]!, 'en').title).toBe('80 % (recommended)');
  });
});
