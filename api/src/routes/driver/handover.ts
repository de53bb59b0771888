import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  HANDOVER_MAX_PHOTOS,
  HANDOVER_MAX_PHOTO_BYTES,
  driverPaths,
  handoverAllowedIn,
  handoverFieldsSchema,
  msg,
  translateMessage,
  type Handover,
  type OrderState,
  type Role,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { handoverPhotos, orderHandovers, orders, users, type OrderRow } from '../../db/schema';
import { processPhoto, sniffImage, type PhotoStore, type ProcessedPhoto } from './photo-store';

/** A refused upload: field → message keys; answered translated (422, or 400 for a malformed body) and nothing is stored. */
export class HandoverInvalid extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    readonly statusCode: 400 | 422 = 422,
  ) {
    super('invalid handover');
  }
  static of(field: string, key: ValidationMessageKey, statusCode?: 400 | 422): HandoverInvalid {
    return new HandoverInvalid({ [field]: [msg(key)] }, statusCode);
  }
  body(locale: FastifyRequest['locale']): { message: string; errors: Record<string, string[]> } {
    const errors = Object.fromEntries(Object.entries(this.errors).map(([field, keys]) => [field, keys.map((key) => translateMessage(key, locale))]));
    return { message: Object.values(errors)[0]?.[0] ?? translateMessage(msg('invalidInput'), locale), errors };
  }
}

interface ParsedUpload {
  fields: Record<string, string>;
  photos: Buffer[];
}

/**
 * Reads the multipart body: text fields, and each `photos` file whole (8 MB each at most, 10 at most: the plugin
 * stops reading past either). Every part is consumed so the connection stays usable.
 */
export async function readUpload(fastify: FastifyInstance, parts: AsyncIterableIterator<Multipart>): Promise<ParsedUpload> {
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  const { FilesLimitError, RequestFileTooLargeError } = fastify.multipartErrors;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photos') photos.push(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof FilesLimitError) throw HandoverInvalid.of('photos', 'photosTooMany');
    if (error instanceof RequestFileTooLargeError) throw HandoverInvalid.of('photos', 'photoTooLarge');
    // Anything else the parser met is the body's fault (cut off, no closing boundary, a broken part header, too many
    // parts or fields): a 400, never a 500 (issue 33).
    throw HandoverInvalid.of('photos', 'uploadMalformed', 400);
  }
  return { fields, photos };
}

/** Checks the bytes of each photo and turns it into the stored JPEG; the first bad one refuses the whole upload. */
export async function preparePhotos(photos: Buffer[]): Promise<ProcessedPhoto[]> {
  if (photos.length === 0) throw HandoverInvalid.of('photos', 'photosRequired');
  if (photos.length > HANDOVER_MAX_PHOTOS) throw HandoverInvalid.of('photos', 'photosTooMany');
  if (photos.some((bytes) => bytes.length > HANDOVER_MAX_PHOTO_BYTES)) throw HandoverInvalid.of('photos', 'photoTooLarge');
  if (photos.some((bytes) => sniffImage(bytes) === null)) throw HandoverInvalid.of('photos', 'photoNotImage');
  const processed: ProcessedPhoto[] = [];
  // One at a time: a phone's 10 photos decoded at once would take hundreds of MB on a 2-core server.
  for (const bytes of photos) {
    try {
      processed.push(await processPhoto(bytes));
    } catch {
      throw HandoverInvalid.of('photos', 'photoNotImage');
    }
  }
  return processed;
}

