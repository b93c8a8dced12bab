import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareReleases,
  destructiveChanges,
  findDestructiveStatements,
  splitStatements,
} from './destructiveMigrations';
import { MIGRATIONS_FOLDER } from './migrateDatabase';

/** The rule holds from the migration after this one on (issue 25); older ones shipped before it. */
const LAST_UNCHECKED_MIGRATION = 51;

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const currentRelease = (
  JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { version: string }
).version;

const migration = (name: string) => fs.readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8');

describe('migrations keep the previous release working while the next one migrates', () => {
  it(`every migration after ${LAST_UNCHECKED_MIGRATION} drops, renames or tightens only what an earlier release stopped using`, () => {
    const checked = fs
      .readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) > LAST_UNCHECKED_MIGRATION);
    const offences: string[] = [];
    for (const name of checked)
      for (const found of findDestructiveStatements(migration(name))) {
        const where = `${name}:${found.line} ${found.change}: ${found.statement}`;
        if (!found.marker)
          offences.push(
            `${where}\n  breaks the release still serving during the upgrade; ship the code that stops using it first, then this in the next release with '-- griot:destructive-ok since <that release>: <why>'`,
          );
        else if (compareReleases(found.marker.since, currentRelease) >= 0)
          offences.push(
            `${where}\n  names ${found.marker.since}, not a release before this one (${currentRelease}): the code that stopped using it must have shipped first`,
          );
      }
    expect(offences, offences.join('\n')).toEqual([]);
  });

  it('would have stopped 0041, which renamed and dropped columns the previous release used', () => {
    const found = findDestructiveStatements(migration('0041_inbox.sql'));
    expect(found.map((statement) => statement.change)).toEqual(
      expect.arrayContaining(['SET NOT NULL', 'RENAME', 'DROP COLUMN']),
    );
    expect(found.every((statement) => statement.marker === undefined)).toBe(true);
    expect(found.find((statement) => statement.change === 'RENAME')?.statement).toContain(
      'RENAME COLUMN agent_id TO assignee_id',
    );
  });
});

describe('what breaks the previous release', () => {
  it.each([
    ['ALTER TABLE chatbots DROP COLUMN legacy', 'DROP COLUMN'],
    ['ALTER TABLE chatbots DROP legacy', 'DROP COLUMN'],
    ['ALTER TABLE chatbots DROP COLUMN IF EXISTS legacy, ADD COLUMN x int', 'DROP COLUMN'],
    ['DROP TABLE IF EXISTS old_things', 'DROP TABLE'],
    ['DROP MATERIALIZED VIEW daily', 'DROP MATERIALIZED VIEW'],
    ['ALTER TABLE chatbots RENAME COLUMN name TO title', 'RENAME'],
    ['ALTER TABLE chatbots RENAME TO bots', 'RENAME'],
    ['ALTER TABLE messages ALTER COLUMN seq TYPE bigint', 'TYPE change'],
    ['ALTER TABLE messages ALTER seq SET DATA TYPE bigint USING seq::bigint', 'TYPE change'],
    ['ALTER TABLE end_users ALTER COLUMN language SET NOT NULL', 'SET NOT NULL'],
    ['ALTER TABLE end_users ADD COLUMN region text NOT NULL', 'ADD COLUMN NOT NULL without DEFAULT'],
    [
      'ALTER TABLE end_users ADD region text NOT NULL REFERENCES regions(id)',
      'ADD COLUMN NOT NULL without DEFAULT',
    ],
  ])('%s: %s', (statement, change) => {
    expect(destructiveChanges(statement)).toContain(change);
  });

  it.each([
    'CREATE TABLE things (id uuid PRIMARY KEY, name text NOT NULL)',
    "ALTER TABLE end_users ADD COLUMN region text NOT NULL DEFAULT 'SN'",
    'ALTER TABLE end_users ADD COLUMN region text',
    'ALTER TABLE messages ADD COLUMN total numeric(10, 2) NOT NULL DEFAULT 0, ADD COLUMN note text',
    'ALTER TABLE end_users ADD CONSTRAINT end_users_region CHECK (region IS NOT NULL) NOT VALID',
    'ALTER TABLE end_users ALTER COLUMN region DROP NOT NULL',
    'ALTER TABLE end_users ALTER COLUMN region DROP DEFAULT',
    'ALTER TABLE end_users DROP CONSTRAINT end_users_region',
    'ALTER INDEX chatbots_owner RENAME TO chatbots_workspace',
    'DROP INDEX IF EXISTS messages_old',
    'DROP TRIGGER end_users_moved ON end_users',
    'CREATE INDEX messages_seq ON messages USING brin (seq)',
  ])('%s: none', (statement) => {
    expect(destructiveChanges(statement)).toEqual([]);
  });

  it('reads statements over several lines and DO blocks as one, whatever their semicolons', () => {
    const statements = splitStatements(
      [
        '-- Header of the migration.',
        "CREATE TABLE notes (body text DEFAULT 'a;b');--> statement-breakpoint",
        'DO $$ BEGIN',
        '  ALTER TABLE notes',
        '    DROP COLUMN body;',
        'END $$;',
        '/* ; */ ALTER TABLE notes ADD COLUMN n int; SELECT 1;',
      ].join('\n'),
    );
    expect(statements.map((statement) => [statement.line, statement.code])).toEqual([
      [2, "CREATE TABLE notes (body text DEFAULT 'a;b')"],
      [3, 'DO $$ BEGIN ALTER TABLE notes DROP COLUMN body; END $$'],
      [7, 'ALTER TABLE notes ADD COLUMN n int'],
      [7, 'SELECT 1'],
    ]);
    expect(statements[0]?.comments).toEqual(['Header of the migration.', '> statement-breakpoint']);
    expect(destructiveChanges(statements[1]?.code ?? '')).toEqual(['DROP COLUMN']);
  });

  it('lets a statement through when its marker names the release that stopped using the column', () => {
    const found = findDestructiveStatements(
      [
        'ALTER TABLE chatbots DROP COLUMN legacy_flag; -- griot:destructive-ok since 0.3.0: unused since 0.3.0 (#41)',
        '-- griot:destructive-ok since 0.2.1: the web reads title since 0.2.1',
        'ALTER TABLE chatbots',
        '  RENAME COLUMN name TO title;',
        'ALTER TABLE chatbots DROP COLUMN other; -- griot:destructive-ok: no release named',
      ].join('\n'),
    );
    expect(found.map(({ line, change, marker }) => ({ line, change, marker }))).toEqual([
      { line: 1, change: 'DROP COLUMN', marker: { since: '0.3.0', reason: 'unused since 0.3.0 (#41)' } },
      {
        line: 3,
        change: 'RENAME',
        marker: { since: '0.2.1', reason: 'the web reads title since 0.2.1' },
      },
      { line: 5, change: 'DROP COLUMN', marker: undefined },
    ]);
  });

  it('orders releases by their numbers', () => {
    expect(compareReleases('0.9.2', '0.10.0')).toBe(-1);
    expect(compareReleases('1.0.0', '0.99.99')).toBe(1);
    expect(compareReleases('0.1.0', '0.1.0')).toBe(0);
  });
});
