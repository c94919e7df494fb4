import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpErrors.js';
import type { ValidationFailure } from '../lib/validation.js';
import { languageOf, say, words, type Said } from '../i18n/messages.js';

/** Fastify's texts name its internals. */
const FASTIFY_REFUSALS: Readonly<Record<string, Said>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: say('request.unsupportedMediaType'),
  FST_ERR_CTP_BODY_TOO_LARGE: say('request.bodyTooLarge'),
  FST_ERR_CTP_EMPTY_JSON_BODY: say('request.emptyJsonBody'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: say('request.invalidContentLength'),
  FST_ERR_CTP_EMPTY_TYPE: say('request.emptyContentType'),
  FST_ERR_CTP_INVALID_TYPE: say('request.emptyContentType'),
};

/** Never a stack trace to the client. The words depend on Accept-Language, so an error answer says Vary. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return languageOf(this.headers['accept-language']);
      },
    });
    app.decorateRequest('words', function (this: FastifyRequest, said: Said) {
      return words(this.language, said);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode >= 400) void reply.header('vary', varyWithLanguage(reply.getHeader('vary')));
    });

    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        const message = request.words(error.said);
        const body = error.errors
          ? {
              message,
              errors: error.errors.map((problem) => ({
                field: problem.field,
                label: request.words(problem.label),
                message: request.words(problem.message),
              })),
            }
          : { message };
        return reply.code(error.statusCode).send(body);
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation) {
        // An x-all-errors body schema also lists every problem, one per field.
        const { said, saids } = error as ValidationFailure;
        if (saids) {
          const messages = saids.map((each) => request.words(each));
          return reply.code(400).send({ message: messages.join(' '), errors: messages });
        }
        return reply.code(400).send({ message: request.words(said) });
      }
      const status = fastifyError.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: request.words(say('http.internalError')) });
      }
      const refusal = fastifyError.code ? FASTIFY_REFUSALS[fastifyError.code] : undefined;
      return reply.code(status).send({ message: refusal ? request.words(refusal) : fastifyError.message });
    });
  },
  { name: 'errors' },
);

function varyWithLanguage(current: string | number | string[] | undefined): string {
  const names = [current ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-language' || name === '*'))
    names.push('Accept-Language');
  return names.join(', ');
}
