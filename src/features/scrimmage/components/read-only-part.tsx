/**
 * A part of the 자체전 page as members read it (decision 081): its card and heading, and one quiet line
 * in place of the list while there is nothing yet (nobody checked in, no sides, no games).
 */
import type { ReactNode } from 'react';
import { Section } from '#src/components/common/section.tsx';
import * as css from '../scrimmage.css.ts';

export function ReadOnlyPart({
  title,
  aside,
  isEmpty,
  emptyText,
  children,
}: {
  title: string;
  aside?: ReactNode;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Section title={title} className={css.section} aside={aside}>
      {isEmpty ? <p className={css.muted}>{emptyText}</p> : children}
    </Section>
  );
}
