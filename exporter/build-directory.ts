/** Where `npm run build` writes (the tests build other sites beside it with BUILD_DIR). */
export function buildDirectory(): string {
  return process.env.BUILD_DIR ?? "build";
}
