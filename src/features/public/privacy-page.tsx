import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { messages } from '#src/lib/messages.ts';
import * as local from './public-pages.css.ts';

/** /privacy: what is stored and why, in short. */
export function PrivacyPage() {
  const m = messages.privacy;
  return (
    <CenteredPage wide>
      <h1 className={css.heading}>{m.heading}</h1>
      <p className={local.footnote}>{m.updated}</p>
      {m.sections.map((section) => (
        <section key={section.title} className={local.section}>
          <h2 className={local.sectionTitle}>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      <p>
        <Link href="/">{messages.common.goHome}</Link>
      </p>
    </CenteredPage>
  );
}
