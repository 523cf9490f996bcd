/**
 * Walks every model's browser paths into their file (tests/paths/stored-browser-paths.ts), so that
 * Playwright's runner and workers read them: `npm test` runs this beside the type check.
 */
import { storedBrowserPaths, browserPathsFile } from '../tests/paths/stored-browser-paths.ts';
import { userModels } from '../tests/paths/user-models.ts';

const counts = userModels.map((model) => `${model.real.name} ${storedBrowserPaths(model).length}`);
console.log(`browser paths (${counts.join(', ')}) in ${browserPathsFile()}`);
