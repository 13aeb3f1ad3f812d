import type { ChildProcess } from "node:child_process";

/**
 * Waits until `url` answers at all (any status: the server is up), failing early if the `child`
 * that should serve it exits first, or after `timeoutMs`. Used to start the dev server
 * (tests/harness/fresh-dev-server.ts) and the browser tests' static servers (e2e/serve-sites.ts).
 */
export async function waitForAnswer(
  url: string,
  child: ChildProcess,
  { name, timeoutMs }: { name: string; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${name} did not answer within ${timeoutMs} ms`);
}
