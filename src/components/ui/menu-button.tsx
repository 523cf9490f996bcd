/**
 * A small button that opens a menu of single choices. Its menu's code (./menu-trigger.tsx: React
 * Aria's MenuTrigger, with the collections and selection it brings, shared with the confirm dialog's
 * body) is not part of a screen's first load: on the lineup editor it was about 20 KB compressed
 * that a phone downloaded before it could paint the pitch (decision 046). The code is
 * asked for in the render after the screen's first paint; until it is here the button shows what it
 * will show, and a press does nothing (the lists that hold these buttons lie below a phone's first
 * screen, so a finger reaches them after the code has arrived).
 */
import { Suspense } from 'react';
import { Button } from 'react-aria-components/Button';
import { useAfterFirstPaint } from '#src/lib/after-first-paint.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { MenuButtonFace, type MenuButtonProps } from './menu-button-face.tsx';
import * as css from './menu-button.css.ts';

const MenuTriggerButton = lazyNamed<MenuButtonProps, typeof import('./menu-trigger.tsx')>(() => import('./menu-trigger.tsx'), 'MenuTriggerButton');

/** A small button that opens a menu of single choices (React Aria's MenuTrigger, once its code is here). */
export function MenuButton(props: MenuButtonProps) {
  const afterFirstPaint = useAfterFirstPaint();
  const waiting = (
    <Button aria-label={props.label} aria-haspopup="menu" className={css.trigger} isDisabled={props.isDisabled}>
      <MenuButtonFace>{props.children}</MenuButtonFace>
    </Button>
  );
  if (!afterFirstPaint) return waiting;
  return (
    <Suspense fallback={waiting}>
      <MenuTriggerButton {...props} />
    </Suspense>
  );
}
