process.env.NODE_ENV = "production";
const { compileArticles } = await import("./passes/compile-articles");
const t = performance.now();
const c = await compileArticles();
console.log("compile stage ms", Math.round(performance.now() - t));
await c.pool.close();
process.exit();
export {};
