import { expect } from 'vitest';
import { upcast } from '../events/upcasting.ts';

/** An upcaster's specification: `recorded`, as version `from` stored it, reads as `current` at version `to`. */
export function expectUpcast(type: string, from: number, recorded: object, to: number, current: object): void {
  expect(upcast(type, from, recorded)).toEqual({ version: to, data: current });
}
