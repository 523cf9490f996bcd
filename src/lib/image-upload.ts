/**
 * Image upload for logos and profile photos: checked in the browser first (an image, at most
 * 10 MB: contract/files.ts), then posted as multipart field `file` to POST /api/v1/s3/images
 * through the one HTTP client (which sends FormData as is, with the Bearer token).
 */
import { maxImageBytes } from '#contract/files.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from './http/errors.ts';
import { messages } from './messages.ts';
import { useServices, type HttpApi } from './services.tsx';

/** Custom codes whose server message says what was wrong with the file (contract/error-codes.ts). */
const fileErrorCodes = new Set([8001, 8006]);

/** The Korean reason a file cannot be uploaded, or null when it may be. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return messages.imagePicker.notImage;
  if (file.size > maxImageBytes) return messages.imagePicker.tooLarge;
  return null;
}

export async function uploadImage(http: HttpApi, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await http.call('uploadImage', { body: form });
  return url;
}

/** Checks and uploads a picked image; `onUploaded` receives its URL. */
export function useImageUpload(onUploaded: (url: string) => void) {
  const { http } = useServices();
  const [checkError, setCheckError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadImage(http, file),
    onSuccess: onUploaded,
  });

  const uploadError = mutation.error
    ? mutation.error instanceof HttpError && mutation.error.code !== null && fileErrorCodes.has(mutation.error.code)
      ? mutation.error.message
      : messages.imagePicker.uploadFailed
    : null;

  return {
    pick(file: File) {
      const problem = checkImageFile(file);
      setCheckError(problem);
      mutation.reset();
      if (!problem) mutation.mutate(file);
    },
    clearError() {
      setCheckError(null);
      mutation.reset();
    },
    isUploading: mutation.isPending,
    error: checkError ?? uploadError,
  };
}
