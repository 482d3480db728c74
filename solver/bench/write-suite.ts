/**
 * Writes the generated suite (`npx tsx solver/bench/write-suite.ts`): one Curtois-format file per
 * instance of suite-instances.ts under solver/bench/suite/. Deterministic: rerunning rewrites the
 * same files, so a change to the generator shows as a diff of the suite.
 */
import { writeFileSync } from 'node:fs';
import { generateCurtois } from '../src/curtois/generate.ts';
import { SUITE, suiteFile } from './suite-instances.ts';

for (const { name, shape, seed } of SUITE) {
  writeFileSync(suiteFile(name), generateCurtois(shape, seed).text);
  console.log(`${name}: ${shape.days} days × ${shape.staff} staff × ${shape.shiftTypes} shift types`);
}
