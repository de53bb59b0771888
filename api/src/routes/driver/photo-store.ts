import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HANDOVER_PHOTO_MAX_PX } from '@chargevalet/contract';
import { TaskQueue } from '../../lib/task-queue';
import type { PhotoStorageConfig } from '../../config';
import type { Db } from '../../db/client';
import { handoverPhotoFiles } from '../../db/schema';

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

/**
 * Where the photos' bytes live, shared by every API instance (issue 33: a photo on one instance's disk answered 404
 * through the others): S3-compatible storage when S3_BUCKET is set, else the database. Names are made by the server
 * (uuid.jpg); anything else is refused rather than used as a key.
 */
export interface PhotoStore {
  write(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such photo. */
  read(name: string): Promise<Buffer | null>;
  remove(names: readonly string[]): Promise<void>;
  close(): void;
}

const checked = (name: string): string => {
  if (!/^[0-9a-f-]{36}\.jpg$/.test(name)) throw new Error(`bad photo name ${name}`);
  return name;
};

/** The photos in `handover_photo_files` (the default: one PostgreSQL or PGlite serves every instance). */
export class DatabasePhotoStore implements PhotoStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async write(name: string, data: Buffer): Promise<void> {
    await this.db
      .insert(handoverPhotoFiles)
      .values({ name: checked(name), data, createdAt: this.now() })
      .onConflictDoUpdate({ target: handoverPhotoFiles.name, set: { data } });
  }

  async read(name: string): Promise<Buffer | null> {
    const [row] = await this.db.select({ data: handoverPhotoFiles.data }).from(handoverPhotoFiles).where(inArray(handoverPhotoFiles.name, [checked(name)]));
    return row?.data ?? null;
  }

  async remove(names: readonly string[]): Promise<void> {
    if (names.length > 0) await this.db.delete(handoverPhotoFiles).where(inArray(handoverPhotoFiles.name, names.map(checked)));
  }

  close(): void {}
}

/** The photos as objects of one bucket, through the official AWS SDK (AWS, MinIO, any S3-protocol server). */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: Extract<PhotoStorageConfig, { kind: 's3' }>) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  /** Creates the bucket when it does not exist yet (a fresh MinIO of docker compose). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async write(name: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checked(name), Body: data, ContentType: 'image/jpeg' }));
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checked(name) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async remove(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: names.map((name) => ({ Key: checked(name) })), Quiet: true } }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the configuration names; S3's bucket is made when missing. */
export async function openPhotoStore(app: FastifyInstance): Promise<PhotoStore> {
  const config = app.config.photoStorage;
  if (config.kind === 'database') return new DatabasePhotoStore(app.db, () => app.clock.now());
  const store = new S3PhotoStore(config);
  await store.ensureBucket();
  return store;
}

/**
 * The migration step from the photos on one instance's disk (before issue 33): each file under
 * `<DATA_DIR>/handover-photos` goes into the shared store and is deleted once stored. Safe when two instances start
 * at once (a photo written twice is the same photo) and when a start is cut short (the rest moves next time).
 * Returns how many moved.
 */
export async function moveLocalPhotos(store: PhotoStore, dataDir: string, log: FastifyBaseLogger): Promise<number> {
  if (dataDir === 'memory://') return 0;
  const dir = path.join(dataDir, 'handover-photos');
  const names = await readdir(dir).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    // half-written files of the old store (renamed into place when complete) are not photos
    if (!/^[0-9a-f-]{36}\.jpg$/.test(name)) {
      if (name.endsWith('.tmp')) await rm(file, { force: true });
      continue;
    }
    await store.write(name, await readFile(file));
    await rm(file, { force: true });
    moved += 1;
  }
  if (moved > 0) log.info({ moved, from: dir }, 'handover photos moved into the shared photo store');
  // the folder goes once empty (a file that is no photo keeps it)
  await rmdir(dir).catch(() => undefined);
  return moved;
}
