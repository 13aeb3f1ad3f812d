#!/usr/bin/env tsx
/**
 * Proves the reconnect logic of the NOTIFY/LISTEN article against a real PostgreSQL: it runs the
 * article's own blocks (its SQL as a non-superuser database owner, its `src/*.ts` follower code as
 * written), drops the follower's connection three times with pg_terminate_backend and once by
 * restarting the server, and asserts after each drop that exactly one new follower connected and that
 * every audit event arrived exactly once. Needs PostgreSQL's server programs and node-postgres (`pg`),
 * found from the current directory or from this package:
 *
 *   tsx packages/check-snippets/proofs/follow-audit-reconnect.ts [content/posts/ARTICLE.md]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { extractSnippets } from "../extract";
import { findCommand, firstLines, run } from "../process";

const article = path.resolve(
  process.argv[2] ?? "content/posts/20250525-postgresql-triggers-and-notify-listen.md",
);
const dir = path.join(os.tmpdir(), `pg-proof-${process.pid}`);
const dataDir = path.join(dir, "data");
const logFile = path.join(dir, "server.log");

function fail(message: string): never {
  throw new Error(message);
}

/** Where `pg` is installed: the current directory's node_modules or this package's. */
function pgPackage(): string {
  const require = createRequire(import.meta.url);
  try {
    return path.dirname(require.resolve("pg/package.json", { paths: [process.cwd(), import.meta.dirname] }));
  } catch {
    return fail("node-postgres is not installed: run this from a folder with `npm install --no-save pg`");
  }
}

