#!/bin/sh
# Run by the nginx image's /docker-entrypoint.sh before nginx starts (as the unprivileged nginx user):
# renders /etc/nginx/conf.d/crm.conf and RUNTIME_DIR/config.js from the container's environment.
# A bad or missing setting stops the container here, with a message naming the variable.
set -eu
exec /opt/crm/nginx/render-config.sh
