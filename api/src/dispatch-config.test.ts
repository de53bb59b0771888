import { loadConfig } from './config';
import { loadDispatchConfig } from './dispatch-config';

describe('dispatch configuration', () => {
  it('defaults: road factor 1.3, drivers based at station 1', () => {
    expect(loadConfig({}).dispatch).toEqual({ roadFactor: 1.3, depotStationId: 1 });
  });

  it('reads DISPATCH_ROAD_FACTOR and DISPATCH_DEPOT_STATION', () => {
    expect(loadDispatchConfig({ DISPATCH_ROAD_FACTOR: '1.45', DISPATCH_DEPOT_STATION: '3' })).toEqual({ roadFactor: 1.45, depotStationId: 3 });
  });

  it('refuses a road factor below 1 and a station id that is not a positive integer', () => {
    expect(() => loadDispatchConfig({ DISPATCH_ROAD_FACTOR: '0.8' })).toThrow(/DISPATCH_ROAD_FACTOR/);
    expect(() => loadDispatchConfig({ DISPATCH_DEPOT_STATION: 'x' })).toThrow(/DISPATCH_DEPOT_STATION/);
  });
});
