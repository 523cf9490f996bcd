/**
 * An image field bound to an upload (useImageUpload, src/lib/image-upload.ts): a picked file is checked
 * and uploaded; removing the image also forgets the upload's error; that error is shown before the
 * server's refusal of the field.
 */
import { ImagePicker, type ImagePickerProps } from '#src/components/ui/image-picker.tsx';
import type { useImageUpload } from '#src/lib/image-upload.ts';

type UploadImageFieldProps = Omit<ImagePickerProps, 'onPick' | 'isUploading'> & { upload: ReturnType<typeof useImageUpload> };

export function UploadImageField({ upload, onRemove, errorMessage, ...props }: UploadImageFieldProps) {
  return (
    <ImagePicker
      {...props}
      onPick={upload.pick}
      onRemove={() => {
        upload.clearError();
        onRemove();
      }}
      isUploading={upload.isUploading}
      errorMessage={upload.error ?? errorMessage}
    />
  );
}
