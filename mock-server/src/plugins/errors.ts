import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpErrors.js';

/**
 * Every error leaves as JSON `{ message }` with a meaningful status: schema violations are 400 with the
 * validator's words, unexpected failures are 500 and logged, never a stack trace to the client.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        const body = error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message };
        return reply.code(error.statusCode).send(body);
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation) {
        // The schema's own sentence as it is; else the field and the problem (see lib/validation.ts).
        const exact = (error as { exactMessage?: boolean }).exactMessage === true;
        const message = exact ? error.message : `Invalid request: ${error.message}`;
        // A body schema that reports every problem at once (x-all-errors) also lists them, one per field.
        const messages = (error as { messages?: string[] }).messages;
        return reply.code(400).send(messages ? { message, errors: messages } : { message });
      }
      const status = fastifyError.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: 'Internal server error' });
      }
      return reply.code(status).send({ message: fastifyError.message });
    });
  },
  { name: 'errors' },
);
