// @vitest-environment jsdom
/**
 * The buttons a finger taps many times in a row (decision 105): the TapButton (src/components/ui/
 * button.tsx) and the pitch's buttons (src/components/ui/drag-drop.tsx). A press leaves the focus
 * where it was (the mousedown's default, which moves it, is prevented), the click does the press,
 * and the keyboard reaches them as any button.
 */
import { TapButton } from '#src/components/ui/button.tsx';
import { DraggableButton, DropTargetButton, useDragSource } from '#src/components/ui/drag-drop.tsx';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';

/** A finger's tap as a phone's browser sends it: pointer events, then the mouse events and click made from the tap. */
function fingerTap(el: HTMLElement, pointerType: 'touch' | 'mouse' = 'touch') {
  fireEvent.pointerDown(el, { pointerType, button: 0, pointerId: 1 });
  fireEvent.pointerUp(el, { pointerType, button: 0, pointerId: 1 });
  const focusMoves = fireEvent.mouseDown(el, { button: 0 });
  fireEvent.mouseUp(el, { button: 0 });
  fireEvent.click(el);
  return { focusMoves };
}

describe('TapButton', () => {
  test('a tap presses it and leaves the focus where it was; the look of a press is the browser’s own', () => {
    const onPress = vi.fn();
    render(
      <>
        <input aria-label="메모" />
        <TapButton aria-label="득점 추가" onPress={onPress} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: '메모' });
    act(() => field.focus());
    const button = screen.getByRole('button', { name: '득점 추가' });
    const { focusMoves } = fingerTap(button);
    expect(focusMoves).toBe(false);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('data-tap')).toBe(true);
    // No press state in the DOM: nothing for React to draw before the click.
    expect(button.hasAttribute('data-pressed')).toBe(false);
  });

  test("the keyboard reaches it as any button: in the tab order, and the browser's own button presses it on Enter and Space (a click)", () => {
    const onPress = vi.fn();
    render(<TapButton aria-label="코너 킥 추가" onPress={onPress} />);
    const button = screen.getByRole('button', { name: '코너 킥 추가' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.tabIndex).toBe(0);
    act(() => button.focus());
    expect(document.activeElement).toBe(button);
    fireEvent.click(button, { detail: 0 });
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  test('a disabled one is said to be so and does not press', () => {
    const onPress = vi.fn();
    render(<TapButton aria-label="자책골 빼기" isDisabled onPress={onPress} />);
    const button = screen.getByRole('button', { name: '자책골 빼기' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('data-disabled')).toBe(true);
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

function Pitch({ onSelect }: { onSelect: (name: string) => void }) {
  const source = useDragSource({ type: 'application/x-test-player', data: '1', text: '김철수' });
  return (
    <>
      <DropTargetButton accept="application/x-test-player" onDropValue={() => {}} onPress={() => onSelect('10 김철수')}>
        10 김철수
      </DropTargetButton>
      <DraggableButton source={source} onPress={() => onSelect('14 이영희')}>
        14 이영희
      </DraggableButton>
    </>
  );
}

describe("the pitch's buttons", () => {
  test("a finger's tap selects and leaves the focus where it was; a mouse press keeps the browser's default (a drag may start)", () => {
    const onSelect = vi.fn();
    render(<Pitch onSelect={onSelect} />);
    for (const name of ['10 김철수', '14 이영희']) {
      const button = screen.getByRole('button', { name });
      expect(fingerTap(button, 'touch').focusMoves).toBe(false);
      expect(fingerTap(button, 'mouse').focusMoves).toBe(true);
    }
    expect(onSelect.mock.calls.map(([name]) => name)).toEqual(['10 김철수', '10 김철수', '14 이영희', '14 이영희']);
  });
});
