import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { visuallyHiddenRules } from '#src/styles/utilities.css.ts';
import { cardLabel } from './table.css.ts';

type Rules = Parameters<typeof globalStyle>[1];

/**
 * A React Aria table (src/components/ui/table.tsx) laid out as one card per row where its columns do
 * not fit (a phone, a narrow window): the same rows, cells, column headers, keyboard grid and row
 * actions, so nothing scrolls sideways and nothing is rendered twice. The sortable column headers
 * become a row of sort chips; the others stay for screen readers only. Measured on the table's own
 * frame (a container query), not the window, so an open sidebar counts.
 *
 * A card's first line is the cell marked `data-card="lead"`, the row header, then the cell marked
 * `data-card="end"`; the other cells follow, wrapping. Call once per table at a style file's top level:
 * `frame` goes on the element around the table, `asCards` is the container condition (for a page's own
 * rules, e.g. a cell label shown only in cards), `cards` adds rules under it.
 */
export function tableAsCards(name: string, columnsNeed = '48rem') {
  const container = createContainer(name);
  const asCards = `${container} (max-width: ${columnsNeed})`;
  const frame = style({ containerName: container, containerType: 'inline-size' });
  const cards = (selector: string, rules: Rules) => globalStyle(`${frame} ${selector}`, { '@container': { [asCards]: rules } });

  cards('> div', { border: 'none', backgroundColor: 'transparent', overflowX: 'visible' });
  cards('table, thead, tbody', { display: 'block' });
  cards('thead tr', { display: 'flex', flexWrap: 'wrap', gap: vars.space[2], paddingBlockEnd: vars.space[3] });
  cards('th', { border: 'none', paddingBlock: vars.space[1], paddingInline: vars.space[3] });
  cards('th:not([data-allows-sorting])', visuallyHiddenRules);
  cards('th[data-allows-sorting]', {
    borderRadius: vars.radius.full,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  });
  cards('tbody', { display: 'flex', flexDirection: 'column', gap: vars.space[2] });
  cards('tbody tr', {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space[3],
    rowGap: vars.space[2],
    padding: vars.space[3],
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
  });
  // Line one: lead · row header · end; then a line break (this empty flex item); then the rest, wrapping.
  cards('tbody tr::before', { content: '""', order: 4, flexBasis: '100%', height: 0 });
  cards('td', { display: 'inline-flex', alignItems: 'center', gap: vars.space[1], padding: 0, whiteSpace: 'normal', order: 5 });
  cards('td[data-card="lead"]', { order: 1, color: vars.color.textMuted, fontSize: vars.font.size.xs });
  cards('td[role="rowheader"]', { order: 2, flex: '1 1 0', minWidth: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
  cards('td[data-card="end"]', { order: 3 });
  cards(`.${cardLabel}`, { display: 'inline' });
  return { frame, asCards, cards };
}
