/**
 * Work a tap hands on until the browser has painted the tap's frame (decision 110). A counter's +
 * shows its new number in the frame of the tap; the write itself — the recorder's machines, the
 * caches, the outbox, and the score, panel and log they draw again — runs in a task queued from
 * that frame's animation callbacks, which the browser runs after the frame's paint. On a phone (CPU
 * 4× slower) that work was two thirds of the time from a tap to its paint.
 *
 * One queue, first in first out, so writes keep the order of their taps. A hidden page paints no
 * frames: there the work runs in a task at once, and what waits runs when the page hides or is left
 * (`visibilitychange`, `pagehide`), so a tap made just before leaving is not lost with the page.
 */
const waiting: (() => void)[] = [];
let scheduled = false;
let listening = false;

/** Runs what waits, in order; a function queued meanwhile runs in the same pass. One that throws does not hold back the rest. */
function runWaiting() {
  scheduled = false;
  for (let work = waiting.shift(); work; work = waiting.shift()) {
    try {
      work();
    } catch (error) {
      // Reported as an uncaught error of its own (the console, the error log), after the others ran.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

function runWhenHidden() {
  if (document.visibilityState === 'hidden') runWaiting();
}

/** Runs `work` once the next frame has painted (at once, in a task, on a hidden page). */
export function afterNextPaint(work: () => void): void {
  waiting.push(work);
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', runWhenHidden);
    window.addEventListener('pagehide', runWaiting);
  }
  if (scheduled) return;
  scheduled = true;
  if (document.visibilityState === 'hidden') setTimeout(runWaiting, 0);
  // The animation callbacks run in the frame before its style, layout and paint: a task queued from
  // them runs after the frame.
  else requestAnimationFrame(() => setTimeout(runWaiting, 0));
}
