import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceServerAddress, readServerAddress } from './serverAddress';

describe('server address', () => {
  it('is read back by an admin command while the server runs, and gone after it stops', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-address-'));
    try {
      expect(readServerAddress(dataDir)).toBeUndefined();
      const forget = announceServerAddress(dataDir, 'http://localhost:3100');
      expect(readServerAddress(dataDir)).toBe('http://localhost:3100');
      forget();
      expect(readServerAddress(dataDir)).toBeUndefined();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never stops a server whose DATA_DIR cannot be written', () => {
    const file = path.join(os.tmpdir(), `griot-address-file-${process.pid}`);
    fs.writeFileSync(file, '');
    try {
      expect(() => announceServerAddress(path.join(file, 'data'), 'http://localhost:3000')()).not.toThrow();
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
