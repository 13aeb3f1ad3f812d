/** Its styles are `skip-link` in app/styles/frame.css: hidden until focused, then over the header's corner. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a href={`#${targetId}`} className="skip-link">
      Skip to content
    </a>
  );
}
