import { commandChecker } from "./command";

/** Debian's kotlinc is 1.3: newer syntax (value classes, `data object`, …) fails here, not in the article. */
export const kotlinChecker = commandChecker({
  toolchain: "kotlinc 1.3",
  languages: ["kotlin", "kt"],
  packages: ["kotlin"],
  command: "kotlinc",
  args: (file) => ["-nowarn", "-d", `${file}.classes`, file],
  fileName: () => "Block.kt",
});
