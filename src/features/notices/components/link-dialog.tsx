/** Asks for a link's address: only absolute http and https URLs (what the server keeps, minus mailto). */
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { useState } from 'react';
import * as css from '../notice-editor.css.ts';

const m = noticeMessages;

/** The URL when it is an absolute http(s) address, else null. */
export function parseLinkUrl(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface LinkDialogProps {
  isOpen: boolean;
  initialUrl: string;
  onOpenChange: (open: boolean) => void;
  onApply: (url: string) => void;
  onRemove?: () => void;
}

export function LinkDialog({ isOpen, initialUrl, onOpenChange, onApply, onRemove }: LinkDialogProps) {
  return (
    <AppDialog title={m.linkDialog} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <LinkForm initialUrl={initialUrl} onCancel={close} onApply={onApply} onRemove={onRemove} />}
    </AppDialog>
  );
}

function LinkForm({
  initialUrl,
  onCancel,
  onApply,
  onRemove,
}: {
  initialUrl: string;
  onCancel: () => void;
  onApply: (url: string) => void;
  onRemove?: () => void;
}) {
  const [text, setText] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>();
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const url = parseLinkUrl(text);
        if (!url) {
          setError(m.linkInvalid);
          return;
        }
        onApply(url);
      }}
    >
      <TextField
        label={m.linkUrl}
        description={m.linkUrlDescription}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        errorMessage={error}
        isInvalid={error !== undefined}
        autoFocus
      />
      <FormButtons
        cancelLabel={m.cancel}
        onCancel={onCancel}
        submitLabel={m.linkApply}
        className={css.dialogActions}
        before={
          onRemove ? (
            <Button variant="ghost" onPress={onRemove}>
              {m.linkRemove}
            </Button>
          ) : null
        }
      />
    </Form>
  );
}
