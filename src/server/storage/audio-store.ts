import { createReadStream, mkdirSync } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { env } from '~/env';

export interface StoredObject {
  size: number;
}

/**
 * Where audio lives. The default keeps files on local disk (shared by every process on the machine);
 * an object store (S3 and alike) fits the same four operations. Writes are atomic: a key either holds
 * the whole object or nothing, and writing a key again replaces it (tasks may run twice).
 */
export interface AudioStore {
  put(key: string, data: Buffer): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
}

export class LocalDiskStore implements AudioStore {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  private path(key: string): string {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, path);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.path(key));
      return { size: s.size };
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.path(key), range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

const KEY = Symbol.for('zaga.audioStore');
type Holder = { [KEY]?: AudioStore };

export function audioStore(): AudioStore {
  const holder = globalThis as Holder;
  holder[KEY] ??= new LocalDiskStore(resolve(env().STORAGE_DIR ?? join(env().ZAGA_DATA_DIR, 'audio')));
  return holder[KEY];
}
