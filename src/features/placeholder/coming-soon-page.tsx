import { messages } from '#src/lib/messages.ts';
import * as css from './coming-soon-page.css.ts';

/** The pages of later issues: inside the shell, their title and one honest line. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className={css.box} aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title" className={css.title}>
        {title}
      </h2>
      <p>{messages.common.comingSoon}</p>
    </section>
  );
}
