import { NotFoundMessage } from "~/components/route-error";
import type { PageHandle } from "~/document/handle";
import "~/styles/not-found.css";

/** Hosts serve this page at every unknown address: it never hydrates (app/document/handle.ts). */
export const handle: PageHandle = { hydrates: false };

export default function NotFound() {
  return <NotFoundMessage />;
}
