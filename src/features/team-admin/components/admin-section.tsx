/** One part of 팀 관리: a card with its heading and the line under it that says what the part is for. */
import type { ReactNode } from 'react';
import { Section } from '#src/components/common/section.tsx';
import * as css from '../team-admin.css.ts';

export function AdminSection({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Section title={title} className={css.section}>
      <p className={css.muted}>{lead}</p>
      {children}
    </Section>
  );
}
