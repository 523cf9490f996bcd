/**
 * Drag and drop for single elements, wrapped once (React Aria's useDrag / useDrop): mouse and touch
 * dragging through the browser's native drag and drop, and keyboard and screen-reader dragging for
 * free — Enter or Space on a drag handle starts it, Tab moves between the drop targets, Enter drops,
 * Escape cancels.
 *
 * The source and the targets are native buttons here (not React Aria's Button) because React Aria's
 * components do not pass the native drag events through; a click (tap, Enter, Space) on them is the
 * tap-to-move path, which needs no dragging at all.
 */
import { GripVertical } from 'lucide-react';
import {
  useRef,
  type ButtonHTMLAttributes,
  type DOMAttributes,
  type HTMLAttributes,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useDrag, type DragResult } from 'react-aria-components/useDrag';
import { useDrop } from 'react-aria-components/useDrop';
import type { DropItem } from 'react-aria-components';
import * as css from './drag-drop.css.ts';
import { iconSmall } from './icon.css.ts';

type AnyProps = Record<string, unknown>;

/** Merges element props: event handlers of the same name both run (left first); other keys: right wins. */
export function mergeElementProps<T>(...all: Array<AnyProps | undefined>): T {
  const out: AnyProps = {};
  for (const props of all) {
    if (!props) continue;
    for (const [key, value] of Object.entries(props)) {
      const before = out[key];
      if (/^on[A-Z]/.test(key) && typeof before === 'function' && typeof value === 'function') {
        out[key] = (...args: unknown[]) => {
          (before as (...a: unknown[]) => void)(...args);
          (value as (...a: unknown[]) => void)(...args);
        };
      } else if (key === 'aria-describedby' && typeof before === 'string' && typeof value === 'string') {
        out[key] = `${before} ${value}`;
      } else if (value !== undefined) {
        out[key] = value;
      }
    }
  }
  return out as T;
}

export interface DragSourceOptions {
  /** The custom drag type, e.g. `application/x-pitchside-player`. */
  type: string;
  /** The dragged value (a string; JSON for structured data). */
  data: string;
  /** Plain text for other drop targets (and screen readers). */
  text: string;
  isDisabled?: boolean;
}

export interface DragSource {
  /** For the element a mouse or finger drags (native draggable). */
  dragProps: DragResult['dragProps'];
  /** For the drag handle (<DragHandle source={…} />): starts keyboard and screen-reader dragging. */
  handleProps: DragResult['dragButtonProps'];
  isDragging: boolean;
}

/** One draggable thing with a separate drag handle (so a press on the element itself stays a press). */
export function useDragSource({ type, data, text, isDisabled }: DragSourceOptions): DragSource {
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    hasDragButton: true,
    isDisabled,
    getItems: () => [{ [type]: data, 'text/plain': text }],
    getAllowedDropOperations: () => ['move'],
  });
  return { dragProps, handleProps: dragButtonProps, isDragging };
}

/** The focusable drag handle: Enter or Space starts a keyboard drag. */
export function DragHandle({ source, label, isDisabled, className }: { source: DragSource; label: string; isDisabled?: boolean; className?: string }) {
  return (
    <AriaButton {...source.handleProps} aria-label={label} isDisabled={isDisabled} className={className ? `${css.handle} ${className}` : css.handle}>
      <GripVertical aria-hidden className={iconSmall} />
    </AriaButton>
  );
}

export interface DropTargetButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onDrop' | 'type'> {
  /** The drag type this target accepts. */
  accept: string;
  /** Called with the dropped value of type `accept`. */
  onDropValue: (value: string) => void;
  /** A tap, Enter or Space (not during a keyboard drag, which React Aria handles). */
  onPress?: () => void;
  /** Props of a drag source when the target can also be dragged (a filled pitch cell). */
  dragProps?: HTMLAttributes<HTMLElement> | DOMAttributes<HTMLElement>;
  isDropDisabled?: boolean;
  children?: ReactNode;
}

/**
 * A finger's tap on a pitch button leaves the focus where it was: a focus change in a tap sends focus
 * events through React and draws a frame before the click (decision 105), and on a phone nobody sees
 * or uses the focus a tap gave. A mouse press keeps the browser's default (it may start a drag); Tab
 * and the keyboard reach the buttons as before. One flag serves every button: a press's pointerdown
 * always comes before its mousedown.
 */
let pressedByTouch = false;
const touchKeepsFocus: AnyProps = {
  onPointerDown: (event: ReactPointerEvent) => {
    pressedByTouch = event.pointerType === 'touch';
  },
  onMouseDown: (event: ReactMouseEvent) => {
    if (pressedByTouch) event.preventDefault();
  },
};

async function valueOf(items: readonly DropItem[], type: string): Promise<string | null> {
  for (const item of items) {
    if (item.kind === 'text' && item.types.has(type)) return item.getText(type);
  }
  return null;
}

/** A button that is also a drop target; `data-drop-target` is set while a drag hovers or focuses it. */
export function DropTargetButton({ accept, onDropValue, onPress, dragProps, isDropDisabled, children, ...rest }: DropTargetButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: isDropDisabled,
    getDropOperation: (types) => (types.has(accept) ? 'move' : 'cancel'),
    onDrop: (e) => {
      void valueOf(e.items, accept).then((value) => {
        if (value !== null) onDropValue(value);
      });
    },
  });
  const props = mergeElementProps<ButtonHTMLAttributes<HTMLButtonElement>>(
    rest as AnyProps,
    dragProps as AnyProps | undefined,
    dropProps as AnyProps,
    touchKeepsFocus,
    {
      onClick: onPress ? () => onPress() : undefined,
    },
  );
  return (
    <button {...props} type="button" ref={ref} data-drop-target={isDropTarget || undefined}>
      {children}
    </button>
  );
}

export interface DraggableButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  source: DragSource;
  onPress: () => void;
}

/** A button that a mouse or finger can drag (its keyboard drag goes through a DragHandle). */
export function DraggableButton({ source, onPress, children, ...rest }: DraggableButtonProps) {
  const props = mergeElementProps<ButtonHTMLAttributes<HTMLButtonElement>>(rest as AnyProps, source.dragProps as AnyProps, touchKeepsFocus, {
    onClick: () => onPress(),
  });
  return (
    <button {...props} type="button" data-dragging={source.isDragging || undefined}>
      {children}
    </button>
  );
}
