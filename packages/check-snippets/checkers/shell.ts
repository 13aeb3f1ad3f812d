import { commandChecker } from "./command";

export const shellChecker = commandChecker({
  toolchain: "bash -n",
  languages: ["bash", "sh", "shell"],
  packages: ["bash"],
  command: "bash",
  args: (file) => ["-n", file],
  fileName: () => "block.sh",
});
