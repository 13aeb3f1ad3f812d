import { PostList } from "~/components/post-list";
import { toSummary } from "~/lib/content/post-summary";
import { getContent } from "~/lib/content/posts.server";
import { routePath } from "~/lib/paths";
import { buildMeta, pageTitle } from "~/lib/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/blog-list";

export function loader({ url }: Route.LoaderArgs) {
  // One module serves / and /blog; the canonical URL names the one that was asked for.
  const path = routePath(url, import.meta.env.BASE_URL) === "/blog" ? "/blog" : "/";
  return { posts: getContent().posts.map(toSummary), path };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: pageTitle(loaderData.path === "/" ? undefined : "Blog"),
    description: site.description,
    keywords: site.keywords,
    path: loaderData.path,
  });
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">Articles</h1>
      <PostList posts={loaderData.posts} />
    </>
  );
}
