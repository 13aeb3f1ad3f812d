import { ErrorMessage } from "~/components/error-message";
import { pageTitle } from "~/lib/seo";

export function meta() {
  return [
    { title: pageTitle("Page not found") },
    {
      name: "description",
      content: "There is no page at this address; every article is listed on the blog.",
    },
    // A Not found page must not be indexed; Lighthouse's SEO score says so, on purpose.
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return (
    <ErrorMessage
      title="Page not found"
      detail="There is no page at this address. It may have moved, or the link may have a typo. Every article is listed on the blog."
    />
  );
}
