import { commandChecker } from "./command";

export const pythonChecker = commandChecker({
  toolchain: "python3 -m py_compile",
  languages: ["python", "py"],
  packages: ["python3"],
  command: "python3",
  args: (file) => ["-m", "py_compile", file],
  fileName: () => "block.py",
});
