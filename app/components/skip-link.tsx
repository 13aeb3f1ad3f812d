export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-slate-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-800 dark:text-slate-50"
    >
      Skip to content
    </a>
  );
}
