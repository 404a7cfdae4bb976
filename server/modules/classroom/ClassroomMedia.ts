import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/ApiError.ts';
import { RangedFileReply } from '../../http/RangedFileReply.ts';
import type { FileByteStore } from '../../contracts/files.ts';
import { zhCN } from './zhCN.ts';

/** The file store's bucket of the classroom's videos and posters. */
export const CLASSROOM_BUCKET = 'classroom';

const TYPES: Readonly<Record<string, string>> = Object.freeze({
  webm: 'video/webm',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  png: 'image/png',
});

/** The same shape the contract's pattern admits; checked again here, before the store is asked. */
const NAME = /^[a-z0-9][a-z0-9-]{0,58}\.(webm|mp4|jpg|png)$/;

const DEMO_FOLDER = join('server', 'modules', 'classroom', 'demo-media');

/**
 * The classroom's videos and posters, kept in the server's file store (bucket classroom) and
 * served to anyone, as the content they belong to is public. Ranges are honoured, so a
 * <video> seeks without fetching the file again.
 */
export class ClassroomMedia {
  constructor(private readonly bytes: FileByteStore) {}

  async serve(request: FastifyRequest, reply: FastifyReply, fileName: string): Promise<FastifyReply> {
    const type = NAME.test(fileName) ? TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)] : undefined;
    if (!type) throw new ApiError(404, zhCN.mediaNotFound);
    const source = await this.bytes.locate(CLASSROOM_BUCKET, fileName);
    if (!source) throw new ApiError(404, zhCN.mediaNotFound);
    return RangedFileReply.send(request, reply, source, {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      // Public and never rewritten under the same name: browsers and proxies may keep it a day.
      'cache-control': 'public, max-age=86400',
    });
  }

  /**
   * Copies the committed demo clips and posters into the store, once each (a file already
   * there is left alone). Answers how many were copied.
   */
  async installDemoMedia(): Promise<number> {
    const folder = ClassroomMedia.demoFolder();
    let copied = 0;
    for (const name of readdirSync(folder).filter((n) => NAME.test(n)).sort()) {
      if (await this.bytes.locate(CLASSROOM_BUCKET, name)) continue;
      await this.bytes.write(CLASSROOM_BUCKET, name, createReadStream(join(folder, name)));
      copied++;
    }
    return copied;
  }

  /** The demo-media folder of the checkout, found from the sources or from dist/node alike. */
  static demoFolder(): string {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (;;) {
      const candidate = join(dir, DEMO_FOLDER);
      if (existsSync(candidate)) return candidate;
      const parent = dirname(dir);
      if (parent === dir) throw new Error(`${DEMO_FOLDER} not found above ${fileURLToPath(import.meta.url)}`);
      dir = parent;
    }
  }
}