/** Validates and stores one record: photos first, then the rows; the photos go again if the rows fail. */
export async function recordHandover(
  db: Db,
  store: PhotoStore,
  input: { order: OrderRow; driverId: string; upload: ParsedUpload; now: Date },
): Promise<string> {
  const parsed = handoverFieldsSchema.safeParse(input.upload.fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
    throw new HandoverInvalid(errors);
  }
  const fields = parsed.data;
  if (!handoverAllowedIn(fields.kind, input.order.state as OrderState)) throw HandoverInvalid.of('kind', 'handoverState');
  const [existing] = await db
    .select({ id: orderHandovers.id })
    .from(orderHandovers)
    .where(and(eq(orderHandovers.orderId, input.order.id), eq(orderHandovers.kind, fields.kind)));
  if (existing) throw HandoverInvalid.of('kind', 'handoverRecorded');

  const photos = await preparePhotos(input.upload.photos);
  const handoverId = randomUUID();
  const files = photos.map((photo, position) => ({ id: randomUUID(), photo, position }));
  const names = files.map((file) => `${file.id}.jpg`);
  try {
    for (const [index, file] of files.entries()) await store.write(names[index]!, file.photo.data);
    await db.transaction(async (tx) => {
      await tx.insert(orderHandovers).values({
        id: handoverId,
        orderId: input.order.id,
        kind: fields.kind,
        mileage: fields.mileage,
        chargeLevel: fields.charge_level,
        notes: fields.notes,
        recordedBy: input.driverId,
        recordedAt: input.now,
      });
      await tx.insert(handoverPhotos).values(
        files.map((file, index) => ({
          id: file.id,
          handoverId,
          position: file.position,
          fileName: names[index]!,
          bytes: file.photo.data.length,
          width: file.photo.width,
          height: file.photo.height,
        })),
      );
    });
  } catch (error) {
    await store.remove(names);
    // Two uploads of the same record at once: the unique index lets one in.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw HandoverInvalid.of('kind', 'handoverRecorded');
    throw error;
  }
  return handoverId;
}

/** The records of an order with their photo addresses, pickup first. */
export async function loadHandovers(db: Db, orderId: string, only?: string): Promise<Handover[]> {
  const rows = await db
    .select({ handover: orderHandovers, by: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(orderHandovers)
    .leftJoin(users, eq(users.id, orderHandovers.recordedBy))
    .where(only ? eq(orderHandovers.id, only) : eq(orderHandovers.orderId, orderId))
    .orderBy(asc(orderHandovers.recordedAt));
  if (rows.length === 0) return [];
  const photos = await db
    .select()
    .from(handoverPhotos)
    .where(inArray(handoverPhotos.handoverId, rows.map((r) => r.handover.id)))
    .orderBy(asc(handoverPhotos.position));
  return rows.map(({ handover, by }) => ({
    id: handover.id,
    kind: handover.kind,
    mileage: handover.mileage,
    charge_level: handover.chargeLevel,
    notes: handover.notes,
    photos: photos
      .filter((p) => p.handoverId === handover.id)
      .map((p) => ({ id: p.id, url: driverPaths.photo(p.id), width: p.width, height: p.height })),
    recorded_at: handover.recordedAt.toISOString(),
    recorded_by: { id: by?.id ?? null, name: by ? `${by.firstName} ${by.lastName}`.trim() : '' },
  }));
}

/** Who may see an order's records: its customer, its driver, every manager (DESIGN §3: per object). */
export function mayViewHandovers(user: { id: string; role: Role }, order: Pick<OrderRow, 'customerId' | 'driverId'>): boolean {
  if (user.role === 'manager') return true;
  if (user.role === 'driver') return order.driverId === user.id;
  return order.customerId === user.id;
}

/** The order a photo belongs to, with the file name. */
export async function findPhoto(db: Db, photoId: string) {
  const [found] = await db
    .select({ fileName: handoverPhotos.fileName, customerId: orders.customerId, driverId: orders.driverId })
    .from(handoverPhotos)
    .innerJoin(orderHandovers, eq(orderHandovers.id, handoverPhotos.handoverId))
    .innerJoin(orders, eq(orders.id, orderHandovers.orderId))
    .where(eq(handoverPhotos.id, photoId))
    .limit(1);
  return found ?? null;
}
