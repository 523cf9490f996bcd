/**
 * A calendar's month heading between its previous and next buttons, for the date picker's popover
 * and the schedules' month grid: React Aria's Calendar fills the `previous`/`next` slots and the heading.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, Heading } from 'react-aria-components/Calendar';
import { iconSmall } from './icon.css.ts';

export function MonthNav({
  labels,
  buttonClassName,
  headingClassName,
}: {
  labels: { previous: string; next: string };
  buttonClassName: string;
  headingClassName: string;
}) {
  return (
    <>
      <Button slot="previous" className={buttonClassName} aria-label={labels.previous}>
        <ChevronLeft aria-hidden className={iconSmall} />
      </Button>
      <Heading className={headingClassName} />
      <Button slot="next" className={buttonClassName} aria-label={labels.next}>
        <ChevronRight aria-hidden className={iconSmall} />
      </Button>
    </>
  );
}
