import { loadConfig } from './config';
import { loadDispatchConfig } from './dispatch-config';

describe('dispatch configuration', () => {
  it('defaults: road factor 1.3 for dispatch and the arrival estimate alike, drivers based at station 1', () => {
    const config = loadConfig({});
    expect(config.dispatch).toEqual({ depotStationId: 1 });
    expect(config.distance).toEqual({ roadFactor: 1.3 });
    expect(config.eta).toEqual({ citySpeedKmh: 22 });
  });

  it('reads ROAD_FACTOR and DISPATCH_DEPOT_STATION', () => {
    expect(loadConfig({ ROAD_FACTOR: '1.45' }).distance).toEqual({ roadFactor: 1.45 });
    expect(loadDispatchConfig({ DISPATCH_DEPOT_STATION: '3' })).toEqual({ depotStationId: 3 });
  });

  it('refuses the retired per-use factors, so a deployment does not silently lose its value', () => {
    expect(() => loadConfig({ DISPATCH_ROAD_FACTOR: '1.3' })).toThrow(/DISPATCH_ROAD_FACTOR: replaced by ROAD_FACTOR/);
    expect(() => loadConfig({ ETA_ROAD_FACTOR: '1.4' })).toThrow(/ETA_ROAD_FACTOR: replaced by ROAD_FACTOR/);
  });

  it('refuses a road factor below 1 and a station id that is not a positive integer', () => {
    expect(() => loadConfig({ ROAD_FACTOR: '0.8' })).toThrow(/ROAD_FACTOR/);
    expect(() => loadDispatchConfig({ DISPATCH_DEPOT_STATION: 'x' })).toThrow(/DISPATCH_DEPOT_STATION/);
  });
});
