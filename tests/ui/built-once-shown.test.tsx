// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuiltOnceShown } from '#src/lib/built-once-shown.tsx';
import { fakeMatchMedia } from './media-query.ts';

const breakpoint = 'screen and (min-width: 768px)';

/** The window answers `breakpoint` as given; the answer can change (`turn`). */
function windowAnswers(matches: boolean) {
  const fake = fakeMatchMedia(breakpoint, matches);
  vi.stubGlobal('matchMedia', fake.matchMedia);
  return fake.turn;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let show: (shown: boolean) => void = () => {};
function Part() {
  const [shown, setShown] = useState(false);
  show = setShown;
  return (
    <BuiltOnceShown shown={shown} breakpoint={breakpoint}>
      <p>the other team</p>
    </BuiltOnceShown>
  );
}

describe('BuiltOnceShown: what a phone hides is built when it first shows', () => {
  it('below the breakpoint: nothing until shown, then kept when hidden again', () => {
    windowAnswers(false);
    render(<Part />);
    expect(screen.queryByText('the other team')).toBeNull();
    act(() => show(true));
    expect(screen.getByText('the other team')).toBeTruthy();
    act(() => show(false));
    expect(screen.getByText('the other team')).toBeTruthy();
  });

  it('from the breakpoint up it is built at once, shown or not', () => {
    windowAnswers(true);
    render(<Part />);
    expect(screen.getByText('the other team')).toBeTruthy();
  });

  it('a phone turned past the breakpoint builds it then', () => {
    const turn = windowAnswers(false);
    render(<Part />);
    expect(screen.queryByText('the other team')).toBeNull();
    act(() => turn(true));
    expect(screen.getByText('the other team')).toBeTruthy();
  });
});
