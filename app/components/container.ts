/**
 * The page's column: centred, and as wide at each breakpoint in the header, the main content and
 * the footer, so their edges line up.
 */
export const CONTAINER = "mx-auto w-11/12 sm:w-10/12 md:w-9/12 lg:w-8/12 xl:w-6/12 2xl:w-4/12";
