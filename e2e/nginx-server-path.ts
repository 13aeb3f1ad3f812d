/** Debian's nginx (package `nginx`); .ci/run installs it when missing. */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
