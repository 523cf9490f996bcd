import type { ReactNode } from 'react';
import { tag, type TagVariants } from './tag.css.ts';

export type TagProps = NonNullable<TagVariants> & { children: ReactNode; className?: string; title?: string };

/** A small coloured label (a position, a role, a result). Not interactive. */
export function Tag({ tone, children, className, title }: TagProps) {
  const cls = tag({ tone });
  return (
    <span className={className ? `${cls} ${className}` : cls} title={title}>
      {children}
    </span>
  );
}
