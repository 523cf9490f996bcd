import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { messages } from '#src/lib/messages.ts';
import { Button } from './button.tsx';
import { iconSmall } from './icon.css.ts';
import * as css from './image-picker.css.ts';
import { fieldDescription, fieldError, fieldLabel } from '#src/styles/field.css.ts';

export interface ImagePickerProps {
  /** The group's visible name, e.g. '팀 로고'. */
  label: string;
  /** The uploaded image's URL, or null. */
  value: string | null;
  /** A file the person picked (checking and uploading it is the caller's job). */
  onPick: (file: File) => void;
  onRemove: () => void;
  isUploading?: boolean;
  errorMessage?: string | null;
  /** 'round' for a person's photo, 'square' for a logo. */
  shape?: 'round' | 'square';
  /** What the preview shows without an image (e.g. the team-colour placeholder). */
  placeholder?: ReactNode;
}

/** An image field: a preview, a button that opens the file chooser (images only), and a remove button. */
export function ImagePicker({ label, value, onPick, onRemove, isUploading = false, errorMessage, shape = 'square', placeholder }: ImagePickerProps) {
  const m = messages.imagePicker;
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = errorMessage ? `${hintId} ${errorId}` : hintId;
  return (
    <div role="group" aria-labelledby={labelId} className={css.group} aria-busy={isUploading || undefined}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <div className={css.row}>
        <div className={shape === 'round' ? `${css.preview} ${css.round}` : css.preview}>
          {value ? <img src={value} alt={m.preview(label)} className={css.image} /> : (placeholder ?? <ImageIcon aria-hidden className={css.emptyIcon} />)}
        </div>
        <div className={css.controls}>
          <div className={css.buttons}>
            <FileTrigger
              acceptedFileTypes={['image/*']}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) onPick(file);
              }}
            >
              <Button size="sm" isPending={isUploading} aria-describedby={describedBy}>
                <Upload aria-hidden className={iconSmall} />
                {value ? m.change : m.choose}
              </Button>
            </FileTrigger>
            {value ? (
              <Button size="sm" variant="ghost" onPress={onRemove} isDisabled={isUploading}>
                <Trash2 aria-hidden className={iconSmall} />
                {m.remove}
              </Button>
            ) : null}
          </div>
          <span id={hintId} className={fieldDescription}>
            {isUploading ? m.uploading : m.hint}
          </span>
          {errorMessage ? (
            <span id={errorId} role="alert" className={fieldError}>
              {errorMessage}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
