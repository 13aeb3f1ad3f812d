import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { normalizeBase } from "../app/lib/urls/base-path";
import { nginxServerBlock } from "../exporter/hosts/nginx";
import { NGINX_PATH } from "./nginx-server-path";

/**
 * Serves the build with Debian's nginx and the generated server block, so the tests check the
 * config a self-hoster deploys. Everything nginx writes (pid, logs, temp files) stays in a
 * temporary prefix; it listens on loopback only and runs in the foreground until the tests end.
 */
const port = Number(process.env.PORT ?? 4327);
const base = normalizeBase(process.env.BASE_PATH);
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const prefix = mkdtempSync(path.join(tmpdir(), "devblog-nginx-"));

// The site lives at `base` under the root, as it would on a server hosting it under a sub-path.
const root = path.join(prefix, "html");
const mount = path.join(root, base);
mkdirSync(path.dirname(mount.replace(/\/$/, "")), { recursive: true });
symlinkSync(client, mount.replace(/\/$/, ""));

// The build's redirects, as its `_redirects` lists them (the same rules nginx.conf has).
const redirects = readFileSync(path.join(client, "_redirects"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => {
    const [from = "", to = ""] = line.split(" ");
    return { from, to };
  });

const serverBlock = nginxServerBlock({
  root,
  base,
  listen: `127.0.0.1:${port}`,
  redirects,
});
const config = [
  // As root, nginx would hand requests to `nobody`, who cannot read a private checkout.
  process.getuid?.() === 0 ? "user root;" : "",
  `pid ${prefix}/nginx.pid;`,
  `error_log ${prefix}/error.log;`,
  "events {}",
  "http {",
  "  include /etc/nginx/mime.types;",
  "  default_type application/octet-stream;",
  `  access_log off;`,
  ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${prefix}/${kind};`,
  ),
  serverBlock,
  "}",
].join("\n");
writeFileSync(path.join(prefix, "nginx.conf"), config);

const nginx = spawn(
  NGINX_PATH,
  ["-p", prefix, "-e", `${prefix}/error.log`, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
  { stdio: "inherit" },
);
const stop = () => nginx.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
nginx.on("exit", (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
