// Loaded with `node --import` into the process a benchmark measures: at exit it writes that
// process's CPU time and peak memory to the file named by BENCH_USAGE_FILE.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  const file = process.env.BENCH_USAGE_FILE;
  if (file) writeFileSync(file, JSON.stringify(process.resourceUsage()));
});
