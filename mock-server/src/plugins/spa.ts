import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { renderConfigScript } from '../lib/publicConfig.js';
import { isProtectedPath } from './auth.js';
import { say } from '../i18n/messages.js';

// Embedded mode: the mock serves the built SPA as nginx does in production, with a history fallback for deep links.

const HASHED_ASSET = /^\/assets\//;
/** Nginx serves the same page there in the web image. */
const API_DOCS_PATH = '/api-docs';

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

function isBackendPath(url: string): boolean {
  return isProtectedPath(url) || url.startsWith('/oauth') || url.startsWith('/__mock');
}

/** Built by scripts/apiDocs.mjs; without `npm run build -w mock-server` it is a 404 saying so. */
async function apiReference(app: FastifyInstance, staticRegistered: boolean) {
  const dir = app.config.apiDocsDir;
  const page = path.join(dir, 'index.html');
  if (!existsSync(page)) {
    app.get(API_DOCS_PATH, async (_request, reply) =>
      reply
        .code(404)
        .send({ message: 'The API reference is not built here: run npm run build -w mock-server.' }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: `${API_DOCS_PATH}/`,
    index: false,
    preCompressed: true,
    // The SPA's registration decorated the reply already.
    decorateReply: !staticRegistered,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.endsWith('.js') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(createReadStream(page)),
  );
}

export default fp(
  async function spa(app: FastifyInstance) {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/config.js', async (_request, reply) =>
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderConfigScript(app.config.publicConfig)),
    );

    const webDist = app.config.webDist;
    const hasSpa = webDist !== null && existsSync(path.join(webDist, 'index.html'));
    if (webDist && !hasSpa) {
      app.log.warn(`no built web app in ${webDist}: run "npm run build -w web" (serving the API only)`);
    }

    if (hasSpa && webDist) {
      await app.register(fastifyStatic, {
        root: webDist,
        preCompressed: true,
        index: false,
        setHeaders(reply, filePath) {
          const relative = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
          if (HASHED_ASSET.test(relative))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          else if (relative === '/index.html') reply.header('cache-control', 'no-cache');
          else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html');

    app.setNotFoundHandler((request, reply) => {
      if (hasSpa && wantsHtml(request) && !isBackendPath(request.url)) return sendIndex(reply);
      return reply.code(404).send({
        message: request.words(
          say('http.routeNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' }),
        ),
      });
    });

    if (hasSpa) app.get('/', async (_request, reply) => sendIndex(reply));
    await apiReference(app, hasSpa);
  },
  { name: 'spa', dependencies: ['core'] },
);
