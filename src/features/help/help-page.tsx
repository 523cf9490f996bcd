/**
 * `/help` (도움말): a short page for a new member — joining a team, registering and recording a
 * match, following one live, dues — each a few steps, with a link where one place does it.
 */
import { Section } from '#src/components/common/section.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { helpMessages as h } from '#src/lib/messages/help.ts';
import { text } from '#src/styles/text.css.ts';
import * as css from './help.css.ts';

export function HelpPage() {
  return (
    <div className={css.page}>
      <p className={text({ tone: 'muted' })}>{h.lead}</p>
      {h.topics.map((topic) => (
        <Section key={topic.id} title={topic.title}>
          <ol className={css.steps}>
            {topic.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {'link' in topic ? <Link href={topic.link.href}>{topic.link.label}</Link> : null}
        </Section>
      ))}
      <p className={text({ tone: 'muted', size: 'sm' })}>{h.more}</p>
    </div>
  );
}
