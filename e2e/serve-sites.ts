import { spawn, type ChildProcess } from "node:child_process";
import { waitForAnswer } from "../tests/harness/wait-for-answer";

/**
 * Starts every server the browser tests use at once, and prints `all sites ready` when each
 * answers. Playwright starts the servers of `webServer` one after the other, each waiting for its
 * own (seven with `npm test`: our static server and nginx for each site): seconds of start-up
 * with one core idle. Playwright ends this process and its process group, the servers with it.
 */
interface Server {
  command: string;
  env: Record<string, string>;
  url: string;
}

// playwright.config.ts waits for this line.
const READY = "all sites ready";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]") as Server[];

const children = servers.map((server) =>
  spawn(server.command, {
    shell: true,
    env: { ...process.env, ...server.env },
    stdio: ["ignore", "ignore", "inherit"],
  }),
);
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGTERM", () => (stop(), process.exit(0)));
process.on("SIGINT", () => (stop(), process.exit(0)));

try {
  await Promise.all(
    servers.map((server, index) =>
      waitForAnswer(server.url, children[index] as ChildProcess, {
        name: `${server.command} (${server.url})`,
        // Playwright's own limit for a webServer.
        timeoutMs: 60_000,
      }),
    ),
  );
  console.log(READY);
} catch (error) {
  console.error((error as Error).message);
  // The whole process group, the servers' own children (nginx's processes) too: one of them
  // left holding our output keeps Playwright from seeing this process end, and it would wait out
  // its 60 s limit instead of reporting the failure at once.
  process.kill(0, "SIGTERM");
}
