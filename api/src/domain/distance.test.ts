import { pointOf, roadDistance, roadKm, straightLineKm } from './distance';

describe('distance model', () => {
  const koenigsallee = { lat: 51.2254, lng: 6.7799 };
  const messe = { lat: 51.2601, lng: 6.7403 };

  it('measures the straight line (haversine) between two points', () => {
    // one degree of latitude is 111.2 km on a 6371 km sphere
    expect(straightLineKm({ lat: 51, lng: 6.8 }, { lat: 52, lng: 6.8 })).toBeCloseTo(111.19, 1);
    expect(straightLineKm(koenigsallee, messe)).toBeCloseTo(4.74, 2);
    expect(straightLineKm(messe, messe)).toBe(0);
    expect(straightLineKm(koenigsallee, messe)).toBeCloseTo(straightLineKm(messe, koenigsallee), 12);
  });

  it('multiplies the straight line by the configured road factor', () => {
    const line = straightLineKm(koenigsallee, messe);
    expect(roadKm({ roadFactor: 1.3 }, koenigsallee, messe)).toBeCloseTo(line * 1.3, 9);
    expect(roadDistance({ roadFactor: 2 })(koenigsallee, messe)).toBeCloseTo(line * 2, 9);
  });

  it('places an address at its own coordinates when it has them', () => {
    expect(pointOf({ zip_code: '40212', latitude: 51.2254, longitude: 6.7799 })).toEqual({ lat: 51.2254, lng: 6.7799 });
  });

  it('falls back to the postcode centroid without coordinates', () => {
    expect(pointOf({ zip_code: '40474' })).toEqual({ lat: 51.2696, lng: 6.748 });
    expect(pointOf({ zip_code: '40 474', latitude: null, longitude: 6.7 })).toEqual({ lat: 51.2696, lng: 6.748 });
    expect(pointOf({ zip_code: '40474', latitude: Number.NaN, longitude: 6.7 })).toEqual({ lat: 51.2696, lng: 6.748 });
  });

  it('has no point for an unknown postcode without coordinates', () => {
    expect(pointOf({ zip_code: '10115' })).toBeNull();
  });
});
