#!/bin/sh
# Renders the nginx server configuration and the SPA's /config.js from environment variables.
# Runs at container start (/docker-entrypoint.d/40-crm-render-config.sh) and in the tests, so both use the
# same output. POSIX sh: it runs under BusyBox in the Alpine-based web image (the tests run it under
# BusyBox too). Every variable is documented in docs/configuration.md. Everything is checked before
# anything is written: a bad setting stops the container with a message naming the variable.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)

fail() {
  echo "render-config: $*" >&2
  exit 1
}

[ -n "${BACKEND_URL:-}" ] ||
  fail "BACKEND_URL must be set to the backend's base address, e.g. http://mock-server:8080"
LISTEN_PORT=${LISTEN_PORT:-8080}
WEB_ROOT=${WEB_ROOT:-/usr/share/nginx/html}
# The largest upload the backend takes, in MB: the same MAX_UPLOAD_MB as the backend's, given to the browser in
# /config.js (the upload modal checks a file against it) and, unless CLIENT_MAX_BODY_SIZE says otherwise,
# the base of nginx's own limit (5 MB above it, for the multipart envelope).
MAX_UPLOAD_MB=${MAX_UPLOAD_MB:-20}
CLIENT_MAX_BODY_SIZE=${CLIENT_MAX_BODY_SIZE:-}
CONF_DIR=${CONF_DIR:-/etc/nginx/conf.d}
RUNTIME_DIR=${RUNTIME_DIR:-/tmp/crm-runtime}
# The access log (format crm_redacted: never the sign-in's code, state or token). The nginx images link this
# path to the container's standard output.
ACCESS_LOG=${ACCESS_LOG:-/var/log/nginx/access.log}
TEMPLATE=${TEMPLATE:-$here/crm.conf.template}
BROTLI=${BROTLI:-off}

LOGIN_PROVIDER_URL=${LOGIN_PROVIDER_URL:-/oauth/authorize}
CLIENT_ID=${CLIENT_ID:-crm-web}
CLIENT_SECRET=${CLIENT_SECRET-crm-web-secret}
TENANT_ID=${TENANT_ID:-crm-backoffice}
REDIRECT_URI=${REDIRECT_URI:-}
APP_URL_ACCOUNT=${APP_URL_ACCOUNT-https://account.example.com/dashboard}
APP_URL_HELPDESK=${APP_URL_HELPDESK-https://helpdesk.example.com/dashboard}
APP_URL_BROADCAST=${APP_URL_BROADCAST-https://broadcast.example.com/dashboard}
APP_URL_CHATBOT=${APP_URL_CHATBOT-https://chatbot.example.com/dashboard}
APP_URL_STUDIO=${APP_URL_STUDIO-https://studio.example.com/dashboard}
# The language a browser starts in until its user picks one in the profile menu (the web app's languages,
# @crm/domain's LANGUAGES; the mock server checks its DEFAULT_LANGUAGE against the same list).
DEFAULT_LANGUAGE=${DEFAULT_LANGUAGE:-en}

matches() {
  printf '%s' "$1" | grep -Eq "$2"
}

# --- nginx settings -------------------------------------------------------------------------------------

# The upstream is a scheme, host and optional port: a path would change what nginx forwards.
matches "$BACKEND_URL" '^https?://([A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?/?$' ||
  fail "BACKEND_URL must look like http://host:port (scheme, host, optional port, no path), got '$BACKEND_URL'"
BACKEND_URL=${BACKEND_URL%/}
matches "$LISTEN_PORT" '^[0-9]{1,5}$' && [ "$LISTEN_PORT" -ge 1 ] && [ "$LISTEN_PORT" -le 65535 ] ||
  fail "LISTEN_PORT must be a port number (1-65535), got '$LISTEN_PORT'"
matches "$MAX_UPLOAD_MB" '^[1-9][0-9]{0,3}$' && [ "$MAX_UPLOAD_MB" -le 1024 ] ||
  fail "MAX_UPLOAD_MB must be a whole number of MB from 1 to 1024, got '$MAX_UPLOAD_MB'"
[ -n "$CLIENT_MAX_BODY_SIZE" ] || CLIENT_MAX_BODY_SIZE="$((MAX_UPLOAD_MB + 5))m"
matches "$CLIENT_MAX_BODY_SIZE" '^[1-9][0-9]*[kKmMgG]?$' ||
  fail "CLIENT_MAX_BODY_SIZE must be an nginx size such as 25m or 512k, got '$CLIENT_MAX_BODY_SIZE'"
case "$CLIENT_MAX_BODY_SIZE" in
  *[kK]) CLIENT_MAX_BODY_SIZE_TEXT="${CLIENT_MAX_BODY_SIZE%?} KB" ;;
  *[mM]) CLIENT_MAX_BODY_SIZE_TEXT="${CLIENT_MAX_BODY_SIZE%?} MB" ;;
  *[gG]) CLIENT_MAX_BODY_SIZE_TEXT="${CLIENT_MAX_BODY_SIZE%?} GB" ;;
  *) CLIENT_MAX_BODY_SIZE_TEXT="$CLIENT_MAX_BODY_SIZE bytes" ;;
esac
case "$CLIENT_MAX_BODY_SIZE" in
  *[kK]) body_kb=${CLIENT_MAX_BODY_SIZE%?} ;;
  *[mM]) body_kb=$((${CLIENT_MAX_BODY_SIZE%?} * 1024)) ;;
  *[gG]) body_kb=$((${CLIENT_MAX_BODY_SIZE%?} * 1024 * 1024)) ;;
  *) body_kb=$((CLIENT_MAX_BODY_SIZE / 1024)) ;;
