import type { Node } from "unist";

/** Records a content problem at a Markdown node; the renderer turns these into build errors. */
export type Report = (node: Node | undefined, message: string) => void;
