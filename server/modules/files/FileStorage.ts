import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open as openFile, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../http/ApiError.ts';
import type { ByteSpan } from '../../http/ByteRange.ts';
import type { RangedSource } from '../../http/RangedFileReply.ts';
import { zhCN } from './zhCN.ts';

/**
 * The bytes of uploaded files: `{root}/{bucket}/{fileName}`. Callers pass names FileNames has
 * checked; every path is still resolved and must land directly inside its bucket's folder, so
 * a name that slipped through could not reach anything else on disk.
 */
export class FileStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  /** Streams `source` into a new file and answers its size; nothing is left behind on failure. */
  async write(bucket: string, fileName: string, source: Readable): Promise<number> {
    const path = this.#pathOf(bucket, fileName);
    await mkdir(dirname(path), { recursive: true });
    try {
      // 'wx': a (practically impossible) name collision fails instead of overwriting a file.
      await pipeline(source, createWriteStream(path, { flags: 'wx' }));
      return (await stat(path)).size;
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  async remove(bucket: string, fileName: string): Promise<void> {
    await rm(this.#pathOf(bucket, fileName), { force: true });
  }

  /** The file's first `length` bytes (fewer when it is shorter). */
  async head(bucket: string, fileName: string, length: number): Promise<Uint8Array> {
    const handle = await openFile(this.#pathOf(bucket, fileName), 'r');
    try {
      const buffer = new Uint8Array(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** The file's bytes and size, or null when it is not on disk. */
  async open(bucket: string, fileName: string): Promise<{ stream: ReadStream; size: number } | null> {
    const path = this.#pathOf(bucket, fileName);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The file's size and a reader of all or part of it (a video's ranges), or null when it is not on disk. */
  async locate(bucket: string, fileName: string): Promise<RangedSource | null> {
    const path = this.#pathOf(bucket, fileName);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { size: info.size, read: (span?: ByteSpan) => createReadStream(path, span ? { start: span.start, end: span.end } : {}) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  #pathOf(bucket: string, fileName: string): string {
    const bucketDir = resolve(this.#root, bucket);
    const path = resolve(bucketDir, fileName);
    if (dirname(bucketDir) !== this.#root || dirname(path) !== bucketDir || path.includes('\0') || !path.startsWith(bucketDir + sep)) {
      throw new ApiError(400, zhCN.badFileName);
    }
    return path;
  }
}