esac
# nginx's limit should sit above the backend's, so that files up to MAX_UPLOAD_MB reach the backend.
[ "$body_kb" -gt $((MAX_UPLOAD_MB * 1024)) ] ||
  echo "render-config: warning: CLIENT_MAX_BODY_SIZE ($CLIENT_MAX_BODY_SIZE) is not above MAX_UPLOAD_MB" \
    "($MAX_UPLOAD_MB MB): nginx refuses uploads the backend would take" >&2
case "$BROTLI" in
  on | off) ;;
  *) fail "BROTLI must be on or off (on needs nginx's brotli modules loaded), got '$BROTLI'" ;;
esac
for name in WEB_ROOT CONF_DIR RUNTIME_DIR ACCESS_LOG; do
  eval "value=\${$name}"
  case "$value" in
    /*) ;;
    *) fail "$name must be an absolute path, got '$value'" ;;
  esac
  case "$value" in
    *[!A-Za-z0-9._/-]*) fail "$name may only contain letters, digits, '.', '_', '-' and '/', got '$value'" ;;
  esac
done
[ -f "$WEB_ROOT/index.html" ] || fail "WEB_ROOT ($WEB_ROOT) has no index.html: build the web app first"
[ -f "$TEMPLATE" ] || fail "TEMPLATE ($TEMPLATE) does not exist"

# --- the browser's runtime configuration ----------------------------------------------------------------

# Values go into JavaScript strings: refuse anything that could end one or break the line. (Checked here,
# in this shell, because a failure inside $(...) below would not stop the script.)
for name in LOGIN_PROVIDER_URL CLIENT_ID CLIENT_SECRET TENANT_ID REDIRECT_URI APP_URL_ACCOUNT \
  APP_URL_HELPDESK APP_URL_BROADCAST APP_URL_CHATBOT APP_URL_STUDIO; do
  eval "value=\${$name}"
  case "$value" in
    *'"'* | *'\'* | *'<'* | *[[:cntrl:]]*)
      fail "$name contains a quote, backslash, '<' or control character, which is not allowed"
      ;;
  esac
done
# Unset or empty means the default; blank (spaces only) is a mistake.
for name in LOGIN_PROVIDER_URL CLIENT_ID TENANT_ID; do
  eval "value=\${$name}"
  case "$value" in
    *[![:space:]]*) ;;
    *) fail "$name must not be blank" ;;
  esac
done
matches "$LOGIN_PROVIDER_URL" '^(https?://[^/?#[:space:]]+)?/[^[:space:]]*$' ||
  fail "LOGIN_PROVIDER_URL must be an http(s) URL or a path starting with /, got '$LOGIN_PROVIDER_URL'"
for name in REDIRECT_URI APP_URL_ACCOUNT APP_URL_HELPDESK APP_URL_BROADCAST APP_URL_CHATBOT APP_URL_STUDIO; do
  eval "value=\${$name}"
  [ -z "$value" ] || matches "$value" '^https?://[^/?#[:space:]]+([/?#][^[:space:]]*)?$' ||
    fail "$name must be an http(s) URL (or empty), got '$value'"
done

case "$DEFAULT_LANGUAGE" in
  en | id) ;;
  *) fail "DEFAULT_LANGUAGE must be en or id, got '$DEFAULT_LANGUAGE'" ;;
esac

json_string() {
  printf '"%s"' "$1"
}

# --- write (each file replaced whole, so a reader never sees half of one) --------------------------------

# A read-only root filesystem needs a writable mount here (docs/deployment.md: "Read-only root filesystem").
{ mkdir -p "$CONF_DIR/crm.d" "$RUNTIME_DIR" && [ -w "$CONF_DIR/crm.d" ] && [ -w "$RUNTIME_DIR" ]; } 2>/dev/null ||
  fail "cannot write to CONF_DIR ($CONF_DIR) or RUNTIME_DIR ($RUNTIME_DIR) as uid $(id -u): with a read-only" \
    "root filesystem mount a tmpfs there that this user owns, e.g. --tmpfs $RUNTIME_DIR:uid=$(id -u),gid=$(id -g)"
export BACKEND_URL LISTEN_PORT WEB_ROOT CLIENT_MAX_BODY_SIZE CLIENT_MAX_BODY_SIZE_TEXT CONF_DIR RUNTIME_DIR ACCESS_LOG
envsubst '${BACKEND_URL} ${LISTEN_PORT} ${WEB_ROOT} ${CLIENT_MAX_BODY_SIZE} ${CLIENT_MAX_BODY_SIZE_TEXT} ${CONF_DIR} ${RUNTIME_DIR} ${ACCESS_LOG}' \
  <"$TEMPLATE" >"$CONF_DIR/crm.conf.tmp"
mv "$CONF_DIR/crm.conf.tmp" "$CONF_DIR/crm.conf"
cp "$here/security-headers.conf" "$CONF_DIR/crm.d/security-headers.conf"
if [ "$BROTLI" = on ]; then
  cat >"$CONF_DIR/crm.d/brotli.conf" <<'BROTLI_CONF'
brotli on;
brotli_static on;
brotli_comp_level 5;
brotli_min_length 256;
brotli_types text/plain text/css text/javascript application/javascript application/json application/xml
             text/xml image/svg+xml;
BROTLI_CONF
else
  rm -f "$CONF_DIR/crm.d/brotli.conf"
fi

cat >"$RUNTIME_DIR/config.js.tmp" <<CONFIG_JS
window.__CRM_CONFIG__ = {
  "loginProviderUrl": $(json_string "$LOGIN_PROVIDER_URL"),
  "clientId": $(json_string "$CLIENT_ID"),
  "clientSecret": $(json_string "$CLIENT_SECRET"),
  "tenantId": $(json_string "$TENANT_ID"),
  "redirectUri": $(json_string "$REDIRECT_URI"),
  "apps": {
    "account": $(json_string "$APP_URL_ACCOUNT"),
    "helpdesk": $(json_string "$APP_URL_HELPDESK"),
    "broadcast": $(json_string "$APP_URL_BROADCAST"),
    "chatbot": $(json_string "$APP_URL_CHATBOT"),
    "studio": $(json_string "$APP_URL_STUDIO")
  },
  "maxUploadMb": $MAX_UPLOAD_MB,
  "defaultLanguage": $(json_string "$DEFAULT_LANGUAGE")
};
CONFIG_JS
mv "$RUNTIME_DIR/config.js.tmp" "$RUNTIME_DIR/config.js"

echo "render-config: $CONF_DIR/crm.conf (backend $BACKEND_URL, port $LISTEN_PORT, uploads up to" \
  "$CLIENT_MAX_BODY_SIZE_TEXT, brotli $BROTLI) and $RUNTIME_DIR/config.js (uploads checked up to" \
  "$MAX_UPLOAD_MB MB, default language $DEFAULT_LANGUAGE) written"
