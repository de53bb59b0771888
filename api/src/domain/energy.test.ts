import { ASSUMED_START_PERCENT, estimateEnergyWh } from './energy';
import { serviceDurationMinutes } from './service-duration';

describe('estimateEnergyWh', () => {
  it('charges the typical battery from 20 % to the target', () => {
    expect(estimateEnergyWh('electric', 80)).toBe(36_000);
    expect(estimateEnergyWh('plugin_hybrid', 80)).toBe(7_200);
    expect(estimateEnergyWh('electric', 100)).toBe(48_000);
  });
  it('is zero at or below the assumed start level and caps at 100 %', () => {
    expect(estimateEnergyWh('electric', ASSUMED_START_PERCENT)).toBe(0);
    expect(estimateEnergyWh('electric', 10)).toBe(0);
    expect(estimateEnergyWh('electric', 150)).toBe(48_000);
  });
});

describe('serviceDurationMinutes', () => {
  it('adds handling to the charging time and rounds up to the slot grid', () => {
    expect(serviceDurationMinutes('electric', 80)).toBe(120); // 60 + 44
    expect(serviceDurationMinutes('plugin_hybrid', 80)).toBe(180); // 60 + 117
    expect(serviceDurationMinutes('electric', 30)).toBe(90); // 60 + 8
    expect(serviceDurationMinutes('electric', 20)).toBe(60); // handling only
  });
  it('grows with the target level', () => {
    expect(serviceDurationMinutes('plugin_hybrid', 100)).toBeGreaterThan(serviceDurationMinutes('plugin_hybrid', 50));
  });
  it('always lands on the 30-minute grid', () => {
    for (let percent = 0; percent <= 100; percent += 5) {
      expect(serviceDurationMinutes('electric', percent) % 30).toBe(0);
      expect(serviceDurationMinutes('plugin_hybrid', percent) % 30).toBe(0);
    }
  });
});
