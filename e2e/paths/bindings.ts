/** Every browser binding, in the order the report lists the machines. */
import type { AnyBrowserBinding } from './binding.ts';
import { matchBinding } from './match.binding.ts';

export const bindings: readonly AnyBrowserBinding[] = [matchBinding];
