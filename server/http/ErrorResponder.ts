import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './ApiError.ts';
import { zhCN } from './zh-CN.ts';

const texts = zhCN.errors;

/** Fastify's own client errors, said in the product's words (its English texts never reach a user). */
const FASTIFY_CLIENT_ERRORS: Record<string, [status: number, msg: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, texts.badRequest(texts.invalidJson)],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, texts.badRequest(texts.emptyJson)],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, texts.badRequest(texts.malformed)],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, texts.unsupportedMediaType],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, texts.bodyTooLarge],
};

const STATUS_TEXTS: Record<number, string> = {
  400: texts.badRequest(texts.malformed),
  401: texts.tokenInvalid,
  403: texts.forbidden,
  404: texts.notFound,
  405: texts.methodNotAllowed,
  413: texts.bodyTooLarge,
  415: texts.unsupportedMediaType,
  429: texts.tooManyRequests,
};

export interface ErrorAnswer {
  status: number;
  /** data: null, except an ApiError's details (a designed form's fieldErrors). */
  body: { code: number; msg: string; data: unknown };
}

/**
 * The one way errors leave the server: HTTP status = code, envelope `{code, msg, data: null}`.
 * An ApiError keeps its message (and its data, when it carries any); Fastify's client errors get a Chinese text; anything else is
 * logged with its stack and answered 500 with the catalogue's generic text, so no stack trace
 * or internal message ever reaches a client.
 */
export class ErrorResponder {
  answerFor(error: unknown): ErrorAnswer {
    if (error instanceof ApiError) return this.#answer(error.code, error.message, error.data);
    const fastifyError = error as Partial<FastifyError>;
    const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
    if (known) return this.#answer(known[0], known[1]);
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return this.#answer(status, STATUS_TEXTS[status] ?? texts.badRequest(texts.malformed));
    }
    return this.#answer(500, texts.unknown);
  }

  install(app: FastifyInstance): void {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const answer = this.answerFor(error);
      if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ err: error }, 'request refused');
      return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
    });
  }

  #answer(status: number, msg: string, data: unknown = null): ErrorAnswer {
    return { status, body: { code: status, msg, data: data ?? null } };
  }
}
