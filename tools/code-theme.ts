import { writeFileSync } from "node:fs";
import { codeThemeStylesheet } from "./code-theme/stylesheet";

/** Writes the code highlighting stylesheet that article.css imports; a unit test keeps it current. */
writeFileSync(new URL("../app/lib/markdown/code-theme.css", import.meta.url), codeThemeStylesheet());
