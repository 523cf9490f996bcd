// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '#src/lib/after-first-paint.tsx';

describe('AfterFirstPaint (decision 041)', () => {
  it('leaves its children out of the first commit, and builds them in the render right after', () => {
    const firstCommit: string[] = [];
    // Runs once, at the first commit, before the browser could paint it.
    function FirstScreen() {
      useLayoutEffect(() => {
        firstCommit.push(...[...document.querySelectorAll('p')].map((p) => p.textContent ?? ''));
      }, []);
      return <p>the score</p>;
    }
    render(
      <>
        <FirstScreen />
        <AfterFirstPaint>
          <p>the lineups</p>
        </AfterFirstPaint>
      </>,
    );
    expect(firstCommit).toEqual(['the score']);
    expect(screen.getByText('the lineups')).toBeTruthy();
  });
});
