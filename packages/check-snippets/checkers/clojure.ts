import { writeFileSync } from "node:fs";
import path from "node:path";
import { locate, type Snippet } from "../extract";
import { firstLines, run } from "../process";
import type { Checker, CheckResult } from "./types";

const TOOLCHAIN = "clojure reader (syntax only)";

/**
 * Reads every form of every file without evaluating anything (`*read-eval*` off), in one JVM because
 * each start takes seconds. Prints one `path<TAB>ok` or `path<TAB>line<TAB>message` line per file.
 */
const READ_ALL = `
(doseq [f (clojure.string/split-lines (System/getenv "SNIPPET_FILES"))]
  (println
    (try
      (with-open [r (clojure.lang.LineNumberingPushbackReader. (clojure.java.io/reader f))]
        (binding [*read-eval* false]
          (loop [] (when-not (identical? ::eof (read {:eof ::eof :read-cond :allow} r)) (recur))))
        (str f "\\tok"))
      (catch Exception e
        (let [reader-error (if (instance? clojure.lang.LispReader$ReaderException e) e (.getCause e))
              line (if (instance? clojure.lang.LispReader$ReaderException reader-error) (.-line reader-error) 0)
              message (.getMessage (or (.getCause e) e))]
          (str f "\\t" line "\\t" (clojure.string/replace (str message) #"\\s+" " ")))))))
`;

/** Parses Clojure blocks: balanced forms, valid literals. Names and namespaces are not resolved. */
export const clojureChecker: Checker = {
  toolchain: TOOLCHAIN,
  languages: ["clojure", "clj", "cljs", "cljc", "edn"],
  commands: ["clojure"],
  packages: ["clojure"],
  check: (snippets, workDir): CheckResult[] => {
    const files = snippets.map((_, index) => path.join(workDir, `block-${index}.clj`));
    snippets.forEach((snippet, index) => writeFileSync(files[index] ?? "", snippet.code));
    const { status, output } = run("clojure", ["-e", READ_ALL], {
      env: { ...process.env, SNIPPET_FILES: files.join("\n") },
    });
    const verdicts = new Map(
      output
        .split("\n")
        .map((line) => line.split("\t"))
        .filter(([file]) => file !== undefined && files.includes(file))
        .map(([file = "", ...rest]) => [file, rest]),
    );
    return snippets.map((snippet: Snippet, index): CheckResult => {
      const verdict = verdicts.get(files[index] ?? "");
      if (verdict === undefined) {
        return {
          snippet,
          toolchain: TOOLCHAIN,
          status: "failed",
          details: firstLines(`clojure exited ${status}\n${output}`),
        };
      }
      const [line = "0", message] = verdict;
      if (line === "ok") return { snippet, toolchain: TOOLCHAIN, status: "ok", details: [] };
      return {
        snippet,
        toolchain: TOOLCHAIN,
        status: "failed",
        // The reader counts lines within the block ("starting at line 1"); say where that is in the article.
        details: [
          `${locate(snippet, Number(line))}: ${(message ?? "").replace(/line (\d+)/g, (_, start: string) => locate(snippet, Number(start)))}`,
        ],
      };
    });
  },
};
