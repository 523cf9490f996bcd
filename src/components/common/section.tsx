/**
 * A titled part of a page: `<section>` named by its `<h2>`, on a card unless the page gives its own
 * surface (`className`, a style composed from src/styles). `aside` stands at the heading's line end: a
 * "more" link, a count. A part whose content says what it is (the score) has no heading: its `label`
 * names it for screen readers.
 */
import { useId, type ReactNode } from 'react';
import * as css from './section.css.ts';

export type SectionProps = ({ title: ReactNode; label?: never } | { title?: never; label: string }) & {
  /** The heading's id, when something else is named by it too (a table); one is made otherwise. */
  headingId?: string;
  aside?: ReactNode;
  className?: string;
  children?: ReactNode;
};

export function Section({ title, label, headingId, aside, className = css.section, children }: SectionProps) {
  const own = useId();
  const id = headingId ?? own;
  if (label !== undefined) {
    return (
      <section className={className} aria-label={label}>
        {children}
      </section>
    );
  }
  const heading = (
    <h2 id={id} className={css.heading}>
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {aside ? (
        <div className={css.header}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
