import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useLocalizedZodErrors } from '@griot/contract/zodErrors';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/createTestDatabase';

/** A seed command's test world: a database of its own and a temporary data folder. */
export interface SeedWorld {
  database: TestDatabase;
  dataDir: string;
}

/**
 * For the test file it is called in: French validation messages, its own database and a data
 * folder under the system's temp directory (named from `prefix`), made before all its tests and
 * removed after them. The fields are set once the file's first beforeAll has run.
 */
export function useSeedWorld(prefix: string): SeedWorld {
  const world = {} as SeedWorld;
  beforeAll(async () => {
    useLocalizedZodErrors();
    world.database = await createTestDatabase();
    world.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    await world.database.drop();
    fs.rmSync(world.dataDir, { recursive: true, force: true });
  });
  return world;
}
