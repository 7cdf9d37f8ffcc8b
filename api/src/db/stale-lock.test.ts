// After a crash (the API SIGKILLed) its PGlite lock stays until it goes stale (10 s). A start in that time
// waits for it, saying so, instead of blaming "another API process"; a live holder is still refused.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase, type LockHolder } from './client';

const root = mkdtempSync(path.join(os.tmpdir(), 'stale-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The lock a holder left: the lock folder (refreshed just now) and the holder's note. */
function leaveLock(dir: string, pid: number) {
  mkdirSync(dir, { recursive: true });
  mkdirSync(`${dir}.lock`);
  writeFileSync(`${dir}.lock-holder.json`, JSON.stringify({ pid, host: os.hostname() }));
}

describe('the PGlite lock of a process that has ended', () => {
  it('is waited for, with a message, and then taken', async () => {
    const dir = path.join(root, 'crashed', 'pglite');
    // A process that has ended: its id is free.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    leaveLock(dir, dead);
    const told: { holder: LockHolder; waitMs: number }[] = [];
    const started = Date.now();
    const database = await openDatabase({
      pgliteDir: dir,
      onStaleLock: (holder, waitMs) => told.push({ holder, waitMs }),
    });
    try {
      expect(told).toEqual([{ holder: { pid: dead, host: os.hostname() }, waitMs: expect.any(Number) }]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is refused at once while its holder still runs', async () => {
    const dir = path.join(root, 'live', 'pglite');
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      leaveLock(dir, live.pid!);
      const started = Date.now();
      let told = false;
      await expect(openDatabase({ pgliteDir: dir, onStaleLock: () => (told = true) })).rejects.toBeInstanceOf(
        DatabaseLockedError,
      );
      expect(told).toBe(false);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      live.kill();
    }
  });
});
