import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "../../tools/chromium";

/**
 * The end-to-end tests drive the system Chromium; no tool here may download a browser of its own.
 * In CI (as root) it is installed from Debian's packages; elsewhere we say how.
 */
if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  if (process.env.CI && isRoot) {
    console.log("Installing Chromium from Debian's packages…");
    execSync("apt-get update && apt-get install -y chromium chromium-headless-shell", { stdio: "inherit" });
  } else {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with:\n\n  sudo apt-get install -y chromium chromium-headless-shell\n\n` +
        "or point CHROMIUM_PATH at another Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}
