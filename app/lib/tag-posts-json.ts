import { useEffect, useState } from "react";
import type { PostSummary } from "./content/post-summary";
import { tagPostsJsonPath } from "./urls/paths";
import { withBase } from "./urls/base-path";

const requests = new Map<string, Promise<PostSummary[]>>();

function tagPostsJson(tag: string): Promise<PostSummary[]> {
  let request = requests.get(tag);
  if (!request) {
    request = fetch(withBase(tagPostsJsonPath(tag), import.meta.env.BASE_URL)).then((response) => {
      // Tags outside the vocabulary have no index: no article carries them.
      if (response.status === 404) return [];
      if (!response.ok) throw new Error(`The tag index for "${tag}" answered ${response.status}`);
      return response.json() as Promise<PostSummary[]>;
    });
    // A failed request is forgotten, so choosing the tag again tries again.
    request.catch(() => requests.delete(tag));
    requests.set(tag, request);
  }
  return request;
}

type TaggedPosts = { state: "loading" } | { state: "ready"; posts: PostSummary[] } | { state: "failed" };

/**
 * The articles with the chosen tag across the whole blog, not just the page on screen. The
 * index is fetched only when a tag is chosen, and once per tag.
 */
export function useTaggedPosts(tag: string | null): TaggedPosts | null {
  const [result, setResult] = useState<{ tag: string; value: TaggedPosts } | null>(null);
  useEffect(() => {
    if (tag === null) return;
    let current = true;
    tagPostsJson(tag).then(
      (posts) => current && setResult({ tag, value: { state: "ready", posts } }),
      () => current && setResult({ tag, value: { state: "failed" } }),
    );
    return () => {
      current = false;
    };
  }, [tag]);
  if (tag === null) return null;
  return result?.tag === tag ? result.value : { state: "loading" };
}
