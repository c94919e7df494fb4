import type { FastifyInstance } from 'fastify';
import { parseJsonBody } from './validation.js';

/**
 * The customer detail call is a POST without a body, and clients differ in the content type they send with
 * nothing: within the calling plugin, an empty body of any type is "no body".
 */
export function acceptEmptyBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Fastify's own text/plain parser would hand the route an empty text: here it is no body too.
  app.removeContentTypeParser('text/plain');
  for (const type of ['text/plain', '*'])
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
      done(null, body === '' ? undefined : body);
    });
}
