/**
 * The notice editor form (create and edit): title, the rich-text body, '중요'. Checked with the
 * contract before sending; a 400's fields land on their fields, any other failure (a 413, the
 * network) shows above the buttons with the server's message. While it differs from what it
 * started with, leaving the page asks first (use-unsaved-changes.tsx).
 */
import type { Notice, NoticeWriteRequest } from '#contract/notices.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Checkbox } from '#src/components/ui/checkbox.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { HttpError } from '#src/lib/http/errors.ts';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { useUnsavedChanges } from '#src/lib/use-unsaved-changes.tsx';
import { useId, useState } from 'react';
import { noticeFieldErrorsFrom, validateNotice, type NoticeFieldErrors, type NoticeFormValues } from '../notice-form-values.ts';
import * as css from '../notice-editor.css.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const m = noticeMessages;

export interface NoticeFormProps {
  initial: NoticeFormValues;
  cancelHref: string;
  /** Sends the request; throws on failure. */
  save: (request: NoticeWriteRequest) => Promise<Notice>;
  /** After a successful save, with the guard already lifted. */
  onSaved: (notice: Notice) => void;
}

export function NoticeForm({ initial, cancelHref, save, onSaved }: NoticeFormProps) {
  const [values, setValues] = useState(initial);
  // The editor serialises HTML its own way: "unchanged" is what it made of the initial body.
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<NoticeFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bodyLabelId = useId();
  const bodyErrorId = useId();
  const dirty = values.title !== baseline.title || values.content !== baseline.content || values.isImportant !== baseline.isImportant;
  const guard = useUnsavedChanges(dirty && !saving);

  async function submit() {
    setFormError(null);
    const checked = validateNotice(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    let saved: Notice;
    try {
      saved = await save(checked.request);
    } catch (error) {
      setSaving(false);
      const fieldErrors = noticeFieldErrorsFrom(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setFormError(error instanceof HttpError && error.message ? `${m.saveFailed} ${error.message}` : m.saveFailed);
      return;
    }
    guard.release();
    onSaved(saved);
  }

  return (
    <Form validationBehavior="aria" onSend={submit}>
      <div className={css.form}>
        <TextField
          label={m.title}
          placeholder={m.titlePlaceholder}
          value={values.title}
          onChange={(title) => {
            setValues((v) => ({ ...v, title }));
            setErrors((e) => ({ ...e, title: undefined }));
          }}
          errorMessage={errors.title}
          isInvalid={errors.title !== undefined}
          maxLength={100}
        />
        <div className={css.field}>
          <span id={bodyLabelId} className={css.label}>
            {m.body}
          </span>
          <RichTextEditor
            initialHtml={initial.content}
            labelId={bodyLabelId}
            errorId={bodyErrorId}
            isInvalid={errors.content !== undefined}
            onReady={(content) => {
              setBaseline((b) => ({ ...b, content }));
              setValues((v) => ({ ...v, content }));
            }}
            onChange={(content) => {
              setValues((v) => ({ ...v, content }));
              setErrors((e) => ({ ...e, content: undefined }));
            }}
          />
          {errors.content ? (
            <p id={bodyErrorId} className={css.error}>
              {errors.content}
            </p>
          ) : null}
        </div>
        <Checkbox isSelected={values.isImportant} onChange={(isImportant) => setValues((v) => ({ ...v, isImportant }))}>
          {m.important}
        </Checkbox>
        {formError ? (
          <p role="alert" className={css.formError}>
            {formError}
          </p>
        ) : null}
        <div className={css.footer}>
          <ButtonLink href={cancelHref} variant="secondary">
            {m.cancel}
          </ButtonLink>
          <Button type="submit" variant="primary" isDisabled={saving}>
            {saving ? m.saving : m.save}
          </Button>
        </div>
      </div>
      {guard.dialog}
    </Form>
  );
}
