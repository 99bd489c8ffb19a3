import { MAX_IMAGE_BYTES, VALIDATION } from '@kala/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { readUploadedFile, type UploadedFile } from '../../lib/form-fields';
import { nowIso } from '../../lib/ids';
import { processAvatar, profileImageUrl, storeImage } from '../../lib/images';
import type { MediaStorage } from '../../lib/media-storage';
import { badRequest, tooLarge } from '../../lib/errors';
import { updateUser } from '../users/users.repository';

const FILE_FIELD = 'file';

/** The one image of a profile-image upload: multipart, field `file`, at most 5 MB. */
export async function readProfileImageFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(VALIDATION.common.required('Image'));
  let image: UploadedFile | undefined;
  let extraFiles = 0;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (image || part.fieldname !== FILE_FIELD) {
      // Read to the end so the rest of the form can still be parsed; refused below.
      part.file.resume();
      extraFiles += 1;
      continue;
    }
    image = await readUploadedFile(part);
  }
  if (extraFiles > 0) throw badRequest(VALIDATION.images.adminOneFile);
  if (!image || image.data.length === 0) throw badRequest(VALIDATION.common.required('Image'));
  // The multipart limit already stops bigger files; this guards a change of that limit.
  if (image.data.length > MAX_IMAGE_BYTES) throw tooLarge(VALIDATION.images.tooLarge([image.name]));
  return image;
}

/**
 * Decodes the picture (anything that is not really an image is refused), stores square webp variants and
 * points the user at them. Old variants stay: files are content-addressed and may be shared, so the media
 * clean-up removes them once nothing refers to them.
 */
export async function saveProfileImage(db: Db, media: MediaStorage, userId: string, file: UploadedFile): Promise<void> {
  const processed = await processAvatar(file.data, file.name);
  await storeImage(media, processed);
  await updateUser(db, userId, { profile_image: profileImageUrl(processed), updated_at: nowIso() });
}
