import sharp from 'sharp';
import { PHOTO_DECODES_AT_ONCE, photoDecodes, processPhoto } from './photo-store';

describe('photo decoding', () => {
  it(`decodes at most ${PHOTO_DECODES_AT_ONCE} photos at once, however many uploads arrive together (issue 33)`, async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
    const done = await Promise.all(Array.from({ length: 6 }, () => processPhoto(photo)));
    expect(done.map((one) => [one.width, one.height])).toEqual(Array.from({ length: 6 }, () => [1600, 1067]));
    expect(photoDecodes.mostAtOnce).toBe(PHOTO_DECODES_AT_ONCE);
  });

  it('a photo that fails to decode gives its turn to the next', async () => {
    const results = await Promise.allSettled([processPhoto(Buffer.from('not a photo')), processPhoto(Buffer.from('nor this')), processPhoto(Buffer.from('x')), processPhoto(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer())]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'fulfilled']);
    expect(photoDecodes.mostAtOnce).toBeLessThanOrEqual(PHOTO_DECODES_AT_ONCE);
  });
});