/** PostgreSQL refuses to run as root; as root the server runs as the `postgres` user. */
function asServer(command: string, args: string[]) {
  const program = findCommand(command) ?? fail(`${command} not found: install PostgreSQL`);
  const root = process.getuid?.() === 0;
  return root ? run("runuser", ["-u", "postgres", "--", program, ...args]) : run(program, args);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const markdown = readFileSync(article, "utf8");
  const { snippets } = extractSnippets(article, markdown);
  const sql = snippets.filter((snippet) => snippet.language === "sql");
  const sources = snippets.filter((snippet) => snippet.meta.attributes.title?.startsWith("src/"));
  if (sql.length === 0 || sources.length === 0) fail(`${article} has no SQL or src/*.ts blocks`);

  // The article's TypeScript files, as written, beside a node_modules that holds pg.
  const code = path.join(dir, "code");
  for (const snippet of sources) {
    const file = path.join(code, snippet.meta.attributes.title ?? "");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, snippet.code);
  }
  mkdirSync(path.join(code, "node_modules"), { recursive: true });
  symlinkSync(pgPackage(), path.join(code, "node_modules", "pg"), "dir");
  writeFileSync(path.join(code, "package.json"), '{ "type": "module" }\n');

  // A throwaway server on a free local port that logs every connection.
  if (process.getuid?.() === 0) run("chown", ["postgres", dir]);
  const init = asServer("initdb", ["-D", dataDir, "-U", "proof", "--auth=trust", "--no-sync"]);
  if (init.status !== 0) fail(`initdb: ${firstLines(init.output).join(" ")}`);
  const port = await freePort();
  const options = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c log_connections=on -c fsync=off`;
  const pgCtl = (action: string) => {
    const args = ["-D", dataDir, "-o", options, "-l", logFile, "-m", "fast", "-w", action];
    const result = asServer("pg_ctl", args);
    if (result.status !== 0) fail(`pg_ctl ${action}: ${firstLines(result.output).join(" ")}`);
  };
  pgCtl("start");
  /** Runs SQL as a role: the superuser `proof` in the postgres database, anyone else in shop. */
  const psql = (user: string, sqlText: string) => {
    const database = user === "proof" ? "postgres" : "shop";
    const args = ["-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-h", dir, "-p", `${port}`, "-U", user];
    const result = run(findCommand("psql") ?? "psql", [...args, "-d", database], { input: sqlText });
    if (result.status !== 0) fail(`psql as ${user}: ${firstLines(result.output).join(" ")}`);
    return result.output.trim();
  };

  // The article's SQL, run as the database owner (no superuser), then a role for the follower.
  psql("proof", "CREATE ROLE owner LOGIN CREATEROLE; CREATE DATABASE shop OWNER owner;");
  for (const snippet of sql) psql("owner", snippet.code);
  psql("owner", "CREATE ROLE follower LOGIN; GRANT SELECT ON audit_log TO follower;");
  console.log(`ran the article's ${sql.length} SQL blocks as a database owner that is no superuser`);

  process.env.DATABASE_URL = `postgresql://follower@127.0.0.1:${port}/shop`;
  const seen = new Map<number, number>();
  const followerConnections = () =>
    readFileSync(logFile, "utf8").match(/connection authorized: user=follower /g)?.length ?? 0;
  const connectedNow = () =>
    Number(psql("owner", "SELECT count(*) FROM pg_stat_activity WHERE usename = 'follower';"));
  const writeOrder = () => psql("owner", "INSERT INTO orders (customer_id, total) VALUES (1, 9.99);");
  const expectEachEventOnce = () => {
    const last = Number(psql("owner", "SELECT max(id) FROM audit_log;"));
    for (let id = 1; id <= last; id++) {
      if (seen.get(id) !== 1) fail(`audit event ${id} arrived ${seen.get(id) ?? 0} times, not once`);
    }
    return last;
  };

  const entry = path.join(code, "src", "keep-following.ts");
  const { keepFollowing } = (await import(pathToFileURL(entry).href)) as {
    keepFollowing: (fromId: number, handle: (event: { audit_id: number }) => void) => void;
  };
  keepFollowing(0, (event) => seen.set(event.audit_id, (seen.get(event.audit_id) ?? 0) + 1));
  await sleep(2_000);
  writeOrder();
  await sleep(500);
  if (followerConnections() !== 1 || connectedNow() !== 1) fail("the first follower did not connect once");
  console.log(`started: 1 follower connected, events 1..${expectEachEventOnce()} each once`);
  // ss shows a socket's keepalive timer: `timer:(keepalive,29sec,0)`.
  const sockets = run("ss", ["-tnoH", "state", "established", `( dport = :${port} )`]);
  if (sockets.status !== 0) console.log("ss not found: TCP keepalive not checked");
  else if (!/timer:\(keepalive,/.test(sockets.output)) fail("no TCP keepalive on the follower's socket");
  else console.log(`the follower's socket has TCP keepalive on: ${sockets.output.trim()}`);

  const drops: [string, () => void][] = [
    ...[1, 2, 3].map((): [string, () => void] => [
      "pg_terminate_backend",
      () =>
        psql("proof", "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'follower';"),
    ]),
    ["server restart", () => pgCtl("restart")],
  ];
  for (const [index, [name, drop]] of drops.entries()) {
    const before = followerConnections();
    drop();
    writeOrder(); // written while no follower listens; the catch-up must deliver it
    await sleep(4_000);
    writeOrder();
    await sleep(500);
    const started = followerConnections() - before;
    const connected = connectedNow();
    console.log(`drop ${index + 1} (${name}): ${started} new follower(s), ${connected} connected`);
    if (started !== 1 || connected !== 1) fail(`drop ${index + 1} started ${started} followers, not 1`);
    console.log(`  events 1..${expectEachEventOnce()} each arrived once`);
  }
  console.log("OK: exactly one new follower per dropped connection, every event exactly once");
}

// The server goes with the process however it ends: done, failed, interrupted or cut off (`| head`).
process.on("exit", () => {
  if (existsSync(dataDir)) asServer("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  rmSync(dir, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));
process.stdout.on("error", () => process.exit(1));

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`FAILED: ${(error as Error).message}`);
  process.exit(1);
}
