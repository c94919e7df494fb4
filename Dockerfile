# CRM back-office images, one Dockerfile, two targets:
#   web          nginx (unprivileged) serving the built SPA and proxying the backend paths to BACKEND_URL;
#                /config.js and the server configuration are rendered from the environment at start.
#   mock-server  the mock backend and login provider (Fastify), seeded, state kept in /data.
# docker compose up --build builds both (docker-compose.yml); alone:
#   docker build --target web -t crm-web .     docker build --target mock-server -t crm-mock-server .
# The build steps are the npm scripts CI runs (npm ci, npm run build -w web, npm run build -w mock-server);
# test/delivery/dockerfile.test.mjs checks that every file copied here exists and every script run exists.

ARG NODE_IMAGE=node:24-bookworm-slim
# nginx's own builds (no brotli module: the web image serves the build's precompressed .gz files).
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:stable-alpine-slim

# --- the lockfile and every workspace manifest, so npm ci sees the whole tree ------------------------------
# fixtures/ (@crm/fixtures, test data) is a devDependency only: its manifest is here for npm ci, its sources never.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY fixtures/package.json fixtures/
COPY web/package.json web/
COPY mock-server/package.json mock-server/
COPY contracts/package.json contracts/
COPY e2e/package.json e2e/

# --- dependencies of the build: the lockfile, exactly ---------------------------------------------------------
FROM manifests AS deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --workspace web --workspace mock-server --include-workspace-root

# --- build: the same npm scripts CI runs --------------------------------------------------------------------
FROM deps AS build
COPY tsconfig.json ./
# The domain rules both build into their output: web bundles them, mock-server compiles a copy into its dist.
COPY domain/ domain/
COPY web/ web/
COPY mock-server/ mock-server/
# The API document the mock server's build renders as the API reference (mock-server/dist/api-docs).
COPY contracts/openapi.json contracts/
RUN npm run build -w web && npm run build -w mock-server

# --- production dependencies of the mock server only -------------------------------------------------------
FROM manifests AS mock-server-deps
# Packages npm could not hoist (another version is at the root) land in mock-server/node_modules: copied too.
RUN npm ci --omit=dev --workspace mock-server && npm cache clean --force && mkdir -p mock-server/node_modules

# --- mock-server: the mock backend and login provider --------------------------------------------------------
FROM ${NODE_IMAGE} AS mock-server
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    PERSIST_STATE=on \
    WEB_DIST=off
WORKDIR /app
COPY --from=mock-server-deps /app/node_modules node_modules/
COPY --from=mock-server-deps /app/package.json ./
COPY --from=mock-server-deps /app/mock-server/node_modules mock-server/node_modules/
COPY --from=build /app/mock-server/package.json mock-server/
COPY --from=build /app/mock-server/dist mock-server/dist/
RUN mkdir -p /data && chown node:node /data
# The official Node image's unprivileged user.
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "mock-server/dist/server.js"]

# --- web: nginx serving the SPA (the default target) ---------------------------------------------------------
FROM ${NGINX_IMAGE} AS web
USER root
# Everything nginx writes at run time lives in one directory, RUNTIME_DIR=/tmp/crm-runtime: the rendered
# server configuration (conf.d/, which the image's nginx.conf includes instead of /etc/nginx/conf.d), the
# SPA's /config.js, nginx's pid file and its temp folders. So a read-only root filesystem needs one writable
# mount there: `docker run --read-only --tmpfs /tmp/crm-runtime:uid=101,gid=101` (compose does the same).
# The image's example server would also claim port 8080; the rendered crm.conf replaces it. The directory is
# owned by the unprivileged user (uid 101) and group-writable (group 0, for arbitrary uids).
RUN rm -f /etc/nginx/conf.d/default.conf \
 && rm -rf /usr/share/nginx/html/* \
 && mkdir -p /opt/crm/nginx /tmp/crm-runtime/conf.d \
 && chown -R 101:0 /tmp/crm-runtime \
 && chmod -R g+w /tmp/crm-runtime \
 && sed -i -e 's,/tmp/nginx\.pid,/tmp/crm-runtime/nginx.pid,' \
      -e 's,_temp_path /tmp/,_temp_path /tmp/crm-runtime/,' \
      -e 's,include /etc/nginx/conf\.d/\*\.conf;,include /tmp/crm-runtime/conf.d/*.conf;,' /etc/nginx/nginx.conf \
 && grep -q '^pid  *.*/tmp/crm-runtime/nginx.pid;' /etc/nginx/nginx.conf \
 && [ "$(grep -c '_temp_path /tmp/crm-runtime/' /etc/nginx/nginx.conf)" = 5 ] \
 && grep -q 'include /tmp/crm-runtime/conf.d/\*\.conf;' /etc/nginx/nginx.conf \
 && ! grep -Eq '/tmp/[a-z]+_temp|/tmp/nginx\.pid|/etc/nginx/conf\.d' /etc/nginx/nginx.conf
COPY nginx/render-config.sh nginx/crm.conf.template nginx/security-headers.conf /opt/crm/nginx/
COPY nginx/docker-entrypoint.d/40-crm-render-config.sh /docker-entrypoint.d/
COPY --from=build /app/web/dist /usr/share/nginx/html/
# The API reference at /api-docs and the document at /openapi.json (crm.conf.template).
COPY --from=build /app/mock-server/dist/api-docs /usr/share/nginx/html/api-docs/
RUN chmod 0755 /opt/crm/nginx/render-config.sh /docker-entrypoint.d/40-crm-render-config.sh
USER 101
# Defaults for the image's layout; BACKEND_URL has none on purpose (the container stops with a message).
ENV LISTEN_PORT=8080 \
    WEB_ROOT=/usr/share/nginx/html \
    CONF_DIR=/tmp/crm-runtime/conf.d \
    RUNTIME_DIR=/tmp/crm-runtime \
    BROTLI=off \
    CLIENT_MAX_BODY_SIZE=25m
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/healthz" || exit 1
