import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { HANDOVER_PHOTO_MAX_PX } from '@chargevalet/contract';
import { TaskQueue } from '../../lib/task-queue';

/** Decoding stops above this many pixels (a 20 000 × 20 000 "photo" is a memory bomb, not a car). */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * Photos decoded at once in this process, whatever the number of uploads: a near-limit image takes ~50 MB while
 * decoded, and six at once took the server from 170 to 452 MB (issue 33). The others wait their turn.
 */
export const PHOTO_DECODES_AT_ONCE = 2;
export const photoDecodes = new TaskQueue(PHOTO_DECODES_AT_ONCE);

export type PhotoKind = 'jpeg' | 'png' | 'webp';

/** What the first bytes say the file is; the name and the declared type are never trusted. */
export function sniffImage(bytes: Buffer): PhotoKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The stored form: turned upright by its EXIF orientation, at most 1600 px on the longer side, JPEG. sharp writes
 * no metadata unless asked to, so EXIF (GPS position, camera serial) does not survive. Throws on undecodable bytes.
 * Waits for its turn in `photoDecodes`.
 */
export function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  return photoDecodes.run(async () => {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: HANDOVER_PHOTO_MAX_PX, height: HANDOVER_PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}

/** Files under DATA_DIR/handover-photos (a temp folder when the database lives in memory). */
export class PhotoStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = dataDir === 'memory://' ? path.join(os.tmpdir(), `chargevalet-handover-photos-${process.pid}`) : path.join(dataDir, 'handover-photos');
  }

  /** File names are made by the server (uuid.jpg); anything else is refused rather than joined into a path. */
  private file(name: string): string {
    if (!/^[0-9a-f-]{36}\.jpg$/.test(name)) throw new Error(`bad photo file name ${name}`);
    return path.join(this.dir, name);
  }

  async write(name: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = this.file(name);
    // Written aside and renamed: a reader never sees half a file.
    const tmp = `${target}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.file(name));
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.file(name), { force: true })));
  }
}
