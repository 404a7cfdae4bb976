import { zhCN } from './zhCN.ts';

const MEGABYTE = 1024 * 1024;

/**
 * The largest upload the server takes. The spec's upload tip promises 200M, so that is the
 * default; `UPLOAD_MAX_MB` changes it for a deployment (the drag-upload variant's 1 GB, say).
 */
export class UploadLimit {
  static readonly defaultBytes = 200 * MEGABYTE;

  static fromEnvironment(env: NodeJS.ProcessEnv = process.env): number {
    const raw = env.UPLOAD_MAX_MB;
    if (raw === undefined || raw === '') return UploadLimit.defaultBytes;
    if (!/^[1-9]\d{0,5}$/.test(raw)) throw new Error(zhCN.badLimit(raw));
    return Number(raw) * MEGABYTE;
  }
}
