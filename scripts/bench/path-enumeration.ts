/**
 * The time to enumerate every state machine's paths (decision 020): `generatePaths` of each model of
 * tests/paths/models.ts — the shortest and the simple paths `npm run paths` lists and the tests
 * replay — per machine and in total, with the number of paths. One run walks every model once, in
 * this process (the first run also pays for the walk code's warm-up, as `npm run paths` does).
 */
import { generatePaths } from '../../tests/paths/model.ts';
import { models } from '../../tests/paths/models.ts';
import type { BenchSection, Figure } from './figures.ts';

export const pathEnumeration: BenchSection = {
  id: 'paths',
  title: `path enumeration: every machine's shortest and simple paths (${models.map((m) => m.name).join(', ')})`,
  describe: 'generatePaths of each model of tests/paths/models.ts, in the bench process',
  async setUp() {
    return {
      async run(): Promise<Figure[]> {
        const figures: Figure[] = [];
        const counts: Figure[] = [];
        let totalMs = 0;
        for (const model of models) {
          const started = performance.now();
          const paths = generatePaths(model);
          const ms = performance.now() - started;
          totalMs += ms;
          figures.push({ name: `${model.name} machine`, value: ms, unit: 'ms' });
          counts.push({ name: `${model.name} machine: paths`, value: paths.length, unit: 'count' });
        }
        return [...figures, { name: 'every machine', value: totalMs, unit: 'ms' }, ...counts];
      },
      tearDown: async () => undefined,
    };
  },
};
