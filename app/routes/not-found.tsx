import { NotFoundMessage } from "~/components/route-error";
import type { StaticPageHandle } from "~/lib/page/page-hydrates";

/** Hosts serve this page at every unknown address: it never hydrates (page-hydrates.ts). */
export const handle: StaticPageHandle = { hydrates: false };

export default function NotFound() {
  return <NotFoundMessage />;
}
