import { chmodSync, chownSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { locate } from "../extract";
import { findCommand, firstLines, relocate, run, type ProcessResult } from "../process";
import type { Checker, CheckResult } from "./types";

const TOOLCHAIN = "psql (throwaway PostgreSQL)";
const SUPERUSER = "snippets";
/**
 * What a block flagged `role="owner"` runs as: the owner of the article's database, allowed to create
 * roles but no superuser, like the admin of a managed server (Azure, RDS). Other blocks run as SUPERUSER.
 */
const OWNER = "snippets_owner";
// Only the socket in our own directory is used (no TCP), so the port number cannot clash.
const PORT = "5432";

/**
 * PostgreSQL refuses to run its server as root, so as root it runs as the `postgres` user the Debian
 * package creates; anyone else runs it as themselves.
 */
function serverUser(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const { status, output } = run("id", ["-u", "postgres"]);
  const gid = run("id", ["-g", "postgres"]);
  if (status !== 0 || gid.status !== 0)
    throw new Error("running as root, and there is no postgres user to run the server");
  return { uid: Number(output.trim()), gid: Number(gid.output.trim()), name: "postgres" };
}

/** A PostgreSQL cluster in a temp directory, for as long as one check runs. */
class ThrowawayCluster {
  private readonly dataDir: string;
  private readonly user = serverUser();

  constructor(private readonly dir: string) {
    this.dataDir = path.join(dir, "data");
    if (this.user) {
      chownSync(dir, this.user.uid, this.user.gid);
      chmodSync(dir, 0o700);
    }
  }

  private asServer(command: string, args: string[]): ProcessResult {
    const program = findCommand(command) ?? command;
    return this.user ? run("runuser", ["-u", this.user.name, "--", program, ...args]) : run(program, args);
  }

  start(): void {
    const init = this.asServer("initdb", [
      "-D",
      this.dataDir,
      "-U",
      SUPERUSER,
      "--auth=trust",
      "--no-sync",
      "-E",
      "UTF8",
    ]);
    if (init.status !== 0) throw new Error(`initdb failed: ${firstLines(init.output).join(" ")}`);
    const options = `-k ${this.dir} -p ${PORT} -c listen_addresses='' -c fsync=off`;
    const logFile = path.join(this.dir, "server.log");
    const started = this.asServer("pg_ctl", [
      "-D",
      this.dataDir,
      "-o",
      options,
      "-l",
      logFile,
      "-w",
      "start",
    ]);
    if (started.status !== 0) throw new Error(`pg_ctl start failed: ${firstLines(started.output).join(" ")}`);
  }

  stop(): void {
    this.asServer("pg_ctl", ["-D", this.dataDir, "-m", "immediate", "-w", "stop"]);
  }

  psql(database: string, args: string[], user = SUPERUSER): ProcessResult {
    const connection = [
      "-X",
      "-q",
      "-v",
      "ON_ERROR_STOP=1",
      "-h",
      this.dir,
      "-p",
      PORT,
      "-U",
      user,
      "-d",
      database,
    ];
    return run(findCommand("psql") ?? "psql", [...connection, ...args]);
  }
}

/**
 * Runs each article's blocks in order in a database of its own, so a later block may use the tables
 * an earlier one created; a block fails on the first error psql reports. A block flagged
 * `role="owner"` runs as the database's owner instead of a superuser.
 */
export const sqlChecker: Checker = {
  toolchain: TOOLCHAIN,
  languages: ["sql", "postgresql", "postgres", "pgsql", "plpgsql"],
  commands: ["initdb", "pg_ctl", "psql"],
  packages: ["postgresql"],
  check: (snippets, workDir): CheckResult[] => {
    // Unix socket paths are limited to about 100 bytes, so the cluster lives in a short path of its own.
    const dir = path.join(os.tmpdir(), `pg-snippets-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    let cluster: ThrowawayCluster;
    try {
      cluster = new ThrowawayCluster(dir);
      cluster.start();
    } catch (error) {
      const details = [(error as Error).message];
      return snippets.map((snippet) => ({ snippet, toolchain: TOOLCHAIN, status: "failed", details }));
    }
    try {
      cluster.psql("postgres", ["-c", `CREATE ROLE ${OWNER} LOGIN CREATEROLE`]);
      const databases = new Map<string, string>();
      return snippets.map((snippet, index): CheckResult => {
        const { role } = snippet.meta.attributes;
        if (role !== undefined && role !== "owner") {
          const details = [`role="${role}": the only role a block can ask for is role="owner"`];
          return { snippet, toolchain: TOOLCHAIN, status: "failed", details };
        }
        let database = databases.get(snippet.article);
        if (database === undefined) {
          database = `article_${databases.size}`;
          databases.set(snippet.article, database);
          cluster.psql("postgres", ["-c", `CREATE DATABASE ${database} OWNER ${OWNER}`]);
        }
        const file = path.join(workDir, `block-${index}.sql`);
        writeFileSync(file, snippet.code);
        const user = role === "owner" ? OWNER : SUPERUSER;
        const { status, output } = cluster.psql(database, ["-f", file], user);
        const errors = output
          .split("\n")
          .filter((line) => !/^(?:psql:[^ ]*: )?(?:NOTICE|WARNING|DETAIL|HINT):/.test(line));
        const details = firstLines(relocate(errors.join("\n"), file, (line) => locate(snippet, line)));
        return {
          snippet,
          toolchain: TOOLCHAIN,
          status: status === 0 ? "ok" : "failed",
          details: status === 0 ? [] : details,
        };
      });
    } finally {
      cluster.stop();
      run("rm", ["-rf", dir]);
    }
  },
};
