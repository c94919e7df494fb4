#!/bin/sh
# Renders the nginx server configuration and the SPA's /config.js from environment variables.
# Runs at container start (/docker-entrypoint.d) and in the tests, so both use the same output.
# Every variable is documented in README.md ("Configuration").
set -eu

here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)

: "${BACKEND_URL:?BACKEND_URL must be set to the backend base address, e.g. http://mock-server:8080}"
LISTEN_PORT=${LISTEN_PORT:-8080}
WEB_ROOT=${WEB_ROOT:-/usr/share/nginx/html}
CLIENT_MAX_BODY_SIZE=${CLIENT_MAX_BODY_SIZE:-25m}
CONF_DIR=${CONF_DIR:-/etc/nginx/conf.d}
RUNTIME_DIR=${RUNTIME_DIR:-/tmp/crm-runtime}
TEMPLATE=${TEMPLATE:-$here/crm.conf.template}
BROTLI=${BROTLI:-off}

LOGIN_PROVIDER_URL=${LOGIN_PROVIDER_URL:-/oauth/authorize}
CLIENT_ID=${CLIENT_ID:-crm-web}
CLIENT_SECRET=${CLIENT_SECRET:-crm-web-secret}
TENANT_ID=${TENANT_ID:-crm-backoffice}
REDIRECT_URI=${REDIRECT_URI:-}
APP_URL_ACCOUNT=${APP_URL_ACCOUNT:-https://account.example.com/dashboard}
APP_URL_HELPDESK=${APP_URL_HELPDESK:-https://helpdesk.example.com/dashboard}
APP_URL_BROADCAST=${APP_URL_BROADCAST:-https://broadcast.example.com/dashboard}
APP_URL_CHATBOT=${APP_URL_CHATBOT:-https://chatbot.example.com/dashboard}
APP_URL_STUDIO=${APP_URL_STUDIO:-https://studio.example.com/dashboard}

fail() {
  echo "render-config: $*" >&2
  exit 1
}

# The upstream is a scheme, host and optional port: a path would change what nginx forwards.
printf '%s' "$BACKEND_URL" | grep -Eq '^https?://[A-Za-z0-9._-]+(:[0-9]+)?/?$' ||
  fail "BACKEND_URL must look like http://host:port (no path), got '$BACKEND_URL'"
BACKEND_URL=${BACKEND_URL%/}
printf '%s' "$LISTEN_PORT" | grep -Eq '^[0-9]+$' || fail "LISTEN_PORT must be a number, got '$LISTEN_PORT'"
printf '%s' "$CLIENT_MAX_BODY_SIZE" | grep -Eq '^[0-9]+[kKmMgG]?$' ||
  fail "CLIENT_MAX_BODY_SIZE must be an nginx size such as 25m, got '$CLIENT_MAX_BODY_SIZE'"
[ -f "$WEB_ROOT/index.html" ] || fail "WEB_ROOT ($WEB_ROOT) has no index.html: build the web app first"

# Values go into JavaScript strings: refuse characters that could end one (checked here, in this shell,
# because a failure inside $(...) below would not stop the script).
for name in LOGIN_PROVIDER_URL CLIENT_ID CLIENT_SECRET TENANT_ID REDIRECT_URI APP_URL_ACCOUNT APP_URL_HELPDESK \
  APP_URL_BROADCAST APP_URL_CHATBOT APP_URL_STUDIO; do
  eval "value=\${$name}"
  case "$value" in
    *'"'* | *'\'* | *'<'* | *'
'*) fail "$name contains a quote, backslash, '<' or newline, which is not allowed" ;;
  esac
done
for name in LOGIN_PROVIDER_URL CLIENT_ID TENANT_ID; do
  eval "value=\${$name}"
  [ -n "$value" ] || fail "$name must not be empty"
done

json_string() {
  printf '"%s"' "$2"
}

mkdir -p "$CONF_DIR" "$RUNTIME_DIR"
export BACKEND_URL LISTEN_PORT WEB_ROOT CLIENT_MAX_BODY_SIZE CONF_DIR RUNTIME_DIR
envsubst '${BACKEND_URL} ${LISTEN_PORT} ${WEB_ROOT} ${CLIENT_MAX_BODY_SIZE} ${CONF_DIR} ${RUNTIME_DIR}' \
  <"$TEMPLATE" >"$CONF_DIR/crm.conf"
cp "$here/security-headers.conf" "$CONF_DIR/crm-security-headers.conf"
if [ "$BROTLI" = on ]; then
  cat >"$CONF_DIR/crm-brotli.conf" <<'BROTLI_CONF'
brotli on;
brotli_static on;
brotli_comp_level 5;
brotli_types text/plain text/css application/javascript application/json image/svg+xml application/xml text/xml;
BROTLI_CONF
else
  rm -f "$CONF_DIR/crm-brotli.conf"
fi

cat >"$RUNTIME_DIR/config.js" <<CONFIG_JS
window.__CRM_CONFIG__ = {
  "loginProviderUrl": $(json_string LOGIN_PROVIDER_URL "$LOGIN_PROVIDER_URL"),
  "clientId": $(json_string CLIENT_ID "$CLIENT_ID"),
  "clientSecret": $(json_string CLIENT_SECRET "$CLIENT_SECRET"),
  "tenantId": $(json_string TENANT_ID "$TENANT_ID"),
  "redirectUri": $(json_string REDIRECT_URI "$REDIRECT_URI"),
  "apps": {
    "account": $(json_string APP_URL_ACCOUNT "$APP_URL_ACCOUNT"),
    "helpdesk": $(json_string APP_URL_HELPDESK "$APP_URL_HELPDESK"),
    "broadcast": $(json_string APP_URL_BROADCAST "$APP_URL_BROADCAST"),
    "chatbot": $(json_string APP_URL_CHATBOT "$APP_URL_CHATBOT"),
    "studio": $(json_string APP_URL_STUDIO "$APP_URL_STUDIO")
  }
};
CONFIG_JS

echo "render-config: $CONF_DIR/crm.conf (backend $BACKEND_URL, port $LISTEN_PORT) and $RUNTIME_DIR/config.js written"
