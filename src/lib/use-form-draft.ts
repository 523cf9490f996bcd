/**
 * A creation form that starts from its saved draft (src/lib/storage.ts's sessionDraft): `initial` is
 * the draft, or null for a fresh form, and `restored` says so to the person; `reset` drops the draft
 * and mounts a fresh form under a new `key`.
 */
import { useState } from 'react';
import type { SessionDraft } from './storage.ts';

export function useFormDraft<T>(draft: SessionDraft<T>) {
  const [form, setForm] = useState(() => {
    const initial = draft.read();
    return { key: 0, initial, restored: initial !== null };
  });
  const reset = () => {
    draft.clear();
    setForm((f) => ({ key: f.key + 1, initial: null, restored: false }));
  };
  return { ...form, reset };
}
