/** `POST /api/v1/s3/images`: multipart field `file`, an image (JPEG, PNG, WebP or GIF by content) of at most 10 MB. */
import * as v from 'valibot';

export const maxImageBytes = 10 * 1024 * 1024;
export const ImageUploadResponse = v.object({ url: v.string() });
export type ImageUploadResponse = v.InferOutput<typeof ImageUploadResponse>;
