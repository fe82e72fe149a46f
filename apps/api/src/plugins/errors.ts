import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@grofresh/contracts';
import { AppError } from '../lib/app-error';
import { answerChecksInSentences, asSentence } from '../lib/validation-sentences';

const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_ERROR';
  }
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Every failure answers with the error body `{ message, code, details? }`
 * (docs/product/messages.md#error-codes) and the request's id
 * (`requestId`, the X-Request-Id of the answer and `reqId` on its log lines), so a shopper's
 * report leads to the log. Client mistakes (bad JSON, wrong types, too large, unknown route) are
 * 4xx with a message; a 500 is only ever our own bug, logged with its stack and never shown.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  answerChecksInSentences();
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const send = (status: number, body: Omit<ErrorBody, 'requestId'>) =>
      reply.status(status).send({ ...body, requestId: req.id } satisfies ErrorBody);

    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Every message reads as a sentence a shopper can act on: the first field's, without
      // its path; the paths stay in the details, for forms that show each under its field.
      const fields = error.validation.map((v) => ({
        field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: asSentence(v.message ?? ''),
      }));
      return send(400, {
        message: fields[0]?.message ?? asSentence(''),
        code: 'VALIDATION_ERROR',
        details: { fields },
      });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error }, 'response did not match its schema');
      return send(500, { message: INTERNAL_MESSAGE, code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const limit = req.routeOptions.bodyLimit ?? 1024 * 1024;
      return send(413, {
        message: `The request body is larger than ${Math.round(limit / (1024 * 1024))} MiB.`,
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
    if (status >= 400 && status < 500) {
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return send(status, { message: error.message, code: codeForStatus(status) });
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(500, { message: INTERNAL_MESSAGE, code: 'INTERNAL' });
  });
}
